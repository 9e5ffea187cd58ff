import { startPrivateStack } from './private-stack.ts';

export interface GatedStack {
  /** The site origin of this stack's nginx (same template as the suite's). */
  baseURL: string;
  /** This mock's DATA_DIR (to read what gating hides from the API, e.g. the stored PDF name). */
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * A second, private stack for the brochure-gating spec (ADR 0020): a seeded mock started with
 * BROCHURE_GATED=true (harness/private-stack.ts): gating is a start-up setting the suite cannot
 * switch on in a backend it did not start. With E2E_GATED_BASE_URL (docker compose --profile e2e)
 * the spec uses that running gated site instead.
 */
export async function startGatedStack(): Promise<GatedStack> {
  // The compose e2e profile runs its own gated pair (api-gated + web-gated) and shares the gated
  // api's data volume read-only: the e2e image has neither nginx nor the mock to start one here.
  const external = process.env.E2E_GATED_BASE_URL;
  if (external) {
    const dataDir = process.env.E2E_GATED_DATA_DIR;
    if (!dataDir) throw new Error('E2E_GATED_BASE_URL needs E2E_GATED_DATA_DIR (its DATA_DIR).');
    return { baseURL: external.replace(/\/+$/, ''), dataDir, stop: () => Promise.resolve() };
  }
  const { baseURL, dataDir, stop } = await startPrivateStack({
    name: 'gated',
    env: { BROCHURE_GATED: 'true', BROCHURE_LINK_TTL_SECONDS: '60' },
  });
  return { baseURL, dataDir, stop };
}

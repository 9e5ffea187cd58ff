import path from 'node:path';
import { ensureFrontendBuild } from './build.ts';
import { findNginx } from './nginx.ts';
import { freePort, waitForHttp } from './processes.ts';
import { randomAdminPassword, stackResources, startMockBackend, startSite } from './stack.ts';

const START_TIMEOUT_MS = 60_000;

export interface GatedStack {
  /** The site origin of this stack's nginx (same template as the suite's). */
  baseURL: string;
  /** This mock's DATA_DIR (to read what gating hides from the API, e.g. the stored PDF name). */
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * A second, private stack for the brochure-gating spec (ADR 0020): a seeded mock started with
 * BROCHURE_GATED=true (own DATA_DIR, own ports) behind its own renderer and nginx rendered from
 * the same template. Started by the spec itself, also when the suite tests E2E_BASE_URL: gating is a
 * start-up setting the suite cannot switch on in a backend it did not start. Needs nginx and the
 * frontend build (built here when missing, as the global setup does). With E2E_GATED_BASE_URL
 * (docker compose --profile e2e) the spec uses that running gated site instead.
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
  const nginx = findNginx();
  ensureFrontendBuild();
  const { tmpDir, track, stop } = stackResources('gear-e2e-gated-');
  const dataDir = path.join(tmpDir, 'data');

  try {
    const [apiPort, sitePort] = [await freePort(), await freePort()];
    const baseURL = `http://127.0.0.1:${sitePort}`;
    const apiLog = path.join(tmpDir, 'api.log');
    const api = startMockBackend({
      apiPort,
      dataDir,
      siteOrigin: baseURL,
      admin: { username: 'e2e-gated-admin', password: randomAdminPassword() },
      logFile: apiLog,
      env: { BROCHURE_GATED: 'true', BROCHURE_LINK_TTL_SECONDS: '60' },
    });
    track(api);
    await waitForHttp(`http://127.0.0.1:${apiPort}/api/ebrochure`, {
      timeoutMs: START_TIMEOUT_MS,
      process: api,
      name: 'the gated mock backend',
      logFile: apiLog,
    });

    const { web } = await startSite({
      nginx,
      tmpDir,
      sitePort,
      backendUpstream: `http://127.0.0.1:${apiPort}`,
      brotliModule: null,
      track,
    });
    await waitForHttp(`${baseURL}/backend/api/ebrochure`, {
      timeoutMs: START_TIMEOUT_MS,
      process: web,
      name: 'the gated nginx',
      logFile: path.join(tmpDir, 'error.log'),
    });
    return { baseURL, dataDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

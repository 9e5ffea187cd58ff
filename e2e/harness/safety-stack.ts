import { startPrivateStack } from './private-stack.ts';
import type { AdminCredentials } from './state.ts';

export interface SafetyStack {
  baseURL: string;
  /** The credentials the stack's backend accepts when the spec starts (and again when it ends). */
  admin: AdminCredentials;
  stop(): Promise<void>;
}

/** The mock's development credentials: the compose gated api has no ADMIN_* of its own. */
const GATED_PAIR_ADMIN: AdminCredentials = { username: 'admin', password: 'gears@2005' };

/**
 * The backend of the owner's safety net spec (issue 21): turning 2FA on, changing the password,
 * signing out everywhere and restoring a backup change the whole backend, so they never run
 * against the suite's shared one, where other admin specs run meanwhile. Through the harness: a
 * private stack (own seeded DATA_DIR, known credentials, no daily backups).
 *
 * In the compose e2e profile (E2E_GATED_BASE_URL) the e2e image can start neither nginx nor the
 * mock: the spec takes over the gated pair. Its only other user, the brochure-gating spec, runs
 * in the 'public' project, which is finished before the 'admin' project starts; the safety spec
 * leaves that backend as it found it (2FA off, the password back, the data restored). Its
 * credentials: E2E_GATED_ADMIN_USERNAME/PASSWORD, else the mock's development ones.
 */
export async function startSafetyStack(): Promise<SafetyStack> {
  const external = process.env.E2E_GATED_BASE_URL;
  if (external) {
    return {
      baseURL: external.replace(/\/+$/, ''),
      admin: {
        username: process.env.E2E_GATED_ADMIN_USERNAME || GATED_PAIR_ADMIN.username,
        password: process.env.E2E_GATED_ADMIN_PASSWORD || GATED_PAIR_ADMIN.password,
      },
      stop: () => Promise.resolve(),
    };
  }
  const { baseURL, admin, stop } = await startPrivateStack({
    name: 'safety',
    env: { BACKUP_AUTO: 'false' },
  });
  return { baseURL, admin, stop };
}

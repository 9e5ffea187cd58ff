import type { DataPaths } from '../data-paths.ts';
import { acquireLock } from '../store/lock-file.ts';
import { readSecurityState, withSessionsEnded, writeSecurityState } from './security-state.ts';
import { withTwoFactorOff } from './two-factor.ts';

interface TwoFactorReset {
  /** False when there was no account.json (nothing to reset). */
  found: boolean;
  /** Two-step verification was on (or an enrolment pending) and is now off. */
  wasOn: boolean;
}

/**
 * The operator's way back in after losing the phone and the recovery codes: turn two-step
 * verification off and end every session. Takes the DATA_DIR lock, so only while the server is
 * stopped (a running server throws LockError); the password is unchanged.
 */
export async function resetTwoFactor(
  paths: Pick<DataPaths, 'lockFile' | 'accountFile'>,
  now: () => number = Date.now,
): Promise<TwoFactorReset> {
  const lock = await acquireLock(paths.lockFile);
  try {
    const state = await readSecurityState(paths.accountFile);
    if (state === null) return { found: false, wasOn: false };
    const wasOn = state.two_factor.enabled !== null || state.two_factor.pending !== null;
    await writeSecurityState(paths.accountFile, withSessionsEnded(withTwoFactorOff(state), now()));
    return { found: true, wasOn };
  } finally {
    await lock.release();
  }
}

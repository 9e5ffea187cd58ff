import { withSessionsEnded, type SecurityStateStore } from './security-state.ts';
import type { TokenClaims, TokenService } from './tokens.ts';

/**
 * Ending every admin session at once (issue 21, ADR 0036), for the callers that need it besides
 * the account module: a restore ends all sessions and hands the owner a fresh token.
 */
export interface SessionControl {
  /** Every token issued so far gets 401 from now on. */
  endAll(): Promise<void>;
  /** A token of the current epoch, for the admin whose session goes on (after a restore). */
  issue(username: string): Promise<string>;
}

/**
 * Sessions by epoch: each token carries the epoch it was issued in (claim `sep`), and only the
 * current epoch is accepted. Ending every session is one increment, persisted in account.json,
 * so it holds across restarts and needs no list of tokens. A counter, not a time: a token issued
 * in the same second as a password change is still told apart.
 */
export interface Sessions extends SessionControl {
  /** The current epoch: read it before a credential check, issue with it after. */
  epoch(): number;
  /** A token of `epoch` (read before the check, so a change in between ends it at once). */
  issueIn(username: string, epoch: number): Promise<string>;
  isCurrent(claims: TokenClaims): boolean;
}

export function createSessions(deps: {
  state: SecurityStateStore;
  tokens: TokenService;
  now?: () => number;
}): Sessions {
  const { state, tokens, now = Date.now } = deps;
  const epoch = () => state.read().session_epoch;
  const issueIn = async (username: string, at: number) => (await tokens.issue(username, at)).token;
  return {
    epoch,
    issueIn,
    isCurrent: (claims) => claims.sep === epoch(),
    issue: (username) => issueIn(username, epoch()),
    async endAll() {
      await state.change((current) => ({ next: withSessionsEnded(current, now()), result: null }));
    },
  };
}

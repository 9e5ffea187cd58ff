import { ACCOUNT_MESSAGES } from '@gear/contract/account';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import type { AdminLogin } from '@gear/contract/auth';
import type { Sessions } from '../../auth/session-control.ts';
import type { TokenClaims } from '../../auth/tokens.ts';
import type { TwoFactor } from '../../auth/two-factor.ts';
import type { Store } from '../../store/store.ts';
import { loginError, tooManyLogins, type PasswordGate } from './password-gate.ts';

export { LOGIN_LIMITS, loginError } from './password-gate.ts';

/** A successful login; `recoveryCodesLeft` when a recovery code was used (and is now gone). */
export interface LoginSuccess {
  token: string;
  recoveryCodesLeft: number | null;
}

export interface AuthService {
  /**
   * The password through the throttled gate (password-gate.ts); then, when two-step verification
   * is on, the code (issue 21): none → 401 `details.two_factor: 'required'` (not counted as a
   * failure), wrong or reused → 401 'invalid' (counted, and toward the account's wrong-code
   * limit). A wrong password answers exactly as without 2FA.
   */
  login(input: AdminLogin, ip: string): Promise<LoginSuccess>;
  logout(claims: TokenClaims): Promise<void>;
  isRevoked(jti: string): boolean;
}

const codeRefused = (message: string) =>
  loginError(401, message, { details: { two_factor: 'invalid' } });

export function createAuthService(deps: {
  store: Store;
  gate: PasswordGate;
  sessions: Sessions;
  twoFactor: TwoFactor;
}): AuthService {
  const { store, gate, sessions, twoFactor } = deps;

  return {
    async login(input, ip) {
      // Read before the check: if every session ends meanwhile, this token ends with them.
      const epoch = sessions.epoch();
      const attempt = await gate.attempt(input.username, input.password, ip);
      if (!attempt.valid) throw loginError(401, ADMIN_MESSAGES.invalidCredentials);
      let recoveryCodesLeft: number | null = null;
      if (twoFactor.isOn()) {
        if (input.code === undefined) {
          await attempt.forgive();
          throw loginError(401, ACCOUNT_MESSAGES.enterCode, {
            details: { two_factor: 'required' },
          });
        }
        const outcome = await twoFactor.check(input.code);
        if ('refused' in outcome) {
          switch (outcome.refused) {
            case 'wrong':
              throw codeRefused(ACCOUNT_MESSAGES.wrongCode);
            case 'reused':
              throw codeRefused(ACCOUNT_MESSAGES.reusedCode);
            case 'throttled':
              throw tooManyLogins(outcome.retryAfterSeconds);
            case 'not_on':
              // Turned off since the check above: the password was enough.
              break;
          }
        } else if (outcome.accepted.via === 'recovery') {
          recoveryCodesLeft = outcome.accepted.left;
        }
      }
      await attempt.succeed();
      return { token: await sessions.issueIn(input.username, epoch), recoveryCodesLeft };
    },
    async logout(claims) {
      await store.update((draft) => {
        const now = Math.floor(Date.now() / 1000);
        draft.revoked_tokens = draft.revoked_tokens.filter((entry) => entry.exp > now);
        if (!draft.revoked_tokens.some((entry) => entry.jti === claims.jti)) {
          draft.revoked_tokens.push({ jti: claims.jti, exp: claims.exp });
        }
      });
    },
    isRevoked: (jti) => store.read().revoked_tokens.some((entry) => entry.jti === jti),
  };
}

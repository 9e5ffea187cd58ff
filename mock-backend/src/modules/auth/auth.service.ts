import { ADMIN_MESSAGES } from '@gear/contract/messages';
import type { AdminLogin } from '@gear/contract/auth';
import type { Credentials } from '../../auth/credentials.ts';
import type { TokenClaims, TokenService } from '../../auth/tokens.ts';
import { HttpError } from '../../http/http-error.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import type { Store } from '../../store/store.ts';

/** Login errors also carry `message`: the admin login form shows the server's message. */
export const loginError = (status: number, text: string, headers: Record<string, string> = {}) =>
  new HttpError(status, text, { extraBody: { message: text }, headers });

export interface AuthService {
  /** Throttled per client IP + lower-cased username; the attempt is counted before the hash compare. */
  login(input: AdminLogin, ip: string): Promise<string>;
  logout(claims: TokenClaims): Promise<void>;
  isRevoked(jti: string): boolean;
}

export function createAuthService(deps: {
  store: Store;
  credentials: Credentials;
  tokens: TokenService;
  throttle: RateLimiter;
}): AuthService {
  const { store, credentials, tokens, throttle } = deps;
  return {
    async login(input, ip) {
      const bucket = `${ip}\u0000${input.username.toLowerCase()}`;
      const verdict = throttle.hit(bucket);
      if (!verdict.allowed) {
        throw loginError(429, ADMIN_MESSAGES.tooManyLogins, {
          'Retry-After': String(verdict.retryAfterSeconds),
        });
      }
      if (!(await credentials.check(input.username, input.password))) {
        throw loginError(401, ADMIN_MESSAGES.invalidCredentials);
      }
      throttle.reset(bucket);
      return (await tokens.issue(input.username)).token;
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

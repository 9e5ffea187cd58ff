import pLimit from 'p-limit';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import type { AdminLogin } from '@gear/contract/auth';
import type { Credentials } from '../../auth/credentials.ts';
import type { TokenClaims, TokenService } from '../../auth/tokens.ts';
import { HttpError } from '../../http/http-error.ts';
import { createRateLimiter, type RateLimiter } from '../../lib/rate-limiter.ts';
import type { Store } from '../../store/store.ts';

/**
 * How much password checking one client, and everyone together, may ask of the server (issue 17).
 * A password check is a full scrypt hash (~16 MiB, tens of ms) on libuv's thread pool, which also
 * reads the files visitors download and writes the data: a login storm must not take it over.
 */
export const LOGIN_LIMITS = {
  windowMs: 10 * 60 * 1000,
  /** Attempts per client IP and user name in the window (a success resets its count). */
  perClientAndUser: 5,
  /** Failed attempts per client IP in the window, whatever the user names (a success is refunded). */
  perClient: 20,
  /** Password hashes computed at once: half of libuv's 4 threads, the rest serve files. */
  hashesAtOnce: 2,
  /** Attempts waiting for a hash slot; one more is refused at once. */
  hashesWaiting: 16,
} as const;

/** Login errors also carry `message`: the admin login form shows the server's message. */
export const loginError = (status: number, text: string, headers: Record<string, string> = {}) =>
  new HttpError(status, text, { extraBody: { message: text }, headers });

const tooMany = (retryAfterSeconds: number) =>
  loginError(429, ADMIN_MESSAGES.tooManyLogins, { 'Retry-After': String(retryAfterSeconds) });

export interface AuthService {
  /**
   * Throttled per client IP and per client IP + lower-cased user name; the attempt is counted
   * before the hash, which waits for one of few slots (refused at once when too many wait).
   */
  login(input: AdminLogin, ip: string): Promise<string>;
  logout(claims: TokenClaims): Promise<void>;
  isRevoked(jti: string): boolean;
}

export function createAuthService(deps: {
  store: Store;
  credentials: Credentials;
  tokens: TokenService;
}): AuthService {
  const { store, credentials, tokens } = deps;
  const { windowMs } = LOGIN_LIMITS;
  const byClient: RateLimiter = createRateLimiter({ limit: LOGIN_LIMITS.perClient, windowMs });
  const byClientAndUser: RateLimiter = createRateLimiter({
    limit: LOGIN_LIMITS.perClientAndUser,
    windowMs,
  });
  const hashSlots = pLimit(LOGIN_LIMITS.hashesAtOnce);

  return {
    async login(input, ip) {
      const pair = `${ip}\u0000${input.username.toLowerCase()}`;
      const [client, clientAndUser] = await Promise.all([
        byClient.hit(ip),
        byClientAndUser.hit(pair),
      ]);
      for (const verdict of [clientAndUser, client]) {
        if (!verdict.allowed) throw tooMany(verdict.retryAfterSeconds);
      }
      if (hashSlots.pendingCount >= LOGIN_LIMITS.hashesWaiting) throw tooMany(1);
      const valid = await hashSlots(() => credentials.check(input.username, input.password));
      if (!valid) throw loginError(401, ADMIN_MESSAGES.invalidCredentials);
      await Promise.all([byClient.refund(ip), byClientAndUser.reset(pair)]);
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

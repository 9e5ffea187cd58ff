import pLimit from 'p-limit';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import type { Credentials } from '../../auth/credentials.ts';
import { hashPassword, type PasswordHash } from '../../auth/password.ts';
import { HttpError } from '../../http/http-error.ts';
import { createRateLimiter } from '../../lib/rate-limiter.ts';

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
export const loginError = (
  status: number,
  text: string,
  options: { headers?: Record<string, string>; details?: unknown } = {},
) => new HttpError(status, text, { extraBody: { message: text }, ...options });

export const tooManyLogins = (retryAfterSeconds: number) =>
  loginError(429, ADMIN_MESSAGES.tooManyLogins, {
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });

/** One counted password check; the caller settles it once it knows the whole outcome. */
export interface PasswordAttempt {
  valid: boolean;
  /** Signed in: the client's attempt is given back and its count for this user name cleared. */
  succeed(): Promise<void>;
  /** Not a guess after all (right password, second step still to come): both counts given back. */
  forgive(): Promise<void>;
}

/**
 * The login's password check with its throttle, shared by the login and the password change
 * (a wrong current password is a failed attempt too, issue 21).
 */
export interface PasswordGate {
  /**
   * Throttled per client IP and per client IP + lower-cased user name; the attempt is counted
   * before the hash, which waits for one of few slots (refused at once when too many wait).
   * Throws 429 (tooManyLogins) when throttled.
   */
  attempt(username: string, password: string, ip: string): Promise<PasswordAttempt>;
  /** Hash a new password in the same few slots. */
  hash(password: string): Promise<PasswordHash>;
}

export function createPasswordGate(credentials: Credentials): PasswordGate {
  const { windowMs } = LOGIN_LIMITS;
  const byClient = createRateLimiter({ limit: LOGIN_LIMITS.perClient, windowMs });
  const byClientAndUser = createRateLimiter({ limit: LOGIN_LIMITS.perClientAndUser, windowMs });
  const hashSlots = pLimit(LOGIN_LIMITS.hashesAtOnce);
  const slot = <T>(work: () => Promise<T>) => {
    if (hashSlots.pendingCount >= LOGIN_LIMITS.hashesWaiting) throw tooManyLogins(1);
    return hashSlots(work);
  };

  return {
    async attempt(username, password, ip) {
      const pair = `${ip}\u0000${username.toLowerCase()}`;
      const [client, clientAndUser] = await Promise.all([
        byClient.hit(ip),
        byClientAndUser.hit(pair),
      ]);
      for (const verdict of [clientAndUser, client]) {
        if (!verdict.allowed) throw tooManyLogins(verdict.retryAfterSeconds);
      }
      const valid = await slot(() => credentials.check(username, password));
      return {
        valid,
        succeed: async () => {
          await Promise.all([byClient.refund(ip), byClientAndUser.reset(pair)]);
        },
        forgive: async () => {
          await Promise.all([byClient.refund(ip), byClientAndUser.refund(pair)]);
        },
      };
    },
    hash: (password) => slot(() => hashPassword(password)),
  };
}

import { randomBytes, randomInt } from 'node:crypto';
import { chmod, readFile } from 'node:fs/promises';
import { z } from 'zod';
import { errorCode, writeFileAtomic } from '../lib/fs-utils.ts';
import { isPasswordHashString, parsePasswordHash, type PasswordHash } from './password.ts';

/**
 * The admin account's security state (issue 21, ADR 0036), DATA_DIR/account.json (mode 600):
 * the session epoch, the fingerprint of the environment's credentials, a password set from the
 * admin and the second factor. Deliberately not part of a backup, and a restore leaves it alone.
 */

const Instant = z.iso.datetime();
const ScryptHash = z.string().refine(isPasswordHashString, 'not a scrypt hash');
const Base32Secret = z.string().regex(/^[A-Z2-7]{16,128}$/, 'not a base32 secret');

export const SecurityStateSchema = z.strictObject({
  version: z.literal(1),
  /** Tokens carry the epoch they were issued in (claim `sep`); any other epoch gets 401. */
  session_epoch: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  sessions_valid_from: Instant,
  /**
   * scrypt over the user name and ADMIN_PASSWORD (or ADMIN_PASSWORD_HASH): a different value at
   * start means the operator changed the credentials. scrypt, not a fast HMAC, because a fast
   * digest of the plain password beside its salt would let anyone reading this file test guesses
   * at GPU speed.
   */
  environment_fingerprint: ScryptHash,
  /** Set from the admin; null: the environment's password is the password. */
  admin_password: z.strictObject({ hash: ScryptHash, changed_at: Instant }).nullable(),
  /** HMAC-SHA256 key of the recovery code digests (base64, 32 bytes). */
  recovery_key: z.string().regex(/^[A-Za-z0-9+/]{43}=$/, 'not a 32-byte base64 key'),
  two_factor: z.strictObject({
    enabled: z
      .strictObject({
        secret: Base32Secret,
        enabled_at: Instant,
        /** The time step of the last accepted code: that code and older ones are refused. */
        last_step: z.number().int().nonnegative(),
        /** HMAC-SHA256 digests (hex) of the unused recovery codes. */
        recovery_codes: z.array(z.string().regex(/^[0-9a-f]{64}$/)).max(100),
      })
      .nullable(),
    /** Shown to the owner, waiting for a first code. */
    pending: z.strictObject({ secret: Base32Secret, expires_at: Instant }).nullable(),
  }),
});
export type SecurityState = z.infer<typeof SecurityStateSchema>;

/** account.json exists but cannot be trusted: refuse to start rather than drop a second factor. */
export class SecurityStateError extends Error {
  override name = 'SecurityStateError';
}

/**
 * A first epoch is random, not 1: if account.json is lost or moved away, the tokens of the old
 * file (which carry its epochs) do not match the new one.
 */
export function initialSecurityState(environmentFingerprint: string, now: number): SecurityState {
  return {
    version: 1,
    session_epoch: randomInt(1, 2 ** 40),
    sessions_valid_from: new Date(now).toISOString(),
    environment_fingerprint: environmentFingerprint,
    admin_password: null,
    recovery_key: randomBytes(32).toString('base64'),
    two_factor: { enabled: null, pending: null },
  };
}

/** The state in the file; null when there is none. Throws SecurityStateError when unusable. */
export async function readSecurityState(file: string): Promise<SecurityState | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    throw error;
  }
  const refuse = (reason: string) =>
    new SecurityStateError(
      `${file} is corrupt: ${reason}.\n` +
        'Refusing to go on: it holds the session epoch and two-step verification, which must not be switched off silently.\n' +
        'Repair the file, or move it away to start over (two-step verification then off, every session signed out).',
    );
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw refuse(`not valid JSON (${error instanceof Error ? error.message : 'parse error'})`);
  }
  const parsed = SecurityStateSchema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw refuse(
      `does not match the expected shape (${first ? `${first.path.join('.') || '(root)'}: ${first.message}` : 'schema mismatch'})`,
    );
  }
  await chmod(file, 0o600).catch(() => undefined);
  return parsed.data;
}

export async function writeSecurityState(file: string, state: SecurityState): Promise<void> {
  await writeFileAtomic(
    file,
    `${JSON.stringify(SecurityStateSchema.parse(state), null, 2)}\n`,
    0o600,
  );
}

/** The password set from the admin, if any (the credentials check it instead of the env's). */
export const adminPasswordHash = (state: SecurityState): PasswordHash | null =>
  state.admin_password ? parsePasswordHash(state.admin_password.hash) : null;

/** The state with every session ended: the next epoch, valid from `now`. */
export function withSessionsEnded(state: SecurityState, now: number): SecurityState {
  return {
    ...state,
    session_epoch: state.session_epoch + 1,
    sessions_valid_from: new Date(now).toISOString(),
  };
}

/**
 * The state in memory and in its file. Changes are serialized: each sees the previous one, and
 * the file is written (atomically) before the new state is visible.
 */
export interface SecurityStateStore {
  read(): SecurityState;
  /**
   * Run `change` on the current state (alone: the next change waits). It answers the next state
   * (or null for no change) and a result; the state is written first, then made current.
   */
  change<T>(
    change: (current: SecurityState) => { next: SecurityState | null; result: T },
  ): Promise<T>;
}

export function createSecurityStateStore(file: string, initial: SecurityState): SecurityStateStore {
  let current = initial;
  let queue: Promise<unknown> = Promise.resolve();
  return {
    read: () => current,
    change(change) {
      const run = queue.then(async () => {
        const { next, result } = change(current);
        if (next !== null) {
          await writeSecurityState(file, next);
          current = next;
        }
        return result;
      });
      queue = run.catch(() => undefined);
      return run;
    },
  };
}

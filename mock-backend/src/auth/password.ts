import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashes: `scrypt:<N>:<r>:<p>:<salt base64>:<key base64>` (no `$`, so shells
 * and compose files leave it alone).
 * Generate one with `npm run hash-password -w mock-backend`.
 */
export interface PasswordHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

const DEFAULT_PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const HASH_PATTERN =
  /^scrypt:(\d{1,7}):(\d{1,2}):(\d{1,2}):([A-Za-z0-9+/=]{16,}):([A-Za-z0-9+/=]{20,})$/;

function scryptAsync(password: string, salt: Buffer, keyLength: number, options: ScryptOptions) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password, salt, keyLength, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

const memoryFor = (hash: Pick<PasswordHash, 'N' | 'r'>) => 256 * hash.N * hash.r;

export function isPasswordHashString(value: string): boolean {
  return parsePasswordHash(value) !== null;
}

export function parsePasswordHash(value: string): PasswordHash | null {
  const match = HASH_PATTERN.exec(value.trim());
  if (!match) return null;
  const [, n, r, p, salt, key] = match;
  if (!n || !r || !p || !salt || !key) return null;
  const N = Number(n);
  // N must be a power of two; keep memory within what scrypt allows by default (~64 MiB).
  if (N < 1024 || (N & (N - 1)) !== 0 || Number(r) < 1 || Number(p) < 1) return null;
  const parsed = {
    N,
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt, 'base64'),
    key: Buffer.from(key, 'base64'),
  };
  if (memoryFor(parsed) > 64 * 1024 * 1024 || parsed.key.length < 16) return null;
  return parsed;
}

export function formatPasswordHash(hash: PasswordHash): string {
  return [
    'scrypt',
    hash.N,
    hash.r,
    hash.p,
    hash.salt.toString('base64'),
    hash.key.toString('base64'),
  ].join(':');
}

export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_LENGTH, {
    ...DEFAULT_PARAMS,
    maxmem: memoryFor(DEFAULT_PARAMS) * 2,
  });
  return { ...DEFAULT_PARAMS, salt, key };
}

/** Constant-time comparison of a candidate password against a hash (always does the full work). */
export async function verifyPassword(candidate: string, hash: PasswordHash): Promise<boolean> {
  const key = await scryptAsync(candidate, hash.salt, hash.key.length, {
    N: hash.N,
    r: hash.r,
    p: hash.p,
    maxmem: memoryFor(hash) * 2,
  });
  return key.length === hash.key.length && timingSafeEqual(key, hash.key);
}

import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { ACCOUNT_LIMITS } from '@gear/contract/account';

/**
 * One-time recovery codes: `xxxxx-xxxxx` in Crockford's base32, lower case (digits and letters
 * without i, l, o and u, so nothing looks alike): 5 bits a character, 50 bits a code, drawn with
 * crypto.randomInt. Typed codes are read as Crockford does: o is 0, i and l are 1.
 *
 * Stored as HMAC-SHA256 digests keyed with account.json's random recovery key. A slow hash
 * would buy nothing: the codes are random (no dictionary), and the TOTP secret, which must be
 * stored readable, sits in the same file, so anyone who can read it can make codes anyway. The
 * key keeps equal codes of two installations apart and the digests useless elsewhere.
 */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const HALF = 5;
const CODE_LENGTH = HALF * 2;
const NORMALIZED = new RegExp(`^[${ALPHABET}]{${CODE_LENGTH}}$`);

/** A typed recovery code in its stored form: lower case, without spaces and the dash; or null. */
export function normalizeRecoveryCode(code: string): string | null {
  const normalized = code
    .toLowerCase()
    .replace(/[\s-]/g, '')
    .replace(/o/g, '0')
    .replace(/[il]/g, '1');
  return NORMALIZED.test(normalized) ? normalized : null;
}

const digestOf = (key: string, normalized: string) =>
  createHmac('sha256', Buffer.from(key, 'base64')).update(normalized, 'utf8').digest('hex');

function newCode(): string {
  const code = Array.from({ length: CODE_LENGTH }, () =>
    ALPHABET.charAt(randomInt(ALPHABET.length)),
  ).join('');
  return `${code.slice(0, HALF)}-${code.slice(HALF)}`;
}

/** ACCOUNT_LIMITS.recoveryCodes new codes (all different), and their digests to store. */
export function makeRecoveryCodes(key: string): { codes: string[]; digests: string[] } {
  const codes = new Set<string>();
  while (codes.size < ACCOUNT_LIMITS.recoveryCodes) codes.add(newCode());
  return {
    codes: [...codes],
    digests: [...codes].map((code) => digestOf(key, code.replace('-', ''))),
  };
}

/** Which stored digest `code` matches (its index), or -1; every digest is compared. */
export function matchRecoveryCode(key: string, digests: readonly string[], code: string): number {
  const normalized = normalizeRecoveryCode(code);
  if (normalized === null) return -1;
  const candidate = Buffer.from(digestOf(key, normalized), 'hex');
  let found = -1;
  digests.forEach((digest, index) => {
    if (timingSafeEqual(Buffer.from(digest, 'hex'), candidate) && found === -1) found = index;
  });
  return found;
}

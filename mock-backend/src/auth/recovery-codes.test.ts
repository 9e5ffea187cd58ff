import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { makeRecoveryCodes, matchRecoveryCode, normalizeRecoveryCode } from './recovery-codes.ts';

const key = () => randomBytes(32).toString('base64');

describe('recovery codes', () => {
  it('are ten different xxxxx-xxxxx codes of 50 random bits, stored as keyed digests', () => {
    const secret = key();
    const { codes, digests } = makeRecoveryCodes(secret);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes)
      expect.soft(code).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
    for (const digest of digests) expect.soft(digest).toMatch(/^[0-9a-f]{64}$/);
    codes.forEach((code, index) => {
      expect.soft(matchRecoveryCode(secret, digests, code)).toBe(index);
    });
    // Another key, other digests.
    expect(matchRecoveryCode(key(), digests, codes[0] ?? '')).toBe(-1);
  });

  it('are read as typed: upper or lower case, spaces, with or without the dash, o for 0 and i or l for 1', () => {
    expect(normalizeRecoveryCode(' AB3D0-1XYZ9 ')).toBe('ab3d01xyz9');
    expect(normalizeRecoveryCode('ab3do ixyz9')).toBe('ab3d01xyz9');
    expect(normalizeRecoveryCode('ab3dolxyz9')).toBe('ab3d01xyz9');
    expect(normalizeRecoveryCode('123456')).toBeNull();
    expect(normalizeRecoveryCode('abcde-fghju')).toBeNull();
    expect(normalizeRecoveryCode('abcde-fghjkm')).toBeNull();
  });
});

import { Secret, TOTP } from 'otpauth';
import { ACCOUNT_LIMITS, TOTP_ISSUER } from '@gear/contract/account';

/**
 * TOTP (RFC 6238) as authenticator apps read it, with the otpauth library: SHA-1, 6 digits,
 * 30-second steps, one step of clock drift either way.
 */
const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: ACCOUNT_LIMITS.totpDigits,
    period: ACCOUNT_LIMITS.totpPeriodSeconds,
    secret: Secret.fromBase32(secret),
  });

/** A new random secret (ACCOUNT_LIMITS.totpSecretBytes bytes), base32. */
export const newTotpSecret = () => new Secret({ size: ACCOUNT_LIMITS.totpSecretBytes }).base32;

/** The otpauth:// URI of the QR code: issuer TOTP_ISSUER, the user name as label. */
export const totpUri = (secret: string, username: string) => totpOf(secret, username).toString();

/** A code as typed: spaces (and the space apps show mid-code) removed. */
export const TOTP_CODE = new RegExp(`^\\d{${ACCOUNT_LIMITS.totpDigits}}$`);

/**
 * The time step `code` belongs to at `now` (the current one, or one before or after), or null
 * when it is none of them. The caller refuses a step it has already accepted (replay).
 */
export function totpStep(secret: string, code: string, now: number): number | null {
  if (!TOTP_CODE.test(code)) return null;
  const totp = totpOf(secret);
  const delta = totp.validate({
    token: code,
    timestamp: now,
    window: ACCOUNT_LIMITS.totpWindowSteps,
  });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

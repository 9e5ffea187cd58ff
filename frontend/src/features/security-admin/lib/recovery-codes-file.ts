import { TOTP_ISSUER } from '@gear/contract/account';

/** The name the downloaded recovery codes are saved under. */
export const RECOVERY_CODES_FILE = 'gear-site-recovery-codes.txt';

/** The text of the downloaded recovery codes: what they are for, then one code a line. */
export function recoveryCodesText(codes: readonly string[], madeAt: Date = new Date()): string {
  return [
    `${TOTP_ISSUER}: recovery codes`,
    `Made ${madeAt.toISOString()}. Each code signs you in once, instead of a code from the app.`,
    '',
    ...codes,
    '',
  ].join('\n');
}

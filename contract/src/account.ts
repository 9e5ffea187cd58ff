import * as z from 'zod/mini';
import { TEXT_LIMITS } from './limits.ts';

/**
 * The owner's account security (issue 21): an optional second factor (TOTP, RFC 6238), the
 * admin password changed from the admin, and signing every session out. Owner tools: a backend
 * without them answers 404 to `GET /api/account`, and the admin then shows none of it.
 */

/**
 * The account calls (owner tools, admin only). Apart from API_PATHS, which every public page
 * loads: the public pages never carry the admin's addresses.
 */
export const ACCOUNT_PATHS = {
  account: '/api/account',
  password: '/api/account/password',
  signOutEverywhere: '/api/account/sign-out-everywhere',
  twoFactorSetup: '/api/account/2fa/setup',
  twoFactorEnable: '/api/account/2fa/enable',
  twoFactorDisable: '/api/account/2fa/disable',
  recoveryCodes: '/api/account/2fa/recovery-codes',
} as const;

export const ACCOUNT_LIMITS = {
  /** RFC 6238 as the usual authenticator apps read it: SHA-1, 6 digits, 30 s steps. */
  totpDigits: 6,
  totpPeriodSeconds: 30,
  /** Codes of one step before and after the current one are accepted (clock drift). */
  totpWindowSteps: 1,
  /** 160-bit secrets (RFC 4226 §4 recommends at least 128). */
  totpSecretBytes: 20,
  recoveryCodes: 10,
  /** A started enrolment (secret shown, no first code yet) is forgotten after this long. */
  enrolmentTtlMinutes: 10,
  /** Wrong codes for the account, from every address together, before codes are refused a while. */
  wrongCodesPerWindow: 10,
  passwordMin: 8,
  passwordMax: TEXT_LIMITS.password,
  /** What the code field accepts: a 6-digit code, or a recovery code (`xxxxx-xxxxx`). */
  codeMax: 32,
} as const;

/** The issuer shown in authenticator apps. */
export const TOTP_ISSUER = 'Gear site admin';

export const ACCOUNT_MESSAGES = {
  codeRequired: 'Please enter the code from your authenticator app.',
  /** POST /logAdmin when the password was right and a code is needed (401, details.two_factor). */
  enterCode: 'Enter the 6-digit code from your authenticator app.',
  wrongCode: 'That code is not valid. Check the time on your phone and try again.',
  reusedCode: 'That code was already used. Wait for the next one.',
  recoveryCodeUsed: (left: number) =>
    `Signed in with a recovery code. ${left} recovery ${left === 1 ? 'code is' : 'codes are'} left.`,
  noEnrolment: 'Start again: the set-up has expired or was not started.',
  twoFactorOn: 'Two-step verification is on.',
  twoFactorOff: 'Two-step verification is off.',
  alreadyOn: 'Two-step verification is already on.',
  notOn: 'Two-step verification is not on.',
  recoveryCodesRenewed: 'New recovery codes made. The old ones no longer work.',
  currentPasswordWrong: 'The current password is not correct.',
  passwordTooShort: `The new password must be at least ${ACCOUNT_LIMITS.passwordMin} characters.`,
  passwordTooLong: `The new password must be at most ${ACCOUNT_LIMITS.passwordMax} characters.`,
  passwordSame: 'The new password must differ from the current one.',
  passwordsDiffer: 'The two new passwords do not match.',
  passwordChanged: 'Password changed. Every other session has been signed out.',
  signedOutEverywhere: 'Signed out everywhere. Please sign in again.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  accountFetchFailed: 'Failed to load the security settings!',
} as const;

const code = z
  .string({ error: ACCOUNT_MESSAGES.codeRequired })
  .check(
    z.trim(),
    z.minLength(1, ACCOUNT_MESSAGES.codeRequired),
    z.maxLength(ACCOUNT_LIMITS.codeMax, ACCOUNT_MESSAGES.wrongCode),
  );

/** A 6-digit code or a recovery code, for turning 2FA off and making new recovery codes. */
export const TwoFactorCodeSchema = z.strictObject({ code });
export type TwoFactorCode = z.infer<typeof TwoFactorCodeSchema>;

/** The optional `code` of POST /logAdmin (the second step when 2FA is on). */
export const LoginCodeSchema = z.optional(code);

/**
 * 401 answers of POST /logAdmin carry `details.two_factor`: 'required' (password right, code
 * needed: show the code step) or 'invalid' (the code was wrong, reused or expired).
 */
export const LoginDetailsSchema = z.object({ two_factor: z.enum(['required', 'invalid']) });

export const AccountStatusSchema = z.object({
  username: z.string(),
  two_factor: z.object({
    enabled: z.boolean(),
    recovery_codes_left: z.number(),
  }),
  /** 'environment': ADMIN_PASSWORD/ADMIN_PASSWORD_HASH; 'admin': changed from the admin since. */
  password_source: z.enum(['environment', 'admin']),
  password_changed_at: z.nullable(z.string()),
  /** Sessions issued before this instant no longer work. */
  sessions_valid_from: z.string(),
});
export type AccountStatus = z.infer<typeof AccountStatusSchema>;

/** POST /api/account/2fa/setup: a new secret, not active until confirmed with a first code. */
export const TwoFactorSetupResponseSchema = z.object({
  /** Base32, for typing into the app. */
  secret: z.string(),
  /** The otpauth:// URI the QR code carries. */
  otpauth_url: z.string(),
  expires_at: z.string(),
});
export type TwoFactorSetupResponse = z.infer<typeof TwoFactorSetupResponseSchema>;

/** Turning 2FA on, and new recovery codes: shown once, stored only hashed. */
export const RecoveryCodesResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  recovery_codes: z.array(z.string()),
});
export type RecoveryCodesResponse = z.infer<typeof RecoveryCodesResponseSchema>;

export const PasswordChangeSchema = z.strictObject({
  current_password: z
    .string({ error: 'Please enter your current password.' })
    .check(
      z.minLength(1, 'Please enter your current password.'),
      z.maxLength(ACCOUNT_LIMITS.passwordMax, ACCOUNT_MESSAGES.currentPasswordWrong),
    ),
  new_password: z
    .string({ error: ACCOUNT_MESSAGES.passwordTooShort })
    .check(
      z.minLength(ACCOUNT_LIMITS.passwordMin, ACCOUNT_MESSAGES.passwordTooShort),
      z.maxLength(ACCOUNT_LIMITS.passwordMax, ACCOUNT_MESSAGES.passwordTooLong),
    ),
});
export type PasswordChange = z.infer<typeof PasswordChangeSchema>;

/** Password change (and a restore): this session goes on with a new token, every other ends. */
export const FreshTokenResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  token: z.string(),
});

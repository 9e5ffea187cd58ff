import * as z from 'zod/mini';
import { LoginCodeSchema } from './account.ts';
import { TEXT_LIMITS } from './limits.ts';
import { VALIDATION } from './messages.ts';

/** POST /logAdmin body. */
export const AdminLoginSchema = z.strictObject({
  username: z
    .string({ error: VALIDATION.usernameRequired })
    .check(
      z.trim(),
      z.minLength(1, VALIDATION.usernameRequired),
      z.maxLength(
        TEXT_LIMITS.username,
        `Username must be at most ${TEXT_LIMITS.username} characters.`,
      ),
    ),
  password: z
    .string({ error: VALIDATION.passwordRequired })
    .check(
      z.minLength(1, VALIDATION.passwordRequired),
      z.maxLength(
        TEXT_LIMITS.password,
        `Password must be at most ${TEXT_LIMITS.password} characters.`,
      ),
    ),
  /** Only when two-step verification is on (issue 21): the 6-digit code or a recovery code. */
  code: LoginCodeSchema,
});
export type AdminLogin = z.infer<typeof AdminLoginSchema>;

/** POST /logAdmin answer. */
export const AdminLoginResponseSchema = z.object({
  success: z.boolean(),
  token: z.optional(z.string()),
  message: z.optional(z.string()),
});
export type AdminLoginResponse = z.infer<typeof AdminLoginResponseSchema>;

/** POST /logout body: JSON, empty object (the token travels in the Authorization header). */
export const LogoutSchema = z.strictObject({});

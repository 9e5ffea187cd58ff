import { z } from 'zod';
import { TEXT_LIMITS } from './limits.ts';
import { VALIDATION } from './messages.ts';

/** POST /logAdmin body. */
export const AdminLoginSchema = z.strictObject({
  username: z
    .string({ error: VALIDATION.usernameRequired })
    .trim()
    .min(1, VALIDATION.usernameRequired)
    .max(TEXT_LIMITS.username, `Username must be at most ${TEXT_LIMITS.username} characters.`),
  password: z
    .string({ error: VALIDATION.passwordRequired })
    .min(1, VALIDATION.passwordRequired)
    .max(TEXT_LIMITS.password, `Password must be at most ${TEXT_LIMITS.password} characters.`),
});
export type AdminLogin = z.infer<typeof AdminLoginSchema>;

/** POST /logAdmin answer. */
export const AdminLoginResponseSchema = z.object({
  success: z.boolean(),
  token: z.string().optional(),
  message: z.string().optional(),
});
export type AdminLoginResponse = z.infer<typeof AdminLoginResponseSchema>;

/** POST /logout body: JSON, empty object (the token travels in the Authorization header). */
export const LogoutSchema = z.strictObject({});

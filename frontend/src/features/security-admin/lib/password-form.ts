import { ACCOUNT_MESSAGES, PasswordChangeSchema } from '@gear/contract/account';
import * as z from 'zod/mini';

/**
 * The 'Change password' form: the contract's PasswordChangeSchema and the new password typed a
 * second time. What goes to the server is only current_password and new_password.
 */
export const PasswordFormSchema = z
  .object({
    ...PasswordChangeSchema.shape,
    confirm_password: z.string(),
  })
  .check(
    z.refine((form) => form.new_password === form.confirm_password, {
      message: ACCOUNT_MESSAGES.passwordsDiffer,
      path: ['confirm_password'],
    }),
    z.refine(
      (form) => form.current_password === '' || form.new_password !== form.current_password,
      { message: ACCOUNT_MESSAGES.passwordSame, path: ['new_password'] },
    ),
  );
export type PasswordForm = z.infer<typeof PasswordFormSchema>;
export type PasswordFormValues = z.input<typeof PasswordFormSchema>;

/** Which field a refusal of the server belongs to ('The current password is not correct.' …). */
export function passwordFieldOf(message: string): keyof PasswordForm {
  const newPassword: readonly string[] = [
    ACCOUNT_MESSAGES.passwordTooShort,
    ACCOUNT_MESSAGES.passwordTooLong,
    ACCOUNT_MESSAGES.passwordSame,
  ];
  return newPassword.includes(message) ? 'new_password' : 'current_password';
}

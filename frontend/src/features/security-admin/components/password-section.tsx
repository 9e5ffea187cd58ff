import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_LIMITS, ACCOUNT_MESSAGES, type AccountStatus } from '@gear/contract/account';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import adminStyles from '@/components/admin/admin.module.css';
import { successMessage } from '@/components/admin/admin-error';
import { AdminTime } from '@/components/admin/admin-time';
import { notify } from '@/components/admin/toast';
import type { AdminAction } from '@/components/admin/use-admin-action';
import { Button } from '@/components/ui/button';
import { setToken } from '@/lib/storage';
import { changePassword } from '../api/change-password';
import {
  passwordFieldOf,
  PasswordFormSchema,
  type PasswordForm,
  type PasswordFormValues,
} from '../lib/password-form';
import { refusalOf } from '../lib/refusal';
import styles from './security-admin.module.css';

const EMPTY: PasswordFormValues = { current_password: '', new_password: '', confirm_password: '' };

/** Where the password comes from, in plain words. */
function PasswordSource({ account }: { account: AccountStatus }) {
  if (account.password_source === 'admin') {
    return (
      <p className={styles.text}>
        Password set in the admin on <AdminTime value={account.password_changed_at} />.
      </p>
    );
  }
  return (
    <p className={styles.text}>
      Password set on the server (ADMIN_PASSWORD or ADMIN_PASSWORD_HASH)
      {account.password_changed_at ? (
        <>
          {' '}
          on <AdminTime value={account.password_changed_at} />
        </>
      ) : null}
      . Setting another one there and restarting makes that one the password again.
    </p>
  );
}

interface PasswordSectionProps {
  account: AccountStatus;
  action: AdminAction;
  onChanged: () => void;
}

/**
 * 'Change password': the current one and the new one twice, checked with the contract's
 * PasswordChangeSchema. Every other session ends; this one goes on with the answer's token. A
 * refusal of the server shows at its field (a wrong current password at 'Current password').
 */
export function PasswordSection({ account, action, onChanged }: PasswordSectionProps) {
  const headingId = useId();
  const currentId = useId();
  const newId = useId();
  const confirmId = useId();
  const hintId = `${newId}-hint`;
  const saving = action.pending?.id === 'password';
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<PasswordFormValues, unknown, PasswordForm>({
    resolver: zodResolver(PasswordFormSchema),
    defaultValues: EMPTY,
  });

  const submit = async ({ current_password, new_password }: PasswordForm) => {
    const result = await action.run({ kind: 'save', id: 'password' }, () =>
      changePassword({ current_password, new_password }),
    );
    if (!result) return;
    if (result.ok) {
      setToken(result.value.token);
      notify.success(successMessage(result.value, ACCOUNT_MESSAGES.passwordChanged));
      reset(EMPTY);
      onChanged();
      return;
    }
    const refusal = refusalOf(result.error);
    if (refusal.kind === 'field') {
      setError(
        passwordFieldOf(refusal.message),
        { type: 'server', message: refusal.message },
        { shouldFocus: true },
      );
    } else if (refusal.kind === 'toast') {
      notify.error(refusal.message);
    }
  };

  const field = (
    id: string,
    name: keyof PasswordForm,
    label: string,
    autoComplete: 'current-password' | 'new-password',
    hint?: string,
  ) => {
    const error = errors[name]?.message;
    const describedBy = [error ? `${id}-error` : null, hint ?? null].filter(Boolean).join(' ');
    return (
      <div className={adminStyles.field}>
        <label className={adminStyles.label} htmlFor={id}>
          {label}
        </label>
        <input
          id={id}
          className={adminStyles.input}
          type="password"
          autoComplete={autoComplete}
          maxLength={ACCOUNT_LIMITS.passwordMax}
          disabled={action.busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...register(name)}
        />
        {error ? (
          <p id={`${id}-error`} className={adminStyles.fieldError}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <section className={adminStyles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={adminStyles.cardTitle}>
        Change password
      </h2>
      <PasswordSource account={account} />
      <form
        className={adminStyles.form}
        noValidate
        aria-labelledby={headingId}
        aria-busy={saving}
        onSubmit={(event) => {
          void handleSubmit(submit)(event);
        }}
      >
        {/* The username, for password managers that file the new password under it. */}
        <input
          type="text"
          className="visually-hidden"
          autoComplete="username"
          value={account.username}
          readOnly
          tabIndex={-1}
          aria-hidden="true"
        />
        <div className={styles.passwordFields}>
          {field(currentId, 'current_password', 'Current password', 'current-password')}
          {field(newId, 'new_password', 'New password', 'new-password', hintId)}
          {field(confirmId, 'confirm_password', 'Confirm new password', 'new-password')}
        </div>
        <p id={hintId} className={adminStyles.hint}>
          At least {ACCOUNT_LIMITS.passwordMin} characters. Every other signed-in browser is signed
          out; this one stays signed in.
        </p>
        <div className={adminStyles.actions}>
          <Button type="submit" disabled={action.busy}>
            {saving ? ADMIN_MESSAGES.processing : 'Change password'}
          </Button>
        </div>
      </form>
    </section>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_LIMITS, TwoFactorCodeSchema, type TwoFactorCode } from '@gear/contract/account';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import adminStyles from '@/components/admin/admin.module.css';
import { Button } from '@/components/ui/button';

type CodeFormValues = z.input<typeof TwoFactorCodeSchema>;

interface CodeFormProps {
  label: string;
  /** Only a 6-digit code from the app (turning on); else a recovery code is welcome too. */
  appCodeOnly?: boolean;
  submitLabel: string;
  /** Sends the code; resolves to the server's refusal (shown at the field), or null. */
  onSubmit: (body: TwoFactorCode) => Promise<string | null>;
  onCancel: () => void;
  /** A request of the page is running: every control is disabled. */
  busy: boolean;
  /** This form's request is running ('Processing...'). */
  saving: boolean;
  /** The id of the text that says what the code is for (the field's description). */
  describedBy?: string;
}

/**
 * One code for a two-step verification change (turn on, turn off, new recovery codes), checked
 * with the contract's TwoFactorCodeSchema. The field has the focus when the form appears; a
 * refused code is cleared, its message shown at the field, and the field focused again.
 */
export function CodeForm({
  label,
  appCodeOnly = false,
  submitLabel,
  onSubmit,
  onCancel,
  busy,
  saving,
  describedBy,
}: CodeFormProps) {
  const id = useId();
  const {
    register,
    handleSubmit,
    setFocus,
    setError,
    resetField,
    formState: { errors },
  } = useForm<CodeFormValues, unknown, TwoFactorCode>({
    resolver: zodResolver(TwoFactorCodeSchema),
    defaultValues: { code: '' },
  });

  useEffect(() => {
    setFocus('code');
  }, [setFocus]);

  const submit = async (body: TwoFactorCode) => {
    const refused = await onSubmit(body);
    if (refused === null) return;
    resetField('code');
    setError('code', { type: 'server', message: refused }, { shouldFocus: true });
  };

  const error = errors.code?.message;
  const errorId = `${id}-error`;
  const description = [error ? errorId : null, describedBy ?? null].filter(Boolean).join(' ');

  return (
    <form
      className={adminStyles.form}
      noValidate
      aria-busy={saving}
      onSubmit={(event) => {
        void handleSubmit(submit)(event);
      }}
    >
      <div className={adminStyles.field}>
        <label className={adminStyles.label} htmlFor={id}>
          {label}
        </label>
        <input
          id={id}
          className={adminStyles.input}
          inputMode={appCodeOnly ? 'numeric' : 'text'}
          autoComplete={appCodeOnly ? 'one-time-code' : 'off'}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={ACCOUNT_LIMITS.codeMax}
          // Read-only, not disabled, while a request runs: it keeps the focus for the next code.
          readOnly={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={description || undefined}
          {...register('code')}
        />
        {error ? (
          <p id={errorId} className={adminStyles.fieldError}>
            {error}
          </p>
        ) : null}
      </div>
      <div className={adminStyles.actions}>
        <Button type="submit" disabled={busy}>
          {saving ? ADMIN_MESSAGES.processing : submitLabel}
        </Button>
        <Button variant="outline" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

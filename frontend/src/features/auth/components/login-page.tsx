import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_LIMITS, ACCOUNT_MESSAGES, LoginDetailsSchema } from '@gear/contract/account';
import { AdminLoginSchema, type AdminLogin } from '@gear/contract/auth';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type * as z from 'zod/mini';
import { readLoginNotice } from '@/components/admin/login-notice';
import { notify } from '@/components/admin/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PageMeta } from '@/components/ui/page-meta';
import { isApiError } from '@/lib/api-client';
import { hasSession } from '@/lib/session';
import { setToken } from '@/lib/storage';
import { login } from '../api/login';
import adminStyles from '@/components/admin/admin.module.css';
import styles from './login-page.module.css';

type LoginFormValues = z.input<typeof AdminLoginSchema>;

/** The password step (SPEC's login), or the code step when two-step verification is on. */
type LoginStep = 'password' | 'code';

function failureMessage(error: unknown): string {
  if (isApiError(error))
    return error.serverMessage ?? error.serverError ?? ADMIN_MESSAGES.loginFailed;
  return ADMIN_MESSAGES.loginFailed;
}

/** `details.two_factor` of a 401 (issue 21): the password was right and a code is needed, or wrong. */
function twoFactorAnswer(error: unknown): 'required' | 'invalid' | null {
  if (!isApiError(error) || error.status !== 401) return null;
  const details = LoginDetailsSchema.safeParse(error.details);
  return details.success ? details.data.two_factor : null;
}

const isThrottled = (error: unknown) => isApiError(error) && error.status === 429;

/**
 * /admin: 'Admin Login' (SPEC §2 Admin area). A stored token skips straight to the dashboard.
 * With two-step verification on (issue 21) the server answers a right password with 401
 * `details.two_factor: 'required'`: the same card then asks for the code from the app (or a
 * recovery code) and sends username, password and code again; the password stays in the form's
 * state only. A sentence passed by whoever sent the owner here (login-notice) shows above.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const notice = readLoginNotice(useLocation().state);
  const [serverError, setServerError] = useState<string | null>(null);
  const [step, setStep] = useState<LoginStep>('password');
  const [recovery, setRecovery] = useState(false);
  // The field to focus once the form is enabled: a new object each time (new step, wrong code).
  const [focusRequest, setFocusRequest] = useState<{ field: 'code' | 'password' } | null>(null);
  const usernameId = useId();
  const passwordId = useId();
  const codeId = useId();
  const {
    register,
    handleSubmit,
    setFocus,
    setValue,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues, unknown, AdminLogin>({
    resolver: zodResolver(AdminLoginSchema),
    defaultValues: { username: '', password: '' },
  });

  useEffect(() => {
    if (focusRequest && !isSubmitting) setFocus(focusRequest.field);
  }, [focusRequest, isSubmitting, setFocus]);

  if (hasSession()) return <Navigate to={paths.admin.dashboard} replace />;

  const askForCode = () => {
    setValue('code', '');
    clearErrors('code');
    setFocusRequest({ field: 'code' });
  };

  const backToPassword = () => {
    setStep('password');
    setRecovery(false);
    setValue('code', undefined);
    clearErrors('code');
    setFocusRequest({ field: 'password' });
  };

  const onSubmit = async ({ username, password, code }: AdminLogin) => {
    setServerError(null);
    try {
      const answer = await login(
        step === 'code' ? { username, password, code } : { username, password },
      );
      if (answer.success && answer.token) {
        setToken(answer.token);
        await navigate(paths.admin.dashboard, { replace: true });
        // E.g. 'Signed in with a recovery code. 9 recovery codes are left.'
        const message = answer.message?.trim();
        if (step === 'code' && message && message !== ADMIN_MESSAGES.loginSuccess) {
          notify.info(message);
        }
        return;
      }
      setServerError(answer.message?.trim() || ADMIN_MESSAGES.loginFailed);
    } catch (error) {
      const twoFactor = twoFactorAnswer(error);
      if (twoFactor === 'required' && step === 'password') {
        setStep('code');
        askForCode();
        return;
      }
      console.error('Login failed:', error);
      setServerError(failureMessage(error));
      if (step !== 'code') return;
      // A wrong, reused or expired code, or too many of them: try another code.
      if (twoFactor !== null || isThrottled(error)) askForCode();
      // Anything else about the password (changed meanwhile): start from the password again.
      else if (isApiError(error) && error.status === 401) backToPassword();
    }
  };

  const codeError = errors.code?.message;

  return (
    <main className={styles.page}>
      <PageMeta title="Admin Login" noindex />
      <div className={styles.card}>
        <h1 className={styles.title}>Admin Login</h1>
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            void handleSubmit(onSubmit)(event);
          }}
        >
          {serverError ? (
            <Alert>{serverError}</Alert>
          ) : notice && step === 'password' ? (
            <Alert tone="info">{notice}</Alert>
          ) : null}
          {step === 'password' ? (
            <>
              <div className={adminStyles.field}>
                <label className={adminStyles.label} htmlFor={usernameId}>
                  Username
                </label>
                <input
                  id={usernameId}
                  className={adminStyles.input}
                  autoComplete="username"
                  required
                  aria-invalid={errors.username ? true : undefined}
                  aria-describedby={errors.username ? `${usernameId}-error` : undefined}
                  disabled={isSubmitting}
                  {...register('username')}
                />
                {errors.username ? (
                  <p id={`${usernameId}-error`} className={adminStyles.fieldError}>
                    {errors.username.message}
                  </p>
                ) : null}
              </div>
              <div className={adminStyles.field}>
                <label className={adminStyles.label} htmlFor={passwordId}>
                  Password
                </label>
                <input
                  id={passwordId}
                  className={adminStyles.input}
                  type="password"
                  autoComplete="current-password"
                  required
                  aria-invalid={errors.password ? true : undefined}
                  aria-describedby={errors.password ? `${passwordId}-error` : undefined}
                  disabled={isSubmitting}
                  {...register('password')}
                />
                {errors.password ? (
                  <p id={`${passwordId}-error`} className={adminStyles.fieldError}>
                    {errors.password.message}
                  </p>
                ) : null}
              </div>
              <Button className={styles.submit} type="submit" disabled={isSubmitting}>
                {isSubmitting ? ADMIN_MESSAGES.processing : 'Login'}
              </Button>
            </>
          ) : (
            <>
              <h2 className={styles.stepTitle}>Two-step verification</h2>
              <p id={`${codeId}-hint`} className={styles.stepText}>
                {recovery ? 'Enter one of your recovery codes.' : ACCOUNT_MESSAGES.enterCode}
              </p>
              <div className={adminStyles.field}>
                <label className={adminStyles.label} htmlFor={codeId}>
                  {recovery ? 'Recovery code' : 'Authentication code'}
                </label>
                <input
                  id={codeId}
                  className={adminStyles.input}
                  inputMode={recovery ? 'text' : 'numeric'}
                  autoComplete={recovery ? 'off' : 'one-time-code'}
                  autoCapitalize="none"
                  spellCheck={false}
                  maxLength={ACCOUNT_LIMITS.codeMax}
                  required
                  aria-invalid={codeError ? true : undefined}
                  aria-describedby={codeError ? `${codeId}-error ${codeId}-hint` : `${codeId}-hint`}
                  disabled={isSubmitting}
                  {...register('code')}
                />
                {codeError ? (
                  <p id={`${codeId}-error`} className={adminStyles.fieldError}>
                    {codeError}
                  </p>
                ) : null}
              </div>
              <Button className={styles.submit} type="submit" disabled={isSubmitting}>
                {isSubmitting ? ADMIN_MESSAGES.processing : 'Verify'}
              </Button>
              <div className={styles.stepActions}>
                <button
                  type="button"
                  className={styles.textButton}
                  disabled={isSubmitting}
                  onClick={() => {
                    setRecovery((value) => !value);
                    askForCode();
                  }}
                >
                  {recovery ? 'Use the code from the app' : 'Use a recovery code'}
                </button>
                <button
                  type="button"
                  className={styles.textButton}
                  disabled={isSubmitting}
                  onClick={() => {
                    setServerError(null);
                    backToPassword();
                  }}
                >
                  Back
                </button>
              </div>
            </>
          )}
        </form>
      </div>
    </main>
  );
}

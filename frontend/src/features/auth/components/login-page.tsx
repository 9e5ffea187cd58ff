import { zodResolver } from '@hookform/resolvers/zod';
import { AdminLoginSchema, type AdminLogin } from '@gear/contract/auth';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import type * as z from 'zod/mini';
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

function failureMessage(error: unknown): string {
  if (isApiError(error))
    return error.serverMessage ?? error.serverError ?? ADMIN_MESSAGES.loginFailed;
  return ADMIN_MESSAGES.loginFailed;
}

/** /admin: 'Admin Login' (SPEC §2 Admin area). A stored token skips straight to the dashboard. */
export function LoginPage() {
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const usernameId = useId();
  const passwordId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues, unknown, AdminLogin>({
    resolver: zodResolver(AdminLoginSchema),
    defaultValues: { username: '', password: '' },
  });

  if (hasSession()) return <Navigate to={paths.admin.dashboard} replace />;

  const onSubmit = async (credentials: AdminLogin) => {
    setServerError(null);
    try {
      const answer = await login(credentials);
      if (answer.success && answer.token) {
        setToken(answer.token);
        await navigate(paths.admin.dashboard, { replace: true });
        return;
      }
      setServerError(answer.message?.trim() || ADMIN_MESSAGES.loginFailed);
    } catch (error) {
      console.error('Login failed:', error);
      setServerError(failureMessage(error));
    }
  };

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
          {serverError ? <Alert>{serverError}</Alert> : null}
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
        </form>
      </div>
    </main>
  );
}

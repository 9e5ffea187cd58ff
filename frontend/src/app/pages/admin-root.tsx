import { ACCOUNT_MESSAGES } from '@gear/contract/account';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { loginNoticeState } from '@/components/admin/login-notice';
import { paths } from '@/config/paths';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { markFreshPages } from '@/lib/fresh-pages';
import { PageFallback } from '../page-fallback';

/**
 * The admin area is a client-only app (its token lives in local storage, SPEC §3): the server
 * renders only this fallback for every /admin path, and the browser renders the page.
 */
export function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageFallback />;
}

/**
 * A 401 on an admin call clears the token (api-client) and comes back to the login page, which
 * says the session has ended (a password change or 'Sign out everywhere' elsewhere); the
 * owner's browser is marked to get fresh public pages, so a change shows there at once.
 */
export default function AdminRoot() {
  const navigate = useNavigate();
  useEffect(() => {
    markFreshPages();
  }, []);
  useEffect(() => {
    setUnauthorizedHandler(() => {
      void navigate(paths.admin.login, {
        replace: true,
        state: loginNoticeState(ACCOUNT_MESSAGES.sessionEnded),
      });
    });
    return () => {
      setUnauthorizedHandler(null);
    };
  }, [navigate]);
  return <Outlet />;
}

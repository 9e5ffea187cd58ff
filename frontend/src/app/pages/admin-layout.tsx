import { Navigate, Outlet, useNavigation } from 'react-router';
import { AdminToaster } from '@/components/admin/toast';
import { paths } from '@/config/paths';
import { AdminShell } from '@/features/admin-shell/components/admin-shell';
import { LogoutButton } from '@/features/auth/components/logout-button';
import { hasSession } from '@/lib/session';

/** Guards the admin sub-pages: without a stored (unexpired) token the user goes to /admin (SPEC §6). */
export default function AdminLayout() {
  const navigation = useNavigation();
  if (!hasSession()) {
    // A navigation under way (to the login page with its notice, after a 401 or 'Sign out
    // everywhere') is left to finish: a redirect of its own here would replace it.
    return navigation.state === 'idle' ? <Navigate to={paths.admin.login} replace /> : null;
  }
  return (
    <AdminShell actions={<LogoutButton />}>
      <Outlet />
      <AdminToaster />
    </AdminShell>
  );
}

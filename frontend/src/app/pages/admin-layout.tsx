import { Navigate, Outlet } from 'react-router';
import { AdminToaster } from '@/components/admin/toast';
import { paths } from '@/config/paths';
import { AdminShell } from '@/features/admin-shell/components/admin-shell';
import { LogoutButton } from '@/features/auth/components/logout-button';
import { hasSession } from '@/lib/session';

/** Guards the admin sub-pages: without a stored (unexpired) token the user goes to /admin (SPEC §6). */
export default function AdminLayout() {
  if (!hasSession()) return <Navigate to={paths.admin.login} replace />;
  return (
    <AdminShell actions={<LogoutButton />}>
      <Outlet />
      <AdminToaster />
    </AdminShell>
  );
}

import { ADMIN_MESSAGES } from '@gear/contract/messages';
import adminStyles from '@/components/admin/admin.module.css';
import { UnsupportedNotice } from '@/components/admin/admin-list/unsupported-notice';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { useAccount } from '@/components/admin/use-account';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { Button } from '@/components/ui/button';
import { PasswordSection } from './password-section';
import { SessionsSection } from './sessions-section';
import { TwoFactorSection } from './two-factor-section';

/**
 * /admin/security (issue 21): two-step verification, the admin password and the signed-in
 * sessions, one request at a time. A backend without them (404) gets a sentence; the sidebar
 * then has no link here either.
 */
export function SecurityAdminPage() {
  const account = useAccount();
  const action = useAdminAction();

  const header = (
    <AdminPageHeader title="Security">
      Two-step verification, the admin password and the browsers signed in to the admin.
    </AdminPageHeader>
  );

  if (account.status === 'unsupported') {
    return (
      <>
        {header}
        <UnsupportedNotice>{ADMIN_MESSAGES.securityUnsupported}</UnsupportedNotice>
      </>
    );
  }

  const status = account.latest;
  if (status === null) {
    return (
      <>
        {header}
        {account.status === 'error' ? (
          <div className={adminStyles.card}>
            <Button variant="outline" onClick={account.reload}>
              Try again
            </Button>
          </div>
        ) : (
          <p className={adminStyles.muted} role="status">
            {ADMIN_MESSAGES.loadingSecurity}
          </p>
        )}
      </>
    );
  }

  return (
    <>
      {header}
      <TwoFactorSection account={status} action={action} onChanged={account.reload} />
      <PasswordSection account={status} action={action} onChanged={account.reload} />
      <SessionsSection account={status} action={action} />
    </>
  );
}

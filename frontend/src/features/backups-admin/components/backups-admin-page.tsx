import { BACKUP_MESSAGES } from '@gear/contract/backups';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { UnsupportedNotice } from '@/components/admin/admin-list/unsupported-notice';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { useAdminData } from '@/components/admin/use-admin-data';
import { getBackups } from '../api/get-backups';
import { DownloadBackupCard } from './download-backup-card';
import { RestoreCard } from './restore-card';
import { StoredBackups } from './stored-backups';

/**
 * /admin/backups (issue 21): download a backup of everything now, the stored backups, and
 * restoring one; one request at a time. A backend without backups (404) gets a sentence; the
 * sidebar then has no link here either.
 */
export function BackupsAdminPage() {
  const list = useAdminData(getBackups, 'backups', {
    toast: { fallback: BACKUP_MESSAGES.backupsFetchFailed },
    unsupportedOn404: true,
  });
  const action = useAdminAction();

  const header = (
    <AdminPageHeader title="Backups">
      A copy of everything the site keeps, to download, and to put back if something goes wrong.
    </AdminPageHeader>
  );

  if (list.status === 'unsupported') {
    return (
      <>
        {header}
        <UnsupportedNotice>{ADMIN_MESSAGES.backupsUnsupported}</UnsupportedNotice>
      </>
    );
  }

  return (
    <>
      {header}
      <DownloadBackupCard action={action} />
      <StoredBackups list={list.latest} loading={list.status === 'loading'} action={action} />
      <RestoreCard
        current={list.latest?.current ?? null}
        action={action}
        onRestored={list.reload}
      />
    </>
  );
}

import type { BackupListResponse, StoredBackup } from '@gear/contract/backups';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { BACKUP_MESSAGES } from '@gear/contract/backups';
import { useId } from 'react';
import { ListTable } from '@/components/admin/admin-list/list-table';
import adminStyles from '@/components/admin/admin.module.css';
import { AdminTime } from '@/components/admin/admin-time';
import { formatFileSize } from '@/components/admin/file-drop';
import { notify } from '@/components/admin/toast';
import type { AdminAction } from '@/components/admin/use-admin-action';
import { Button } from '@/components/ui/button';
import { saveBlob } from '@/lib/download';
import { downloadStoredBackup } from '../api/download-backup';
import { downloadFailure } from '../lib/backup-failure';
import { autoBackupSentence, BACKUP_KIND_LABELS } from '../lib/backup-format';
import styles from './backups-admin.module.css';

const COLUMNS = ['Name', 'Kind', 'Created', 'Size', 'Actions'] as const;

interface StoredBackupsProps {
  /** Null while loading or after a failed load. */
  list: BackupListResponse | null;
  loading: boolean;
  action: AdminAction;
}

/**
 * 'Stored backups': those kept in the data folder (daily, from the command line, and the state
 * before each restore), newest first, each downloadable; and whether daily backups are on.
 */
export function StoredBackups({ list, loading, action }: StoredBackupsProps) {
  const headingId = useId();
  const message =
    list === null
      ? loading
        ? ADMIN_MESSAGES.loadingBackups
        : BACKUP_MESSAGES.backupsFetchFailed
      : list.data.length === 0
        ? ADMIN_MESSAGES.noBackups
        : null;

  const download = async (backup: StoredBackup) => {
    const result = await action.run({ kind: 'save', id: backup.name }, () =>
      downloadStoredBackup(backup.name),
    );
    if (!result) return;
    if (result.ok) {
      saveBlob(result.value.blob, result.value.filename);
      return;
    }
    const failure = downloadFailure(result.error, ADMIN_MESSAGES.storedBackupDownloadFailed);
    if (failure) notify.error(failure);
  };

  return (
    <section className={adminStyles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={adminStyles.cardTitle}>
        Stored backups
      </h2>
      {list ? <p className={styles.text}>{autoBackupSentence(list.auto, list.keep)}</p> : null}
      <ListTable
        columns={COLUMNS}
        labelledBy={headingId}
        busy={loading || undefined}
        className={styles.table}
        message={message}
      >
        {list?.data.map((backup) => (
          <tr key={backup.name}>
            <td data-label="Name" className={styles.name}>
              {backup.name}
            </td>
            <td data-label="Kind">{BACKUP_KIND_LABELS[backup.kind]}</td>
            <td data-label="Created">
              <AdminTime value={backup.created_at} />
            </td>
            <td data-label="Size">{formatFileSize(backup.bytes)}</td>
            <td>
              <div className={adminStyles.rowActions}>
                <Button
                  variant="outline"
                  disabled={action.busy}
                  onClick={() => {
                    void download(backup);
                  }}
                >
                  {action.pending?.id === backup.name ? 'Downloading...' : 'Download'}
                  <span className="visually-hidden"> {backup.name}</span>
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </ListTable>
    </section>
  );
}

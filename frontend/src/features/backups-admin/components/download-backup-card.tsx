import { BACKUP_MESSAGES } from '@gear/contract/backups';
import { useId } from 'react';
import adminStyles from '@/components/admin/admin.module.css';
import { notify } from '@/components/admin/toast';
import type { AdminAction } from '@/components/admin/use-admin-action';
import { Button } from '@/components/ui/button';
import { saveBlob } from '@/lib/download';
import { downloadBackup } from '../api/download-backup';
import { downloadFailure } from '../lib/backup-failure';
import styles from './backups-admin.module.css';

export const DOWNLOAD_TEXT =
  'One .zip file with everything the site keeps: the sliders, products, categories, gallery, e-brochure and leads, the pictures and their smaller versions, the brochure PDF, the drawings sent with quote requests, and the activity log. It does not hold the admin password or the two-step verification secret.';

/** 'Download a backup': a backup of everything, taken now, saved under the server's name. */
export function DownloadBackupCard({ action }: { action: AdminAction }) {
  const headingId = useId();
  const preparing = action.pending?.id === 'download';

  const download = async () => {
    const result = await action.run({ kind: 'save', id: 'download' }, downloadBackup);
    if (!result) return;
    if (result.ok) {
      saveBlob(result.value.blob, result.value.filename);
      return;
    }
    const message = downloadFailure(result.error, BACKUP_MESSAGES.backupFailed);
    if (message) notify.error(message);
  };

  return (
    <section className={adminStyles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={adminStyles.cardTitle}>
        Download a backup
      </h2>
      <p className={styles.text}>{DOWNLOAD_TEXT}</p>
      <div className={adminStyles.actions}>
        <Button
          disabled={action.busy}
          aria-busy={preparing || undefined}
          onClick={() => {
            void download();
          }}
        >
          {preparing ? 'Preparing backup...' : 'Download backup'}
        </Button>
      </div>
    </section>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import {
  BACKUP_ARCHIVE_TYPE,
  BACKUP_MESSAGES,
  type BackupCounts,
  type RestoreResponse,
} from '@gear/contract/backups';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { useId, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import adminStyles from '@/components/admin/admin.module.css';
import { useConfirm } from '@/components/admin/confirm-dialog';
import { FileField } from '@/components/admin/file-field';
import { useRevalidateUnreadLeads } from '@/components/admin/unread-leads';
import type { AdminAction } from '@/components/admin/use-admin-action';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { UploadProgressBar } from '@/components/ui/upload-progress';
import { setToken } from '@/lib/storage';
import { restoreBackup } from '../api/restore-backup';
import { restoreFailure } from '../lib/backup-failure';
import {
  ARCHIVE_RULES,
  archiveProblem,
  restoreConfirmText,
  restoredSummary,
} from '../lib/backup-format';
import styles from './backups-admin.module.css';

export const RESTORE_TEXTS = {
  explain:
    'Puts a downloaded or stored backup back in place of everything the site keeps now. The archive is checked completely first; a damaged or foreign one changes nothing.',
  confirmTitle: 'Replace everything with this backup?',
} as const;

/** The picked archive (FileField has already refused what is not a .zip or too large). */
const RestoreFormSchema = z
  .object({ archive: z.nullable(z.custom<File>((value) => value instanceof File)) })
  .check(
    z.refine((form) => form.archive !== null, {
      message: BACKUP_MESSAGES.archiveRequired,
      path: ['archive'],
    }),
  );
type RestoreForm = z.infer<typeof RestoreFormSchema>;

type Outcome = { kind: 'restored'; answer: RestoreResponse } | { kind: 'refused'; message: string };

interface RestoreCardProps {
  /** What would be replaced (the list's `current`), or null when it could not be loaded. */
  current: BackupCounts | null;
  action: AdminAction;
  /** Restored: load the list again (the state before it is now a stored backup). */
  onRestored: () => void;
}

/**
 * 'Restore a backup': pick an archive, confirm a sentence that names what is replaced, then the
 * upload with its progress. A refusal (400, 409, 413) is an alert with the server's reason, and
 * the picked file stays; after a restore this session goes on with the answer's token and the
 * alert says what came back.
 */
export function RestoreCard({ current, action, onRestored }: RestoreCardProps) {
  const headingId = useId();
  const [confirm, confirmDialog] = useConfirm();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const revalidateUnreadLeads = useRevalidateUnreadLeads();
  const restoring = action.pending?.id === 'restore';
  const {
    control,
    handleSubmit,
    reset,
    clearErrors,
    formState: { errors },
  } = useForm<RestoreForm>({
    resolver: zodResolver(RestoreFormSchema),
    defaultValues: { archive: null },
  });
  const archive = useController({ control, name: 'archive' }).field;

  const restore = async ({ archive: file }: RestoreForm) => {
    if (!file || action.busy) return;
    const sure = await confirm(
      restoreConfirmText(current, file.name),
      'Restore',
      RESTORE_TEXTS.confirmTitle,
    );
    if (!sure) return;
    setOutcome(null);
    const result = await action.run({ kind: 'save', id: 'restore' }, ({ transport }) =>
      restoreBackup(file, { transport }),
    );
    if (!result) return;
    if (!result.ok) {
      const message = restoreFailure(result.error);
      if (message) setOutcome({ kind: 'refused', message });
      return;
    }
    setToken(result.value.token);
    setOutcome({ kind: 'restored', answer: result.value });
    reset({ archive: null });
    onRestored();
    revalidateUnreadLeads();
  };

  return (
    <section className={adminStyles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={adminStyles.cardTitle}>
        Restore a backup
      </h2>
      <p className={styles.text}>{RESTORE_TEXTS.explain}</p>
      <form
        className={adminStyles.form}
        noValidate
        aria-labelledby={headingId}
        aria-busy={restoring}
        onSubmit={(event) => {
          void handleSubmit(restore)(event);
        }}
      >
        <div
          ref={(element) => {
            // The picker is what the form focuses when no file was chosen.
            archive.ref(element?.querySelector('input'));
          }}
        >
          <FileField
            label="Backup file (.zip)"
            accept={`.zip,${BACKUP_ARCHIVE_TYPE}`}
            rules={ARCHIVE_RULES}
            file={archive.value}
            onFileChange={(file) => {
              archive.onChange(file);
              clearErrors();
              setOutcome(null);
            }}
            validate={archiveProblem}
            error={errors.archive?.message ?? null}
            preview="name"
            disabled={action.busy}
          />
        </div>
        {restoring ? <UploadProgressBar progress={action.progress} /> : null}
        {outcome?.kind === 'refused' ? <Alert>{outcome.message}</Alert> : null}
        {outcome?.kind === 'restored' ? (
          <Alert tone="success">
            <p className={styles.alertLine}>{outcome.answer.message}</p>
            <p className={styles.alertLine}>
              Restored: {restoredSummary(outcome.answer.restored.counts)}. The state before is kept
              as {outcome.answer.previous}.
            </p>
          </Alert>
        ) : null}
        <div className={adminStyles.actions}>
          <Button type="submit" variant="danger" disabled={action.busy}>
            {restoring ? ADMIN_MESSAGES.processing : 'Restore…'}
          </Button>
        </div>
      </form>
      {confirmDialog}
    </section>
  );
}

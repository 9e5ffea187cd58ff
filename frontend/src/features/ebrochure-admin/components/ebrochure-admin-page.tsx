import { ADMIN_MESSAGES, VALIDATION } from '@gear/contract/messages';
import { useState } from 'react';
import { adminErrorMessage, successMessage } from '@/components/admin/admin-error';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import styles from '@/components/admin/admin.module.css';
import { useConfirm } from '@/components/admin/confirm-dialog';
import { notify } from '@/components/admin/toast';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { deleteEbrochure } from '../api/delete-ebrochure';
import { saveEbrochure, type EbrochureFiles } from '../api/save-ebrochure';
import { useEbrochureRecord } from '../hooks/use-ebrochure-record';
import own from './ebrochure-admin.module.css';
import { EbrochureForm } from './ebrochure-form';
import { EbrochureTable } from './ebrochure-table';

/** Row id of the single brochure for the one-request-at-a-time action hook. */
const BROCHURE_ROW = 'ebrochure';

/**
 * /admin/e-brochure (SPEC §2, §4): loading → none (form) → present (one-row table) → editing
 * (form); delete returns to none. Outcomes of requests are toasts (SPEC §8 E-brochure).
 */
export function EbrochureAdminPage() {
  const brochure = useEbrochureRecord();
  const action = useAdminAction();
  const [confirm, confirmDialog] = useConfirm();
  const [editing, setEditing] = useState(false);
  // Focus follows the view only after the owner's own actions, never on the first load.
  const [moveFocus, setMoveFocus] = useState(false);

  const record = brochure.state.status === 'ready' ? brochure.state.record : null;

  const save = async (files: EbrochureFiles) => {
    const adding = record === null;
    const result = await action.run({ kind: 'save' }, ({ transport }) =>
      saveEbrochure(files, { transport }),
    );
    if (!result) return;
    if (!result.ok) {
      // Spec: the server's error, else 'Failed to add/update e-brochure!' (network included).
      notify.error(
        adminErrorMessage(result.error, {
          fallback: adding
            ? ADMIN_MESSAGES.ebrochureAddFailed
            : ADMIN_MESSAGES.ebrochureUpdateFailed,
          serverError: true,
          network: false,
        }),
      );
      return;
    }
    notify.success(
      successMessage(
        result.value,
        adding ? ADMIN_MESSAGES.ebrochureAdded : ADMIN_MESSAGES.ebrochureUpdated,
      ),
    );
    setEditing(false);
    setMoveFocus(true);
    const saved = result.value.data;
    if (saved && (saved.cover_image || saved.pdf_file)) brochure.set(saved);
    else brochure.reload();
  };

  const remove = async () => {
    if (!(await confirm(VALIDATION.ebrochureDeleteConfirm))) return;
    const result = await action.run({ kind: 'delete', id: BROCHURE_ROW }, () => deleteEbrochure());
    if (!result) return;
    if (!result.ok) {
      notify.error(
        adminErrorMessage(result.error, {
          fallback: ADMIN_MESSAGES.ebrochureDeleteFailed,
          serverError: true,
          network: false,
        }),
      );
      // Already gone (deleted elsewhere): show what the server has now.
      if (isApiError(result.error) && result.error.status === 404) brochure.refresh();
      return;
    }
    notify.success(successMessage(result.value, ADMIN_MESSAGES.ebrochureDeleted));
    setEditing(false);
    setMoveFocus(true);
    brochure.set(null);
  };

  return (
    <>
      <AdminPageHeader title="Manage E-Brochure">
        Upload the catalogue&apos;s cover image and PDF. Visitors download this PDF from the
        E-Brochure page.
      </AdminPageHeader>

      {brochure.state.status === 'loading' ? <Spinner label="Loading e-brochure..." /> : null}

      {brochure.state.status === 'error' ? (
        <section className={`${styles.card} ${own.retry}`} aria-label="E-brochure">
          <p>The current e-brochure could not be loaded.</p>
          <Button variant="outline" onClick={brochure.reload}>
            Try again
          </Button>
        </section>
      ) : null}

      {brochure.state.status === 'ready' && (record === null || editing) ? (
        <EbrochureForm
          key={record === null ? 'add' : 'edit'}
          current={editing ? record : null}
          busy={action.busy}
          progress={action.progress}
          onSave={(files) => void save(files)}
          onCancel={() => {
            setEditing(false);
            setMoveFocus(true);
          }}
          focusOnMount={moveFocus}
        />
      ) : null}

      {record !== null && !editing ? (
        <EbrochureTable
          record={record}
          busy={action.busy}
          deleting={action.isDeleting(BROCHURE_ROW)}
          onEdit={() => {
            setEditing(true);
            setMoveFocus(true);
          }}
          onDelete={() => void remove()}
          focusOnMount={moveFocus}
        />
      ) : null}

      {confirmDialog}
    </>
  );
}

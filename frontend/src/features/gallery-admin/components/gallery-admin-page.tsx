import type { Id } from '@gear/contract/common';
import { ADMIN_MESSAGES, VALIDATION } from '@gear/contract/messages';
import { useState } from 'react';
import { adminErrorMessage } from '@/components/admin/admin-error';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { useConfirm } from '@/components/admin/confirm-dialog';
import { notify } from '@/components/admin/toast';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { deleteGalleryImage } from '../api/delete-gallery-image';
import { updateGalleryImage } from '../api/update-gallery-image';
import { useGalleryItems } from '../hooks/use-gallery-items';
import { GalleryTable } from './gallery-table';
import type { RowEdit } from './gallery-table-row';
import { GalleryUploadCard } from './gallery-upload-card';

const sameId = (a: Id, b: Id) => String(a) === String(b);

/**
 * /admin/gallery (SPEC §2, §4 Gallery admin, §8 Gallery): upload several images at once, replace
 * one row's image (one row edited at a time; the answer's `updatedItem` replaces the row without a
 * reload) and delete rows after a confirmation.
 */
export function GalleryAdminPage() {
  const gallery = useGalleryItems();
  const action = useAdminAction();
  const [confirm, confirmDialog] = useConfirm();
  const [editing, setEditing] = useState<{ id: Id; edit: RowEdit } | null>(null);

  const setEdit = (id: Id, edit: RowEdit) => {
    setEditing((current) => (current && sameId(current.id, id) ? { id, edit } : current));
  };

  const save = async (id: Id) => {
    const file = editing && sameId(editing.id, id) ? editing.edit.file : null;
    if (!file) {
      setEdit(id, { file: null, error: VALIDATION.galleryUpdateNeedsFile });
      return;
    }
    const result = await action.run({ kind: 'save', id }, ({ transport }) =>
      updateGalleryImage(id, file, { transport }),
    );
    if (!result) return;
    if (result.ok) {
      gallery.replace(result.value.updatedItem);
      setEditing((current) => (current && sameId(current.id, id) ? null : current));
      notify.success(ADMIN_MESSAGES.galleryUpdated);
    } else {
      notify.error(
        adminErrorMessage(result.error, {
          fallback: ADMIN_MESSAGES.galleryUpdateFailed,
          network: false,
        }),
      );
    }
  };

  const remove = async (id: Id) => {
    if (!(await confirm(VALIDATION.galleryDeleteConfirm))) return;
    const result = await action.run({ kind: 'delete', id }, () => deleteGalleryImage(id));
    if (!result) return;
    if (result.ok) {
      gallery.remove(id);
      setEditing((current) => (current && sameId(current.id, id) ? null : current));
      notify.success(ADMIN_MESSAGES.galleryDeleted);
    } else {
      notify.error(
        adminErrorMessage(result.error, {
          fallback: ADMIN_MESSAGES.galleryDeleteFailed,
          network: false,
        }),
      );
    }
  };

  return (
    <>
      <AdminPageHeader title="Manage Gallery">
        Upload, replace and delete gallery images.
      </AdminPageHeader>
      <GalleryUploadCard action={action} onUploaded={gallery.reload} />
      <GalleryTable
        rows={gallery.rows}
        loading={gallery.loading}
        editing={editing}
        rowProps={(row) => {
          const { id } = row.item;
          return {
            action,
            // Starting an edit here cancels the one on another row.
            onEdit: () => {
              setEditing({ id, edit: { file: null, error: null } });
            },
            onCancel: () => {
              setEditing(null);
            },
            onFileChange: (file) => {
              setEdit(id, { file, error: null });
            },
            onSave: () => void save(id),
            onDelete: () => void remove(id),
          };
        }}
      />
      {confirmDialog}
    </>
  );
}

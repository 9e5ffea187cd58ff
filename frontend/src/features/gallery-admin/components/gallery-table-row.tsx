import { fileCheck, FILE_RULES, fileRuleHint } from '@gear/contract/uploads';
import { IMAGE_ACCEPT } from '@gear/contract/limits';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { useEffect, useRef } from 'react';
import { AdminThumbnail } from '@/components/admin/admin-thumbnail';
import adminStyles from '@/components/admin/admin.module.css';
import { FileField } from '@/components/admin/file-field';
import type { useAdminAction } from '@/components/admin/use-admin-action';
import { Button } from '@/components/ui/button';
import type { GalleryRow } from '../hooks/use-gallery-items';
import { galleryRowImageSrc } from '../lib/gallery-row-image';
import styles from './gallery-admin.module.css';

type AdminAction = ReturnType<typeof useAdminAction>;

export interface RowEdit {
  file: File | null;
  error: string | null;
}

export interface GalleryTableRowProps {
  row: GalleryRow;
  /** 'Gallery image 3': the row's name in alt text and button labels. */
  name: string;
  /** The edit under way on this row, or null when the row is normal. */
  edit: RowEdit | null;
  action: AdminAction;
  onEdit: () => void;
  onCancel: () => void;
  onFileChange: (file: File | null) => void;
  onSave: () => void;
  onDelete: () => void;
}

/** One 'Uploaded Images' row: normal (Edit, Delete) or being edited (replacement, Save, Cancel). */
export function GalleryTableRow({
  row,
  name,
  edit,
  action,
  onEdit,
  onCancel,
  onFileChange,
  onSave,
  onDelete,
}: GalleryTableRowProps) {
  const { id } = row.item;
  const rowRef = useRef<HTMLTableRowElement>(null);
  const editing = edit !== null;
  const saving = action.pending?.kind === 'save' && String(action.pending.id) === String(id);
  const hidden = <span className="visually-hidden"> {name.toLowerCase()}</span>;

  // Keyboard flow: the replacement picker takes focus when editing starts; when it ends, focus
  // returns to Edit unless it already moved elsewhere (e.g. to another row's picker).
  const wasEditing = useRef(false);
  useEffect(() => {
    const row = rowRef.current;
    if (editing) {
      row?.querySelector<HTMLInputElement>('input[type="file"]')?.focus();
    } else if (wasEditing.current) {
      const active = document.activeElement;
      if (active === document.body || (active && row?.contains(active))) {
        row?.querySelector<HTMLButtonElement>('button[data-row-edit]')?.focus();
      }
    }
    wasEditing.current = editing;
  }, [editing]);

  // Save without a file: its message shows under the picker, which takes focus.
  useEffect(() => {
    if (edit?.error) rowRef.current?.querySelector<HTMLInputElement>('input[type="file"]')?.focus();
  }, [edit?.error]);

  return (
    <tr ref={rowRef}>
      <td>
        {editing ? (
          <div className={styles.editCell}>
            <AdminThumbnail
              src={galleryRowImageSrc(row.item.image, row.stamp)}
              local
              variants={row.item.variants}
              alt={`Current ${name.toLowerCase()}`}
              width={120}
              height={80}
            />
            <FileField
              label="Replacement image"
              accept={IMAGE_ACCEPT}
              file={edit.file}
              onFileChange={onFileChange}
              validate={fileCheck(FILE_RULES.galleryImage)}
              rules={fileRuleHint(FILE_RULES.galleryImage)}
              error={edit.error}
              disabled={action.busy}
              previewAlt={`replacement for ${name.toLowerCase()}`}
            />
          </div>
        ) : (
          // Already resolved and stamped, so it is passed as is (`local`).
          <AdminThumbnail
            src={galleryRowImageSrc(row.item.image, row.stamp)}
            local
            variants={row.item.variants}
            alt={name}
            width={120}
            height={80}
          />
        )}
      </td>
      <td>
        <div className={adminStyles.rowActions}>
          {editing ? (
            <>
              <Button variant="success" disabled={action.busy} onClick={onSave}>
                {saving ? ADMIN_MESSAGES.processing : <>Save{hidden}</>}
              </Button>
              <Button variant="outline" disabled={action.busy} onClick={onCancel}>
                Cancel{hidden}
              </Button>
            </>
          ) : (
            <Button data-row-edit variant="outline" disabled={action.busy} onClick={onEdit}>
              Edit{hidden}
            </Button>
          )}
          <Button variant="danger" disabled={action.busy} onClick={onDelete}>
            {action.isDeleting(id) ? ADMIN_MESSAGES.deleting : <>Delete{hidden}</>}
          </Button>
        </div>
      </td>
    </tr>
  );
}

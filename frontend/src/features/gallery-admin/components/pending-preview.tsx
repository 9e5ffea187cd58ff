import { AdminThumbnail } from '@/components/admin/admin-thumbnail';
import adminStyles from '@/components/admin/admin.module.css';
import { fileLabel } from '@/components/admin/file-drop';
import { useObjectUrl } from '@/components/admin/use-object-url';
import styles from './gallery-admin.module.css';

/** One file waiting to be uploaded: its preview, name and size, and a 'Remove {name}' button. */
export function PendingPreview({
  file,
  onRemove,
  disabled,
}: {
  file: File;
  onRemove: () => void;
  disabled: boolean;
}) {
  const url = useObjectUrl(file);
  return (
    <li className={styles.pendingItem}>
      <AdminThumbnail src={url} local alt={`Preview of ${file.name}`} width={144} height={100} />
      <span className={adminStyles.fileName}>{fileLabel(file)}</span>
      <button
        type="button"
        className={adminStyles.linkButton}
        disabled={disabled}
        onClick={onRemove}
      >
        Remove<span className="visually-hidden"> {file.name}</span>
      </button>
    </li>
  );
}

import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { useId } from 'react';
import adminStyles from '@/components/admin/admin.module.css';
import type { GalleryRow } from '../hooks/use-gallery-items';
import { GalleryTableRow, type GalleryTableRowProps, type RowEdit } from './gallery-table-row';

interface GalleryTableProps {
  /** Null while the first load runs. */
  rows: GalleryRow[] | null;
  loading: boolean;
  /** The row being edited (one at a time) and its edit. */
  editing: { id: GalleryRow['item']['id']; edit: RowEdit } | null;
  rowProps: (row: GalleryRow) => Omit<GalleryTableRowProps, 'row' | 'name' | 'edit'>;
}

/** The 'Uploaded Images' table (SPEC §2): Image and Actions, with its loading and empty states. */
export function GalleryTable({ rows, loading, editing, rowProps }: GalleryTableProps) {
  const id = useId();
  const message =
    rows === null
      ? ADMIN_MESSAGES.loadingGallery
      : rows.length === 0
        ? ADMIN_MESSAGES.noGalleryImages
        : null;
  return (
    <section className={adminStyles.card} aria-labelledby={id}>
      <h2 id={id} className={adminStyles.cardTitle}>
        Uploaded Images
      </h2>
      <div className={adminStyles.tableWrap}>
        <table className={adminStyles.table} aria-labelledby={id} aria-busy={loading || undefined}>
          <thead>
            <tr>
              <th scope="col">Image</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {message !== null ? (
              <tr>
                <td colSpan={2} className={adminStyles.empty}>
                  {message}
                </td>
              </tr>
            ) : (
              rows?.map((row, index) => (
                <GalleryTableRow
                  key={String(row.item.id)}
                  row={row}
                  name={`Gallery image ${index + 1}`}
                  edit={editing && String(editing.id) === String(row.item.id) ? editing.edit : null}
                  {...rowProps(row)}
                />
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}

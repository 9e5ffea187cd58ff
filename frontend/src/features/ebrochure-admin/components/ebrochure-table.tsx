import type { Ebrochure } from '@gear/contract/ebrochure';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { useEffect, useRef } from 'react';
import { AdminThumbnail } from '@/components/admin/admin-thumbnail';
import styles from '@/components/admin/admin.module.css';
import { Button } from '@/components/ui/button';
import { resolveAssetUrl, withCacheBuster } from '@/lib/asset-url';

interface EbrochureTableProps {
  record: Ebrochure;
  busy: boolean;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
  /** Move focus to Edit when the table comes back after an action (save, Cancel). */
  focusOnMount?: boolean;
}

/** The cover address, refreshed after each update in case the backend reuses the file name. */
function coverSrc(record: Ebrochure): string | null {
  const cover = resolveAssetUrl(record.cover_image);
  const stamp = record.updated_at ? Date.parse(record.updated_at) : Number.NaN;
  return cover && Number.isFinite(stamp) ? withCacheBuster(cover, stamp) : cover;
}

/** SPEC §2: the one-row table of the current brochure (Cover Image, PDF File, Actions). */
export function EbrochureTable({
  record,
  busy,
  deleting,
  onEdit,
  onDelete,
  focusOnMount = false,
}: EbrochureTableProps) {
  const actionsRef = useRef<HTMLDivElement>(null);
  const pdfUrl = resolveAssetUrl(record.pdf_file);

  useEffect(() => {
    if (focusOnMount) actionsRef.current?.querySelector('button')?.focus();
  }, [focusOnMount]);

  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>Current E-Brochure</caption>
        <thead>
          <tr>
            <th scope="col">Cover Image</th>
            <th scope="col">PDF File</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              <AdminThumbnail
                src={coverSrc(record)}
                local
                variants={record.variants}
                alt="E-brochure cover"
                width={120}
                height={160}
                missingText="No image"
              />
            </td>
            <td data-label="PDF File">
              {pdfUrl ? (
                <a href={pdfUrl} target="_blank" rel="noopener noreferrer">
                  View PDF<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              ) : (
                <span className={styles.muted}>No PDF</span>
              )}
            </td>
            <td>
              <div className={styles.rowActions} ref={actionsRef}>
                <Button variant="outline" onClick={onEdit} disabled={busy}>
                  Edit<span className="visually-hidden"> e-brochure</span>
                </Button>
                <Button variant="danger" onClick={onDelete} disabled={busy}>
                  {deleting ? (
                    ADMIN_MESSAGES.deleting
                  ) : (
                    <>
                      Delete<span className="visually-hidden"> e-brochure</span>
                    </>
                  )}
                </Button>
              </div>
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

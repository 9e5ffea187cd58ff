import type { Id } from '@gear/contract/common';
import { ADMIN_MESSAGES, PUBLIC_MESSAGES } from '@gear/contract/messages';
import type { Slider } from '@gear/contract/slider';
import { useId, type ReactNode } from 'react';
import { AdminThumbnail } from '@/components/admin/admin-thumbnail';
import styles from '@/components/admin/admin.module.css';
import { Button } from '@/components/ui/button';
import localStyles from './sliders.module.css';

interface SlidersTableProps {
  /** The sliders, or null while the first load runs or after it failed. */
  sliders: Slider[] | null;
  /** The first load failed: offer a retry instead of pretending the list is empty. */
  failed: boolean;
  onRetry: () => void;
  busy: boolean;
  isDeleting: (id: Id) => boolean;
  onEdit: (slider: Slider) => void;
  onDelete: (slider: Slider) => void;
}

const COLUMNS = ['Image', 'Title', 'Description', 'Actions'] as const;

/** The row's name for screen readers and alt text: its title, else 'Untitled'. */
export const sliderName = (slider: Slider) => slider.title?.trim() || ADMIN_MESSAGES.untitled;

/** 'Existing Sliders' (SPEC §2): Image, Title, Description, Actions with Edit and Delete. */
export function SlidersTable({
  sliders,
  failed,
  onRetry,
  busy,
  isDeleting,
  onEdit,
  onDelete,
}: SlidersTableProps) {
  const headingId = useId();

  const message = (content: ReactNode) => (
    <tr>
      <td className={styles.empty} colSpan={COLUMNS.length}>
        {content}
      </td>
    </tr>
  );

  let body: ReactNode;
  if (sliders === null && failed) {
    body = message(
      <>
        The sliders could not be loaded.{' '}
        <button type="button" className={styles.linkButton} onClick={onRetry}>
          Try again
        </button>
      </>,
    );
  } else if (sliders === null) {
    body = message(<span role="status">{PUBLIC_MESSAGES.loadingSliders}</span>);
  } else if (sliders.length === 0) {
    body = message(ADMIN_MESSAGES.noSliders);
  } else {
    body = sliders.map((slider) => {
      const name = sliderName(slider);
      const title = slider.title?.trim();
      const description = slider.description?.trim();
      const deleting = isDeleting(slider.id);
      return (
        <tr key={String(slider.id)}>
          <td>
            <AdminThumbnail
              src={slider.image}
              variants={slider.variants}
              alt={`Slider ${name}`}
              width={120}
              height={68}
              missingText="No image"
            />
          </td>
          <td className={localStyles.title} data-label="Title">
            {title || <span className={styles.muted}>No title</span>}
          </td>
          <td className={localStyles.description} data-label="Description">
            {description || <span className={styles.muted}>No description</span>}
          </td>
          <td>
            <div className={styles.rowActions}>
              <Button
                variant="outline"
                disabled={busy}
                onClick={() => {
                  onEdit(slider);
                }}
              >
                Edit<span className="visually-hidden"> slider {name}</span>
              </Button>
              <Button
                variant="danger"
                disabled={busy}
                onClick={() => {
                  onDelete(slider);
                }}
              >
                {deleting ? (
                  ADMIN_MESSAGES.deleting
                ) : (
                  <>
                    Delete<span className="visually-hidden"> slider {name}</span>
                  </>
                )}
              </Button>
            </div>
          </td>
        </tr>
      );
    });
  }

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        Existing Sliders
      </h2>
      <div className={styles.tableWrap}>
        <table
          className={styles.table}
          aria-labelledby={headingId}
          aria-busy={sliders === null && !failed}
        >
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>
    </section>
  );
}

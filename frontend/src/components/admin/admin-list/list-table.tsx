import type { ReactNode } from 'react';
import adminStyles from '../admin.module.css';

/**
 * An admin list's table: column headings, then either one message row (loading, empty, failed)
 * or the rows. Below 768px the rows become stacked cards (admin.module.css), each cell
 * showing its `data-label`, so the page never scrolls sideways.
 */
export function ListTable({
  columns,
  caption,
  labelledBy,
  busy,
  className,
  message,
  children,
}: {
  columns: readonly string[];
  /** A visually hidden caption naming the table, when no visible heading does. */
  caption?: string;
  labelledBy?: string;
  busy: boolean | undefined;
  /** The page's own table class (row marks, label column width). */
  className?: string;
  /** Shown in place of the rows when set. */
  message: string | null;
  children: ReactNode;
}) {
  return (
    <div className={adminStyles.tableWrap}>
      <table
        className={[adminStyles.table, className].filter(Boolean).join(' ')}
        aria-labelledby={labelledBy}
        aria-busy={busy}
      >
        {caption ? <caption className="visually-hidden">{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {message !== null ? (
            <tr>
              <td colSpan={columns.length} className={adminStyles.empty}>
                {message}
              </td>
            </tr>
          ) : (
            children
          )}
        </tbody>
      </table>
    </div>
  );
}

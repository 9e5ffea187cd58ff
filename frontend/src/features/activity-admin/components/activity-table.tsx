import type { ActivityEntry } from '@gear/contract/activity';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { useId } from 'react';
import { ListTable } from '@/components/admin/admin-list/list-table';
import adminStyles from '@/components/admin/admin.module.css';
import { AdminTime } from '@/components/admin/admin-time';
import styles from './activity-admin.module.css';

const COLUMNS = ['When', 'Who', 'IP', 'What'] as const;

/**
 * The log, newest first: When, Who, IP, What. Below 768 px each entry is a stacked card
 * (label and value per line), so nothing scrolls sideways.
 */
export function ActivityTable({
  entries,
  loading,
}: {
  /** Null while loading (or after a failed load). */
  entries: ActivityEntry[] | null;
  loading: boolean;
}) {
  const id = useId();
  const message =
    entries === null
      ? loading
        ? ADMIN_MESSAGES.loadingActivity
        : ADMIN_MESSAGES.activityFetchFailed
      : entries.length === 0
        ? ADMIN_MESSAGES.noActivity
        : null;
  return (
    <section className={adminStyles.card} aria-labelledby={id}>
      <h2 id={id} className={adminStyles.cardTitle}>
        Entries
      </h2>
      <ListTable
        columns={COLUMNS}
        labelledBy={id}
        busy={loading || undefined}
        className={styles.table}
        message={message}
      >
        {entries?.map((entry) => (
          <tr
            key={entry.id}
            className={entry.action === 'login_failed' ? styles.failed : undefined}
          >
            <td data-label="When" className={styles.when}>
              <AdminTime value={entry.at} />
            </td>
            <td data-label="Who" className={styles.wrap}>
              {entry.actor ?? '—'}
            </td>
            <td data-label="IP" className={styles.wrap}>
              {entry.ip ?? '—'}
            </td>
            <td data-label="What" className={styles.wrap}>
              {entry.summary}
            </td>
          </tr>
        ))}
      </ListTable>
    </section>
  );
}

import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { useMemo } from 'react';
import adminStyles from '@/components/admin/admin.module.css';
import { Pager } from '@/components/admin/admin-list/pager';
import { UnsupportedNotice } from '@/components/admin/admin-list/unsupported-notice';
import { useUrlSearch } from '@/components/admin/admin-list/use-url-search';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { useActivity } from '../hooks/use-activity';
import { activityQuery, readActivitySearch, writeActivitySearch } from '../lib/activity-filter';
import { ActivityFilters } from './activity-filters';
import { ActivityTable } from './activity-table';
import styles from './activity-admin.module.css';

/**
 * /admin/activity: who signed in (or failed to) from which address, and every change to sliders,
 * products, gallery images and the brochure, newest first; a filter kept in the address, and
 * paging. A backend without the log (404) gets a sentence, not errors.
 */
export function ActivityAdminPage() {
  const [search, setSearch] = useUrlSearch(readActivitySearch, writeActivitySearch);
  const query = useMemo(() => activityQuery(search), [search]);
  const activity = useActivity(query);

  const header = (
    <AdminPageHeader title="Activity Log">
      Sign-ins and every change to sliders, products, gallery images, the e-brochure and leads.
    </AdminPageHeader>
  );

  if (activity.status === 'unsupported') {
    return (
      <>
        {header}
        <UnsupportedNotice>{ADMIN_MESSAGES.activityUnsupported}</UnsupportedNotice>
      </>
    );
  }

  const ready = activity.status === 'ready' ? activity : null;

  return (
    <>
      {header}
      <section className={adminStyles.card} aria-label="Filter">
        <ActivityFilters search={search} onChange={setSearch} />
        <p className={styles.count} aria-live="polite">
          {ready ? `${String(ready.total)} ${ready.total === 1 ? 'entry' : 'entries'}` : null}
        </p>
      </section>

      <ActivityTable
        entries={ready ? ready.entries : null}
        loading={activity.status === 'loading'}
      />

      {ready && (ready.total > ready.pageSize || ready.page > 1) ? (
        <Pager
          page={ready.page}
          total={ready.total}
          pageSize={ready.pageSize}
          onPage={(next) => {
            setSearch({ ...search, page: next });
          }}
        />
      ) : null}
    </>
  );
}

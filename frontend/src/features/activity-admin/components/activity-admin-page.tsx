import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import adminStyles from '@/components/admin/admin.module.css';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Button } from '@/components/ui/button';
import { useActivity } from '../hooks/use-activity';
import {
  activityQuery,
  readActivitySearch,
  writeActivitySearch,
  type ActivitySearch,
} from '../lib/activity-filter';
import { ActivityFilters } from './activity-filters';
import { ActivityTable } from './activity-table';
import styles from './activity-admin.module.css';

/**
 * /admin/activity: who signed in (or failed to) from which address, and every change to sliders,
 * products, gallery images and the brochure, newest first; a filter kept in the address, and
 * paging. A backend without the log (404) gets a sentence, not errors.
 */
export function ActivityAdminPage() {
  const [params, setParams] = useSearchParams();
  const paramsKey = params.toString();
  const search = useMemo(() => readActivitySearch(new URLSearchParams(paramsKey)), [paramsKey]);
  const query = useMemo(() => activityQuery(search), [search]);
  const activity = useActivity(query);

  const setSearch = useCallback(
    (next: ActivitySearch) => {
      setParams(writeActivitySearch(next), { replace: true });
    },
    [setParams],
  );

  const header = (
    <AdminPageHeader title="Activity Log">
      Sign-ins and every change to sliders, products, gallery images and the e-brochure.
    </AdminPageHeader>
  );

  if (activity.status === 'unsupported') {
    return (
      <>
        {header}
        <p className={`${adminStyles.card} ${styles.unsupported}`} role="status">
          {ADMIN_MESSAGES.activityUnsupported}
        </p>
      </>
    );
  }

  const ready = activity.status === 'ready' ? activity : null;
  const pages = ready ? Math.max(1, Math.ceil(ready.total / ready.pageSize)) : 1;
  const page = ready ? ready.page : search.page;

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

      {ready && (ready.total > ready.pageSize || page > 1) ? (
        <nav className={styles.pager} aria-label="Pages">
          <Button
            variant="outline"
            disabled={page <= 1}
            onClick={() => {
              setSearch({ ...search, page: Math.min(page - 1, pages) });
            }}
          >
            Previous
          </Button>
          <span>
            Page {page} of {pages}
          </span>
          <Button
            variant="outline"
            disabled={page >= pages}
            onClick={() => {
              setSearch({ ...search, page: page + 1 });
            }}
          >
            Next
          </Button>
        </nav>
      ) : null}
    </>
  );
}

import { Button } from '@/components/ui/button';
import styles from './admin-list.module.css';

/**
 * Previous / 'Page n of m' / Next under an admin list. From a page past the end (an old link),
 * Previous goes to the last page.
 */
export function Pager({
  page,
  total,
  pageSize,
  onPage,
}: {
  page: number;
  /** Entries matching the filter, and how many one page shows. */
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className={styles.pager} aria-label="Pages">
      <Button
        variant="outline"
        disabled={page <= 1}
        onClick={() => {
          onPage(Math.min(page - 1, pages));
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
          onPage(page + 1);
        }}
      >
        Next
      </Button>
    </nav>
  );
}

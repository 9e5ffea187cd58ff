import type { ReactNode } from 'react';
import { PageMeta } from '@/components/ui/page-meta';
import styles from './admin.module.css';

/** The heading of an admin page, with the document title. */
export function AdminPageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className={styles.pageHeader}>
      <PageMeta title={title} noindex />
      <h1 className={styles.pageTitle}>{title}</h1>
      {children ? <p className={styles.pageLead}>{children}</p> : null}
    </header>
  );
}

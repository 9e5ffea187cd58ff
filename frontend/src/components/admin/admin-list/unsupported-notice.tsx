import type { ReactNode } from 'react';
import adminStyles from '../admin.module.css';
import styles from './admin-list.module.css';

/** The one sentence a list page shows instead of its list when the backend lacks the route. */
export function UnsupportedNotice({ children }: { children: ReactNode }) {
  return (
    <p className={`${adminStyles.card} ${styles.unsupported}`} role="status">
      {children}
    </p>
  );
}

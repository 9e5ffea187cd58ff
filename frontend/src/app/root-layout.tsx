import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import styles from './root-layout.module.css';

/**
 * Wraps every route: scroll to the top on navigation (and restore on back/forward), and a thin
 * progress bar while a lazy page is loading.
 */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state === 'loading' ? (
        <div className={styles.progress} aria-hidden="true" />
      ) : null}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first route's code loads. */
export function PageFallback() {
  return (
    <div className={styles.fallback}>
      <Spinner label="Loading..." />
    </div>
  );
}

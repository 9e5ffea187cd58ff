import { Suspense, createContext, use } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { RouteErrorBoundary } from './routes/route-error';
import { ScrollToLocation } from './scroll-to-location';
import styles from './root-layout.module.css';

/** True while a navigation waits for the next page's code (AppRouter's transition). */
export const NavigationPendingContext = createContext(false);

/**
 * Wraps every route: a thin progress bar while a lazy page is loading, the page (a spinner until
 * the first one's code has loaded), the scroll position per navigation, and the route error page.
 */
export function RootLayout() {
  const pending = use(NavigationPendingContext);
  const { pathname } = useLocation();
  return (
    <>
      {pending ? <div className={styles.progress} aria-hidden="true" /> : null}
      <RouteErrorBoundary resetKey={pathname}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
          {/* Inside the boundary: it runs once the page's content is there (anchors exist). */}
          <ScrollToLocation />
        </Suspense>
      </RouteErrorBoundary>
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

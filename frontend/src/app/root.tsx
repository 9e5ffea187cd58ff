import interFont from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import { StrictMode, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  useNavigation,
  useRouteLoaderData,
  type LinksFunction,
  type ShouldRevalidateFunction,
} from 'react-router';
import { SiteOriginContext } from '@/lib/seo/site-origin';
import type { Route } from './+types/root';
import { RouteError } from './routes/route-error';
import { ScrollToLocation } from './scroll-to-location';
import { requestOrigin, runtimeConfigScript } from './server/document.server';
import styles from './root-layout.module.css';
import '../styles/fonts.css';
import '../styles/global.css';

/** The page's run-time config (inline, before the app's scripts) and public origin. */
export function loader({ request }: Route.LoaderArgs) {
  return { configScript: runtimeConfigScript(), origin: requestOrigin(request) };
}

/** Read once per page load: the config and origin do not change on client-side navigation. */
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export const links: LinksFunction = () => [
  { rel: 'icon', type: 'image/svg+xml', href: '/logo.svg' },
  // The font the first paint needs; it is otherwise found only once the CSS has loaded.
  { rel: 'preload', as: 'font', type: 'font/woff2', href: interFont, crossOrigin: 'anonymous' },
];

/** The document around every page (and the error page). */
export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f1f3d" />
        {root ? (
          // Runs before the module scripts below, which read it (config/env.ts). Allowed by the
          // page's CSP as a hash (entry.server.tsx), like every inline script of the page.
          <script dangerouslySetInnerHTML={{ __html: root.configScript }} />
        ) : null}
        <Meta />
        <Links />
      </head>
      <body>
        <SiteOriginContext value={root?.origin ?? null}>{children}</SiteOriginContext>
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Every route: a thin progress bar while the next page's code loads, the page, and the scroll
 * position per navigation (top for a new page, SPEC §2).
 */
export default function App() {
  const navigating = useNavigation().state !== 'idle';
  return (
    <StrictMode>
      {navigating ? <div className={styles.progress} aria-hidden="true" /> : null}
      <Outlet />
      <ScrollToLocation />
    </StrictMode>
  );
}

/** What failed while loading or rendering a page (a stale chunk after a deploy, a bug). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}

import {
  lazy,
  useEffect,
  useLayoutEffect,
  useState,
  useTransition,
  type ComponentType,
} from 'react';
import {
  matchRoutes,
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  useRoutes,
  type Location,
  type NavigationType,
  type RouteObject,
} from 'react-router';
import { paths } from '@/config/paths';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { NavigationPendingContext, RootLayout } from './root-layout';

/** What starts loading each lazy route's code (see preloadRoutes). */
const preloads = new Map<ComponentType, () => Promise<unknown>>();

/** A route whose component is loaded on demand (each page is its own chunk). */
function lazyPage<TModule>(
  load: () => Promise<TModule>,
  pick: (module: TModule) => ComponentType,
): { Component: ComponentType } {
  const Component = lazy(async () => ({ default: pick(await load()) }));
  preloads.set(Component, load);
  return { Component };
}

/**
 * Starts loading the code of every route matching `location` at once (the layout and the page),
 * instead of one after the other as React renders them: one round trip for the first page.
 */
export function preloadRoutes(location: Pick<Location, 'pathname'>): void {
  for (const match of matchRoutes(routes, location) ?? []) {
    const Component = match.route.Component;
    if (Component) void preloads.get(Component)?.();
  }
}

/** Relative child path of an absolute route ('/admin/slider' under '/admin' → 'slider'). */
const under = (parent: string, path: string) => path.slice(parent.length + 1);

/**
 * Every route of SPEC.md §2. The public layout and the admin area are separate branches, so the
 * public chrome never renders on /admin paths and public pages never download admin code.
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      {
        ...lazyPage(
          () => import('./layouts/public-layout'),
          (m) => m.PublicLayout,
        ),
        children: [
          {
            index: true,
            ...lazyPage(
              () => import('@/features/home/components/home-page'),
              (m) => m.HomePage,
            ),
          },
          {
            path: paths.about,
            ...lazyPage(
              () => import('@/features/info-pages/components/about-page'),
              (m) => m.AboutPage,
            ),
          },
          {
            path: paths.quality,
            ...lazyPage(
              () => import('@/features/info-pages/components/quality-page'),
              (m) => m.QualityPage,
            ),
          },
          {
            path: paths.certificate,
            ...lazyPage(
              () => import('@/features/info-pages/components/certificate-page'),
              (m) => m.CertificatePage,
            ),
          },
          {
            path: paths.lab,
            ...lazyPage(
              () => import('@/features/info-pages/components/lab-page'),
              (m) => m.LabPage,
            ),
          },
          {
            path: paths.team,
            ...lazyPage(
              () => import('@/features/info-pages/components/team-page'),
              (m) => m.TeamPage,
            ),
          },
          {
            path: paths.infrastructure,
            ...lazyPage(
              () => import('@/features/info-pages/components/infrastructure-page'),
              (m) => m.InfrastructurePage,
            ),
          },
          {
            path: paths.products,
            ...lazyPage(
              () => import('@/features/products/components/products-page'),
              (m) => m.ProductsPage,
            ),
          },
          {
            path: `${paths.products}/:id`,
            ...lazyPage(
              () => import('@/features/products/components/product-detail-page'),
              (m) => m.ProductDetailPage,
            ),
          },
          {
            path: paths.gallery,
            ...lazyPage(
              () => import('@/features/gallery/components/gallery-page'),
              (m) => m.GalleryPage,
            ),
          },
          {
            path: paths.ebrochure,
            ...lazyPage(
              () => import('@/features/ebrochure/components/ebrochure-page'),
              (m) => m.EbrochurePage,
            ),
          },
          {
            path: paths.contact,
            ...lazyPage(
              () => import('@/features/contact/components/contact-page'),
              (m) => m.ContactPage,
            ),
          },
          {
            path: '*',
            ...lazyPage(
              () => import('./routes/not-found-page'),
              (m) => m.NotFoundPage,
            ),
          },
        ],
      },
      {
        path: paths.admin.login,
        children: [
          {
            index: true,
            ...lazyPage(
              () => import('@/features/auth/components/login-page'),
              (m) => m.LoginPage,
            ),
          },
          {
            ...lazyPage(
              () => import('./layouts/admin-layout'),
              (m) => m.AdminLayout,
            ),
            children: [
              {
                path: under(paths.admin.login, paths.admin.dashboard),
                ...lazyPage(
                  () => import('@/features/dashboard/components/dashboard-page'),
                  (m) => m.DashboardPage,
                ),
              },
              {
                path: under(paths.admin.login, paths.admin.sliders),
                ...lazyPage(
                  () => import('@/features/sliders/components/sliders-page'),
                  (m) => m.SlidersPage,
                ),
              },
              {
                path: under(paths.admin.login, paths.admin.products),
                ...lazyPage(
                  () => import('@/features/products-admin/components/products-admin-page'),
                  (m) => m.ProductsAdminPage,
                ),
              },
              {
                path: under(paths.admin.login, paths.admin.ebrochure),
                ...lazyPage(
                  () => import('@/features/ebrochure-admin/components/ebrochure-admin-page'),
                  (m) => m.EbrochureAdminPage,
                ),
              },
              {
                path: under(paths.admin.login, paths.admin.gallery),
                ...lazyPage(
                  () => import('@/features/gallery-admin/components/gallery-admin-page'),
                  (m) => m.GalleryAdminPage,
                ),
              },
              {
                path: under(paths.admin.login, paths.admin.leads),
                ...lazyPage(
                  () => import('@/features/leads-admin/components/leads-admin-page'),
                  (m) => m.LeadsAdminPage,
                ),
              },
              {
                path: under(paths.admin.login, paths.admin.activity),
                ...lazyPage(
                  () => import('@/features/activity-admin/components/activity-admin-page'),
                  (m) => m.ActivityAdminPage,
                ),
              },
              {
                path: '*',
                ...lazyPage(
                  () => import('./routes/not-found-page'),
                  (m) => m.AdminNotFoundPage,
                ),
              },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * The browser router. Declarative mode (a history, <Router> and useRoutes), not the data router:
 * the site has no loaders or actions, and the data router costs ~17 KB gzip more on every first
 * load (ADR 0015). Navigations run in a transition, so the current page stays until the next
 * one's code has loaded, with the progress bar meanwhile; a 401 on an admin call sends the user
 * to the login page.
 */
export function AppRouter() {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState<{ action: NavigationType; location: Location }>(() => ({
    action: history.action,
    location: history.location,
  }));
  const [pending, startTransition] = useTransition();

  useLayoutEffect(
    () =>
      history.listen((update) => {
        preloadRoutes(update.location);
        startTransition(() => {
          setState(update);
        });
      }),
    [history],
  );

  useEffect(() => {
    setUnauthorizedHandler(() => {
      history.replace(paths.admin.login);
    });
    return () => {
      setUnauthorizedHandler(null);
    };
  }, [history]);

  return (
    <NavigationPendingContext value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        <AppRoutes />
      </Router>
    </NavigationPendingContext>
  );
}

function AppRoutes() {
  return useRoutes(routes);
}

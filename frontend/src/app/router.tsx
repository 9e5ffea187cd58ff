import { useEffect, useState, type ComponentType } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { PageFallback, RootLayout } from './root-layout';
import { RouteError } from './routes/route-error';

/** A route whose component is loaded on demand (each page is its own chunk). */
const lazyComponent =
  <TModule,>(load: () => Promise<TModule>, pick: (module: TModule) => ComponentType) =>
  async () => ({ Component: pick(await load()) });

/** Relative child path of an absolute route ('/admin/slider' under '/admin' → 'slider'). */
const under = (parent: string, path: string) => path.slice(parent.length + 1);

/**
 * Every route of SPEC.md §2. The public layout and the admin area are separate branches, so the
 * public chrome never renders on /admin paths and public pages never download admin code.
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageFallback,
    children: [
      {
        lazy: lazyComponent(
          () => import('./layouts/public-layout'),
          (m) => m.PublicLayout,
        ),
        children: [
          {
            index: true,
            lazy: lazyComponent(
              () => import('@/features/home/components/home-page'),
              (m) => m.HomePage,
            ),
          },
          {
            path: paths.about,
            lazy: lazyComponent(
              () => import('@/features/info-pages/components/about-page'),
              (m) => m.AboutPage,
            ),
          },
          {
            path: paths.quality,
            lazy: lazyComponent(
              () => import('@/features/info-pages/components/quality-page'),
              (m) => m.QualityPage,
            ),
          },
          {
            path: paths.certificate,
            lazy: lazyComponent(
              () => import('@/features/info-pages/components/certificate-page'),
              (m) => m.CertificatePage,
            ),
          },
          {
            path: paths.lab,
            lazy: lazyComponent(
              () => import('@/features/info-pages/components/lab-page'),
              (m) => m.LabPage,
            ),
          },
          {
            path: paths.team,
            lazy: lazyComponent(
              () => import('@/features/info-pages/components/team-page'),
              (m) => m.TeamPage,
            ),
          },
          {
            path: paths.infrastructure,
            lazy: lazyComponent(
              () => import('@/features/info-pages/components/infrastructure-page'),
              (m) => m.InfrastructurePage,
            ),
          },
          {
            path: paths.products,
            lazy: lazyComponent(
              () => import('@/features/products/components/products-page'),
              (m) => m.ProductsPage,
            ),
          },
          {
            path: `${paths.products}/:id`,
            lazy: lazyComponent(
              () => import('@/features/products/components/product-detail-page'),
              (m) => m.ProductDetailPage,
            ),
          },
          {
            path: paths.gallery,
            lazy: lazyComponent(
              () => import('@/features/gallery/components/gallery-page'),
              (m) => m.GalleryPage,
            ),
          },
          {
            path: paths.ebrochure,
            lazy: lazyComponent(
              () => import('@/features/ebrochure/components/ebrochure-page'),
              (m) => m.EbrochurePage,
            ),
          },
          {
            path: paths.contact,
            lazy: lazyComponent(
              () => import('@/features/contact/components/contact-page'),
              (m) => m.ContactPage,
            ),
          },
          {
            path: '*',
            lazy: lazyComponent(
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
            lazy: lazyComponent(
              () => import('@/features/auth/components/login-page'),
              (m) => m.LoginPage,
            ),
          },
          {
            lazy: lazyComponent(
              () => import('./layouts/admin-layout'),
              (m) => m.AdminLayout,
            ),
            children: [
              {
                path: under(paths.admin.login, paths.admin.dashboard),
                lazy: lazyComponent(
                  () => import('@/features/dashboard/components/dashboard-page'),
                  (m) => m.DashboardPage,
                ),
              },
              {
                path: under(paths.admin.login, paths.admin.sliders),
                lazy: lazyComponent(
                  () => import('@/features/sliders/components/sliders-page'),
                  (m) => m.SlidersPage,
                ),
              },
              {
                path: under(paths.admin.login, paths.admin.products),
                lazy: lazyComponent(
                  () => import('@/features/products-admin/components/products-admin-page'),
                  (m) => m.ProductsAdminPage,
                ),
              },
              {
                path: under(paths.admin.login, paths.admin.ebrochure),
                lazy: lazyComponent(
                  () => import('@/features/ebrochure-admin/components/ebrochure-admin-page'),
                  (m) => m.EbrochureAdminPage,
                ),
              },
              {
                path: under(paths.admin.login, paths.admin.gallery),
                lazy: lazyComponent(
                  () => import('@/features/gallery-admin/components/gallery-admin-page'),
                  (m) => m.GalleryAdminPage,
                ),
              },
              {
                path: '*',
                lazy: lazyComponent(
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

/** The browser router; a 401 on an admin call sends the user to the login page. */
export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));

  useEffect(() => {
    setUnauthorizedHandler(() => {
      void router.navigate(paths.admin.login, { replace: true });
    });
    return () => {
      setUnauthorizedHandler(null);
    };
  }, [router]);

  return <RouterProvider router={router} />;
}

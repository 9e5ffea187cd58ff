import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * Every route of SPEC.md §2 (and /quote, issue 19), as route modules (src/app/pages). The public
 * layout and the admin area are separate branches: the public chrome never renders on /admin
 * paths, public pages never download admin code, and the admin branch is never rendered on the
 * server (admin-layout.tsx). Paths are literal here (the route config is read at build time);
 * config/paths.ts has the same ones for links, and routes.test.ts keeps the two in step.
 */
export default [
  layout('pages/public-layout.tsx', [
    index('pages/home.tsx'),
    route('about', 'pages/about.tsx'),
    route('quailty', 'pages/quality.tsx'),
    route('certificate', 'pages/certificate.tsx'),
    route('lab', 'pages/lab.tsx'),
    route('member', 'pages/team.tsx'),
    route('infrastructure', 'pages/infrastructure.tsx'),
    route('product', 'pages/products.tsx'),
    route('product/:id', 'pages/product-detail.tsx'),
    route('gallery', 'pages/gallery.tsx'),
    route('ebrochure', 'pages/ebrochure.tsx'),
    route('contact', 'pages/contact.tsx'),
    route('quote', 'pages/quote.tsx'),
    route('*', 'pages/not-found.tsx'),
  ]),
  route('admin', 'pages/admin-root.tsx', [
    index('pages/admin-login.tsx'),
    layout('pages/admin-layout.tsx', [
      route('dashboard', 'pages/admin-dashboard.tsx'),
      route('slider', 'pages/admin-sliders.tsx'),
      route('sub-category', 'pages/admin-products.tsx'),
      route('categories', 'pages/admin-categories.tsx'),
      route('e-brochure', 'pages/admin-ebrochure.tsx'),
      route('gallery', 'pages/admin-gallery.tsx'),
      route('leads', 'pages/admin-leads.tsx'),
      route('activity', 'pages/admin-activity.tsx'),
      route('security', 'pages/admin-security.tsx'),
      route('backups', 'pages/admin-backups.tsx'),
      route('*', 'pages/admin-not-found.tsx'),
    ]),
  ]),
] satisfies RouteConfig;

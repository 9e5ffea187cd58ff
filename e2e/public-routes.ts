import { PUBLIC_PAGE_PATHS } from '@gear/contract/sitemap';

/** Every public route of SPEC §2 (the sitemap's list), with a seeded product for the detail page. */
export const PUBLIC_ROUTES = PUBLIC_PAGE_PATHS.flatMap((path) =>
  path === '/product' ? [path, '/product/1'] : [path],
);

import { API_PATHS } from '@gear/contract/api-paths';
import { matchPath } from 'react-router';
import { paths } from '@/config/paths';
import { prefetchGet } from '@/lib/api-client';

/**
 * The public GETs each first page makes as soon as it renders (its hooks call the same paths).
 * Started by main.tsx before React runs, they travel while the page's code downloads; the LCP
 * image of `/` (the first slide) then waits for one round trip less. Keep in step with the pages.
 */
const ROUTE_DATA: { pattern: string; calls: (params: Record<string, string>) => string[] }[] = [
  { pattern: paths.home, calls: () => [API_PATHS.sliders, API_PATHS.products] },
  { pattern: paths.products, calls: () => [API_PATHS.products] },
  { pattern: `${paths.products}/:id`, calls: ({ id }) => (id ? [API_PATHS.product(id)] : []) },
  { pattern: paths.gallery, calls: () => [API_PATHS.gallery] },
  { pattern: paths.ebrochure, calls: () => [API_PATHS.ebrochure] },
];

/** The API paths fetched early for `pathname` (none for other pages and the admin). */
export function routeDataCalls(pathname: string): string[] {
  for (const { pattern, calls } of ROUTE_DATA) {
    const match = matchPath({ path: pattern, end: true }, pathname);
    if (match) {
      const params: Record<string, string> = {};
      for (const [key, value] of Object.entries(match.params)) {
        if (value !== undefined) params[key] = value;
      }
      return calls(params);
    }
  }
  return [];
}

export function prefetchRouteData(pathname: string): void {
  for (const path of routeDataCalls(pathname)) prefetchGet(path);
}

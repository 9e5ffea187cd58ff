/**
 * Issue 15's static-HTML twins (pure, unit-tested; twin-browser.ts makes them): each Lighthouse
 * route's DOM once hydrated in Chromium, saved with its scripts removed into the site copy nginx
 * serves, so Lighthouse scores the same page with no JavaScript at all, served by the same nginx
 * with the same CSS, images and fonts.
 */

/** The twins' folder at the site root: nginx serves an existing file as it is (`try_files $uri`). */
export const TWIN_DIR = '__twin';

/** What a twin leaves out: every script, and the module preloads that only feed scripts. */
export const TWIN_REMOVED = 'script, link[rel="modulepreload"]';

/** A route as a file name: '/' -> 'home', '/product/1' -> 'product-1'. */
export function routeSlug(route: string): string {
  return route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
}

/** The twin's path on the site: '/product/1' -> '/__twin/product-1.html'. */
export function twinPath(route: string): string {
  return `/${TWIN_DIR}/${routeSlug(route)}.html`;
}

/** Lighthouse's blocked-URL globs ('*host*') as one pattern for Playwright's request routing. */
export function blockedPattern(globs: readonly string[]): RegExp {
  const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(globs.map((glob) => glob.split('*').map(escape).join('.*')).join('|'));
}

/**
 * The cookie that makes nginx render this browser's public pages afresh, never from its page cache
 * (nginx/templates/default.conf.template: proxy_cache_bypass / proxy_no_cache on it): the owner
 * sees a change at once, visitors within the cache's 10 seconds (ADR 0025). It carries nothing
 * private; nginx does not pass cookies to the renderer.
 */
export const FRESH_PAGES_COOKIE = 'gear_fresh_pages';
/** Renewed on every visit to the admin; a browser the owner stops using goes back to the cache. */
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export function markFreshPages(doc: Document = document): void {
  doc.cookie = `${FRESH_PAGES_COOKIE}=1; Path=/; Max-Age=${String(MAX_AGE_SECONDS)}; SameSite=Lax`;
}

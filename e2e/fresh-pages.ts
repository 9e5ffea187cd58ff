/**
 * The owner's cookie that makes nginx render public pages afresh, never from its page cache
 * (frontend/src/lib/fresh-pages.ts, nginx/templates/default.conf.template). A test that changes
 * the backend and then reads the server's HTML carries it, as the owner's browser does: a page
 * cached for 10 s from an earlier attempt (product ids come back after a delete) is not the
 * renderer's answer now.
 */
export const FRESH_PAGES = { name: 'gear_fresh_pages', header: 'gear_fresh_pages=1' } as const;

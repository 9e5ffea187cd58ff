import * as z from 'zod/mini';

/*
 * Query-string pieces of the admin lists (leads inbox, activity log). Kept apart from common.ts on
 * purpose: common.ts is in every public page's entry chunk, and these (with zod's ISO date-time
 * check) are needed only by admin code, so here they stay in the admin chunks.
 */

/**
 * An instant with an offset or Z (`2026-11-23T00:00:00.000+05:30`): the `from`/`to` of the admin
 * lists' filters (the UI turns local days into these).
 */
export function instantQuery() {
  return z.iso.datetime({ offset: true, error: 'Use an ISO 8601 date-time.' });
}

/** The search `q` of an admin list: trimmed, capped. */
export function searchQuery(max: number) {
  return z.string().check(z.trim(), z.maxLength(max, `Search must be at most ${max} characters.`));
}

/** `page` (1-based) and `pageSize` of an admin list's query string (numbers coerced from text). */
export function pagingQuery(pageSizeMax: number) {
  return {
    page: z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(1_000_000))),
    pageSize: z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(pageSizeMax))),
  };
}

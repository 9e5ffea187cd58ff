import { endOfDay, isLocalDay, startOfDay } from './local-day';

/**
 * What every admin list keeps in its address besides its own selects: a day range (local days,
 * YYYY-MM-DD), a search text and the page. A feature's search type extends this.
 */
export interface ListSearch {
  /** YYYY-MM-DD, local. */
  from?: string;
  to?: string;
  q?: string;
  page: number;
}

/** Reads from, to, q (trimmed, cut to `searchMax`) and page; malformed values are ignored. */
export function readListSearch(params: URLSearchParams, searchMax: number): ListSearch {
  const search: ListSearch = { page: 1 };
  const from = params.get('from');
  if (from && isLocalDay(from)) search.from = from;
  const to = params.get('to');
  if (to && isLocalDay(to)) search.to = to;
  const q = params.get('q')?.trim().slice(0, searchMax);
  if (q) search.q = q;
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) search.page = page;
  return search;
}

/** Adds from, to, q and page to the address's query (empty fields and page 1 left out). */
export function appendListSearch(params: URLSearchParams, search: ListSearch): URLSearchParams {
  if (search.from) params.set('from', search.from);
  if (search.to) params.set('to', search.to);
  if (search.q) params.set('q', search.q);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

/** Adds the day range (as the instants the API takes) and q to an API query; no page. */
export function appendRangeQuery(params: URLSearchParams, search: ListSearch): URLSearchParams {
  const from = search.from && startOfDay(search.from);
  if (from) params.set('from', from);
  const to = search.to && endOfDay(search.to);
  if (to) params.set('to', to);
  if (search.q) params.set('q', search.q);
  return params;
}

/** `path?query`, or just `path` when the query is empty. */
export function withQuery(path: string, query: URLSearchParams): string {
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

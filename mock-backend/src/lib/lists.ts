/** Shared pieces of the admin lists (leads inbox, activity log): time ranges and pages. */

/**
 * Whether an ISO instant lies within the inclusive `from`/`to` instants; a bound not given (or
 * empty) does not limit.
 */
export function instantRange(from?: string, to?: string): (at: string) => boolean {
  const fromMs = from ? Date.parse(from) : null;
  const toMs = to ? Date.parse(to) : null;
  if (fromMs === null && toMs === null) return () => true;
  return (at) => {
    const ms = Date.parse(at);
    return !(fromMs !== null && ms < fromMs) && !(toMs !== null && ms > toMs);
  };
}

/** One page of a list answer (1-based). */
interface Page<T> {
  data: T[];
  /** Items in the whole list (all pages). */
  total: number;
  page: number;
  pageSize: number;
}

/** The requested page of `items`: page 1 and `defaultPageSize` items when not given. */
export function pageOf<T>(
  items: readonly T[],
  query: { page?: number | undefined; pageSize?: number | undefined },
  defaultPageSize: number,
): Page<T> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? defaultPageSize;
  const start = (page - 1) * pageSize;
  return { data: items.slice(start, start + pageSize), total: items.length, page, pageSize };
}

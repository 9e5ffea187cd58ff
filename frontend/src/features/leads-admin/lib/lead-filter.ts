import { LeadKindSchema, type LeadKind } from '@gear/contract/leads';
import { LeadStatusSchema, type LeadStatus } from '@gear/contract/leads-admin';
import { LEADS_LIMITS } from '@gear/contract/limits';

/**
 * The inbox filter as the page keeps it in its address (`?type=contact&status=new&from=2026-11-01
 * &to=2026-11-23&q=ravi&page=2`), so reload and Back keep it. Days are the owner's local days;
 * the API gets instants (start and end of those days, with the local offset).
 */
export interface LeadSearch {
  type?: LeadKind;
  status?: LeadStatus;
  /** YYYY-MM-DD, local. */
  from?: string;
  to?: string;
  q?: string;
  page: number;
}

export const LEAD_KIND_LABELS: Record<LeadKind, string> = {
  inquiry: 'Inquiry',
  contact: 'Contact message',
  brochure: 'Brochure request',
};

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  closed: 'Closed',
  spam: 'Spam',
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function dayParts(day: string): [number, number, number] | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(year, month - 1, date);
  return check.getFullYear() === year && check.getMonth() === month - 1 && check.getDate() === date
    ? [year, month, date]
    : null;
}

/** Reads the filter from the address; unknown or malformed values are ignored. */
export function readLeadSearch(params: URLSearchParams): LeadSearch {
  const search: LeadSearch = { page: 1 };
  const type = LeadKindSchema.safeParse(params.get('type'));
  if (type.success) search.type = type.data;
  const status = LeadStatusSchema.safeParse(params.get('status'));
  if (status.success) search.status = status.data;
  const from = params.get('from');
  if (from && dayParts(from)) search.from = from;
  const to = params.get('to');
  if (to && dayParts(to)) search.to = to;
  const q = params.get('q')?.trim().slice(0, LEADS_LIMITS.searchMax);
  if (q) search.q = q;
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) search.page = page;
  return search;
}

/** The address's query for a filter (empty fields and page 1 left out). */
export function writeLeadSearch(search: LeadSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.type) params.set('type', search.type);
  if (search.status) params.set('status', search.status);
  if (search.from) params.set('from', search.from);
  if (search.to) params.set('to', search.to);
  if (search.q) params.set('q', search.q);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

const pad = (value: number, width = 2) => String(Math.abs(value)).padStart(width, '0');

/** A local time as an ISO 8601 instant with the local offset (`2026-11-23T00:00:00.000+05:30`). */
export function localInstant(date: Date): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return (
    `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` +
    `.${pad(date.getMilliseconds(), 3)}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`
  );
}

/** The first instant of a local day (YYYY-MM-DD). */
export function startOfDay(day: string): string | undefined {
  const parts = dayParts(day);
  return parts ? localInstant(new Date(parts[0], parts[1] - 1, parts[2], 0, 0, 0, 0)) : undefined;
}

/** The last instant (millisecond) of a local day. */
export function endOfDay(day: string): string | undefined {
  const parts = dayParts(day);
  return parts
    ? localInstant(new Date(parts[0], parts[1] - 1, parts[2], 23, 59, 59, 999))
    : undefined;
}

/** The API query of the filter: what the list shows and what 'Export CSV' exports. */
export function leadFilterQuery(search: LeadSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.type) params.set('type', search.type);
  if (search.status) params.set('status', search.status);
  const from = search.from && startOfDay(search.from);
  if (from) params.set('from', from);
  const to = search.to && endOfDay(search.to);
  if (to) params.set('to', to);
  if (search.q) params.set('q', search.q);
  return params;
}

/** `path?query`, or just `path` for an empty query. */
export const withQuery = (path: string, query: URLSearchParams) => {
  const text = query.toString();
  return text ? `${path}?${text}` : path;
};

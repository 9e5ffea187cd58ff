import { LeadKindSchema, type LeadKind } from '@gear/contract/leads';
import { LeadStatusSchema, type LeadStatus } from '@gear/contract/leads-admin';
import { LEADS_LIMITS } from '@gear/contract/limits';
import {
  appendListSearch,
  appendRangeQuery,
  readListSearch,
  type ListSearch,
} from '@/components/admin/admin-list/list-search';

/**
 * The inbox filter as the page keeps it in its address (`?type=contact&status=new&from=2026-11-01
 * &to=2026-11-23&q=ravi&page=2`), so reload and Back keep it. Days are the owner's local days;
 * the API gets instants (start and end of those days, with the local offset).
 */
export interface LeadSearch extends ListSearch {
  type?: LeadKind;
  status?: LeadStatus;
}

export const LEAD_KIND_LABELS: Record<LeadKind, string> = {
  inquiry: 'Inquiry',
  contact: 'Contact message',
  brochure: 'Brochure request',
  quote: 'Quote request',
};

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  closed: 'Closed',
  spam: 'Spam',
};

/** Reads the filter from the address; unknown or malformed values are ignored. */
export function readLeadSearch(params: URLSearchParams): LeadSearch {
  const search: LeadSearch = readListSearch(params, LEADS_LIMITS.searchMax);
  const type = LeadKindSchema.safeParse(params.get('type'));
  if (type.success) search.type = type.data;
  const status = LeadStatusSchema.safeParse(params.get('status'));
  if (status.success) search.status = status.data;
  return search;
}

/** The address's query for a filter (empty fields and page 1 left out). */
export function writeLeadSearch(search: LeadSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.type) params.set('type', search.type);
  if (search.status) params.set('status', search.status);
  return appendListSearch(params, search);
}

/** The API query of the filter: what the list shows and what 'Export CSV' exports. */
export function leadFilterQuery(search: LeadSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.type) params.set('type', search.type);
  if (search.status) params.set('status', search.status);
  return appendRangeQuery(params, search);
}

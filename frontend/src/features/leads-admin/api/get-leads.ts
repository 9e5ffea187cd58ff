import { API_PATHS } from '@gear/contract/api-paths';
import { LeadListResponseSchema, type LeadListResponse } from '@gear/contract/leads-admin';
import { apiRequest } from '@/lib/api-client';
import { withQuery } from '@/components/admin/admin-list/list-search';

/** GET /api/leads?type&status&from&to&q&page: one page of the matching leads, newest first. */
export function getLeads(query: URLSearchParams, signal?: AbortSignal): Promise<LeadListResponse> {
  return apiRequest(withQuery(API_PATHS.leads, query), {
    schema: LeadListResponseSchema,
    auth: true,
    signal,
  });
}

import { API_PATHS } from '@gear/contract/api-paths';
import { LeadSummarySchema, type LeadSummary } from '@gear/contract/leads-admin';
import { apiRequest } from '@/lib/api-client';

/** GET /api/leads/summary with the admin token: unread leads and failed notification mails. */
export function getLeadsSummary(signal?: AbortSignal): Promise<LeadSummary> {
  return apiRequest(API_PATHS.leadsSummary, { schema: LeadSummarySchema, auth: true, signal });
}

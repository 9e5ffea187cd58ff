import { API_PATHS } from '@gear/contract/api-paths';
import { AdminSummarySchema, type AdminSummary } from '@gear/contract/admin-summary';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/summary with the admin token: every figure of the dashboard in one call. */
export function getAdminSummary(signal: AbortSignal): Promise<AdminSummary> {
  return apiRequest(API_PATHS.adminSummary, { schema: AdminSummarySchema, auth: true, signal });
}

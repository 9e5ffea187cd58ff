import { ActivityListResponseSchema, type ActivityListResponse } from '@gear/contract/activity';
import { API_PATHS } from '@gear/contract/api-paths';
import { apiRequest } from '@/lib/api-client';
import { withQuery } from '@/components/admin/admin-list/list-search';

/** GET /api/activity?action&entity&from&to&q&page: one page of the log, newest first. */
export function getActivity(
  query: URLSearchParams,
  signal?: AbortSignal,
): Promise<ActivityListResponse> {
  return apiRequest(withQuery(API_PATHS.activity, query), {
    schema: ActivityListResponseSchema,
    auth: true,
    signal,
  });
}

import type { ActivityEntry } from '@gear/contract/activity';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { useAdminData } from '@/components/admin/use-admin-data';
import { getActivity } from '../api/get-activity';

type ActivityState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'unsupported' }
  | { status: 'ready'; entries: ActivityEntry[]; total: number; page: number; pageSize: number };

/**
 * One page of the activity log for the API query `query`; loaded again when it changes. A
 * backend without the log (404) is 'unsupported', not an error (ADR 0023).
 */
export function useActivity(query: URLSearchParams): ActivityState {
  const key = query.toString();
  const state = useAdminData((signal) => getActivity(new URLSearchParams(key), signal), key, {
    toast: { fallback: ADMIN_MESSAGES.activityFetchFailed },
    unsupportedOn404: true,
  });
  if (state.status !== 'success') return { status: state.status };
  const { data, total, page, pageSize } = state.data;
  return { status: 'ready', entries: data, total, page, pageSize };
}

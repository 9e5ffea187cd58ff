import type { ActivityEntry } from '@gear/contract/activity';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { adminErrorMessage } from '@/components/admin/admin-error';
import { notify } from '@/components/admin/toast';
import { isNotFound } from '@/lib/api-client';
import { useAsync } from '@/lib/use-async';
import { getActivity } from '../api/get-activity';

/** A backend without the activity log (the real one, so far) answers 404: not an error to report. */
const isUnsupported = isNotFound;

type Loaded = Extract<ActivityState, { status: 'ready' | 'unsupported' }>;

async function loadActivity(query: URLSearchParams, signal: AbortSignal): Promise<Loaded> {
  try {
    const answer = await getActivity(query, signal);
    const { data, total, page, pageSize } = answer;
    return { status: 'ready', entries: data, total, page, pageSize };
  } catch (error) {
    if (isUnsupported(error)) return { status: 'unsupported' };
    // Told here, once per failed load (an aborted run is not a failure).
    if (!signal.aborted) {
      notify.error(adminErrorMessage(error, { fallback: ADMIN_MESSAGES.activityFetchFailed }));
    }
    throw error;
  }
}

type ActivityState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'unsupported' }
  | { status: 'ready'; entries: ActivityEntry[]; total: number; page: number; pageSize: number };

/** One page of the activity log for the API query `query`; loaded again when it changes. */
export function useActivity(query: URLSearchParams): ActivityState {
  const key = query.toString();
  const state = useAsync((signal) => loadActivity(new URLSearchParams(key), signal), key);
  if (state.status === 'success') return state.data;
  return { status: state.status };
}

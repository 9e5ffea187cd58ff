import type { Lead, LeadListResponse } from '@gear/contract/leads-admin';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { useCallback, useState } from 'react';
import { adminErrorMessage } from '@/components/admin/admin-error';
import { notify } from '@/components/admin/toast';
import { setUnreadLeads } from '@/components/admin/unread-leads';
import { isNotFound } from '@/lib/api-client';
import { useAsync } from '@/lib/use-async';
import { getLeads } from '../api/get-leads';

type Loaded = { kind: 'list'; answer: LeadListResponse } | { kind: 'unsupported' };

/** A backend without the leads API (the real one, so far) answers 404: not an error to report. */
const isUnsupported = isNotFound;

async function loadLeads(query: URLSearchParams, signal: AbortSignal): Promise<Loaded> {
  try {
    const answer = await getLeads(query, signal);
    setUnreadLeads(answer.unread);
    return { kind: 'list', answer };
  } catch (error) {
    if (isUnsupported(error)) {
      setUnreadLeads(null);
      return { kind: 'unsupported' };
    }
    // Told here, once per failed load (an aborted run is not a failure).
    if (!signal.aborted) {
      notify.error(adminErrorMessage(error, { fallback: ADMIN_MESSAGES.leadsFetchFailed }));
    }
    throw error;
  }
}

type LeadsState =
  | { status: 'loading' | 'error' | 'unsupported' }
  | { status: 'ready'; leads: Lead[]; total: number; page: number; pageSize: number };

/**
 * One page of the inbox for the API query `query` (filter and page). Loaded again whenever the
 * query changes; `replace` puts a lead the server sent back (after a change) in its row.
 */
export function useLeads(query: URLSearchParams) {
  const key = query.toString();
  const state = useAsync((signal) => loadLeads(new URLSearchParams(key), signal), key);
  const [view, setView] = useState<{ from: LeadListResponse; leads: Lead[] } | null>(null);

  const answer =
    state.status === 'success' && state.data.kind === 'list' ? state.data.answer : null;
  // A new answer replaces the local rows (adjusting state while rendering, no effect needed).
  if (answer && view?.from !== answer) setView({ from: answer, leads: answer.data });

  const replace = useCallback((lead: Lead) => {
    setView(
      (current) =>
        current && {
          ...current,
          leads: current.leads.map((row) => (row.id === lead.id ? lead : row)),
        },
    );
  }, []);

  let leads: LeadsState;
  if (state.status === 'loading') leads = { status: 'loading' };
  else if (state.status === 'error') leads = { status: 'error' };
  else if (state.data.kind === 'unsupported') leads = { status: 'unsupported' };
  else {
    const { total, page, pageSize } = state.data.answer;
    leads = {
      status: 'ready',
      leads: view?.from === state.data.answer ? view.leads : state.data.answer.data,
      total,
      page,
      pageSize,
    };
  }
  return { leads, reload: state.reload, replace };
}

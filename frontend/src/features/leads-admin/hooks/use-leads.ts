import type { Lead, LeadListResponse } from '@gear/contract/leads-admin';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { useCallback, useState } from 'react';
import { useAdminData } from '@/components/admin/use-admin-data';
import { getLeads } from '../api/get-leads';

type LeadsState =
  | { status: 'loading' | 'error' | 'unsupported' }
  | { status: 'ready'; leads: Lead[]; total: number; page: number; pageSize: number };

/**
 * One page of the inbox for the API query `query` (filter and page). Loaded again whenever the
 * query changes; `replace` puts a lead the server sent back (after a change) in its row. A backend
 * without the leads API (404) is 'unsupported', not an error (ADR 0023).
 */
export function useLeads(query: URLSearchParams) {
  const key = query.toString();
  const state = useAdminData((signal) => getLeads(new URLSearchParams(key), signal), key, {
    toast: { fallback: ADMIN_MESSAGES.leadsFetchFailed },
    unsupportedOn404: true,
  });
  const [view, setView] = useState<{ from: LeadListResponse; leads: Lead[] } | null>(null);

  const answer = state.status === 'success' ? state.data : null;
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
  if (state.status !== 'success') leads = { status: state.status };
  else {
    const { total, page, pageSize } = state.data;
    leads = {
      status: 'ready',
      leads: view?.from === state.data ? view.leads : state.data.data,
      total,
      page,
      pageSize,
    };
  }
  return { leads, reload: state.reload, replace };
}

import { useEffect, useEffectEvent } from 'react';
import { onLeadsChanged, setUnreadLeads } from '@/components/admin/unread-leads';
import { isNotFound } from '@/lib/api-client';
import { getLeadsSummary } from '../api/get-leads-summary';

/** The sidebar asks for the unread count this often while the tab is visible. */
const UNREAD_REFRESH_MS = 60_000;

/**
 * Keeps the shared unread-leads count fresh for the sidebar badge: on every route change
 * (`routeKey`), every minute while the tab is visible (and when it becomes visible again), and at
 * once when the inbox changes a lead's read state. Quiet by design: a backend without leads (404)
 * just has no badge, and a failed refresh keeps the last count; no toasts from the sidebar.
 */
export function useUnreadLeadsRefresh(routeKey: string) {
  const refresh = useEffectEvent((signal: AbortSignal) => {
    getLeadsSummary(signal).then(
      (summary) => {
        if (!signal.aborted) setUnreadLeads(summary.unread);
      },
      (error: unknown) => {
        if (!signal.aborted && isNotFound(error)) {
          setUnreadLeads(null);
        }
      },
    );
  });

  useEffect(() => {
    let controller = new AbortController();
    const run = () => {
      controller.abort();
      controller = new AbortController();
      refresh(controller.signal);
    };
    run();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') run();
    }, UNREAD_REFRESH_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') run();
    };
    document.addEventListener('visibilitychange', onVisible);
    const stopListening = onLeadsChanged(run);
    return () => {
      controller.abort();
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      stopListening();
    };
  }, [routeKey]);
}

import { useEffect } from 'react';
import { useAdminData } from '@/components/admin/use-admin-data';
import { getLeadsSummary } from '../api/get-leads-summary';

/** The sidebar asks for the unread count this often while the tab is visible. */
const UNREAD_REFRESH_MS = 60_000;

/**
 * The sidebar badge's unread-leads count, and `revalidate` to ask for it again. Asked on every
 * route change (`routeKey`), every minute while the tab is visible and when it becomes visible
 * again. Quiet by design: a backend without leads (404) has no badge (null), a failed request
 * keeps the last count, and the sidebar never toasts.
 */
export function useUnreadLeadsCount(routeKey: string) {
  const summary = useAdminData(getLeadsSummary, routeKey, {
    toast: 'quiet',
    unsupportedOn404: true,
  });
  const { reload } = summary;

  // routeKey: each route change has just asked, so the next minute starts from there.
  useEffect(() => {
    const revalidateIfVisible = () => {
      if (document.visibilityState === 'visible') reload();
    };
    const timer = setInterval(revalidateIfVisible, UNREAD_REFRESH_MS);
    document.addEventListener('visibilitychange', revalidateIfVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', revalidateIfVisible);
    };
  }, [reload, routeKey]);

  return { count: summary.latest?.unread ?? null, revalidate: reload };
}

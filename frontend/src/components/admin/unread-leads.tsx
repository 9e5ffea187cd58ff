import { createContext, useContext, type ReactNode } from 'react';

/** Outside the admin shell (a page rendered alone in a test) there is no badge to revalidate. */
const RevalidateUnreadLeads = createContext<() => void>(() => undefined);

/**
 * The admin shell (admin-shell) owns the sidebar's unread-leads count and provides `revalidate`,
 * which asks the server for it again; the inbox (leads-admin) calls it after it changes a lead's
 * read state. Here because the two features may not import each other.
 */
export function UnreadLeadsProvider({
  revalidate,
  children,
}: {
  revalidate: () => void;
  children: ReactNode;
}) {
  return <RevalidateUnreadLeads value={revalidate}>{children}</RevalidateUnreadLeads>;
}

/** Asks the shell to load the unread count again (after a lead was marked read or unread). */
export function useRevalidateUnreadLeads(): () => void {
  return useContext(RevalidateUnreadLeads);
}

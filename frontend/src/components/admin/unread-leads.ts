import { useSyncExternalStore } from 'react';

/**
 * The unread-leads count shared by the sidebar badge (admin-shell) and the inbox (leads-admin),
 * which may not import each other. `null` = not known, or the backend has no leads: no badge.
 * The inbox calls `leadsChanged()` after marking a lead read or unread; the sidebar listens and
 * asks the server for the new count at once.
 */
let unread: number | null = null;
const countListeners = new Set<() => void>();
const changeListeners = new Set<() => void>();

export function setUnreadLeads(count: number | null): void {
  if (count === unread) return;
  unread = count;
  for (const listener of countListeners) listener();
}

export function getUnreadLeads(): number | null {
  return unread;
}

/** The current count; re-renders when it changes. */
export function useUnreadLeads(): number | null {
  return useSyncExternalStore(
    (listener) => {
      countListeners.add(listener);
      return () => {
        countListeners.delete(listener);
      };
    },
    getUnreadLeads,
    () => null,
  );
}

/** Tells the sidebar that the read state of some lead changed (it refreshes its count). */
export function leadsChanged(): void {
  for (const listener of changeListeners) listener();
}

export function onLeadsChanged(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => {
    changeListeners.delete(listener);
  };
}

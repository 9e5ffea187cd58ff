/**
 * A sentence for the login page from whoever sent the owner there (signed out everywhere, a
 * session that ended with a 401): carried in the router's location state, so it shows once, on
 * that visit, and never travels in the address.
 */
interface LoginNoticeState {
  loginNotice: string;
}

/** The `state` of a navigation to the login page that shows `notice` there. */
export const loginNoticeState = (notice: string): LoginNoticeState => ({ loginNotice: notice });

/** The notice carried by a location's state, or null. */
export function readLoginNotice(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('loginNotice' in state)) return null;
  const { loginNotice } = state;
  return typeof loginNotice === 'string' && loginNotice.trim() !== '' ? loginNotice : null;
}

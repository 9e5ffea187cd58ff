import { clearToken, getToken } from './storage';

/**
 * The `exp` claim (seconds) of a JWT, or null when the token is not a readable JWT. Nothing is
 * verified here: the server decides; this only spares the owner a page that would fail anyway.
 */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload || token.split('.').length !== 3) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(json);
    if (typeof claims !== 'object' || claims === null || !('exp' in claims)) return null;
    return typeof claims.exp === 'number' ? claims.exp : null;
  } catch {
    return null;
  }
}

/**
 * SPEC §4: a stored token means the admin pages are available. A token that is visibly expired
 * (a JWT past its `exp`) is removed and counts as none, so the guard sends the owner to /admin at
 * once instead of after the first failing call. Opaque tokens (a real backend's) are trusted
 * until the server answers 401.
 */
export function hasSession(now: number = Date.now()): boolean {
  const token = getToken();
  if (!token) return false;
  const expiry = tokenExpiry(token);
  if (expiry !== null && expiry * 1000 <= now) {
    clearToken();
    return false;
  }
  return true;
}

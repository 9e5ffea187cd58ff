/**
 * How the site's own proxy says that IT could not reach the backend (connection refused, timed
 * out, no such host), as opposed to a 5xx the backend itself sent (issue 14). Behind a proxy the
 * browser never sees a network error, only this answer; the frontend treats an answer carrying
 * the header exactly like a request that never got through (SPEC §8 "network error" messages).
 * nginx (nginx/templates/default.conf.template, @backend_unavailable), `npm start` and the dev
 * server (frontend/vite-plugins/backend-proxy.ts) all send it; a test compares each with this.
 */
export const BACKEND_UNREACHABLE = {
  status: 502,
  header: 'X-Backend-Status',
  value: 'unreachable',
  body: { success: false, error: 'Backend server is down. Please try again later.' },
} as const;

/** True when an answer's headers say the site's proxy could not reach the backend. */
export function isBackendUnreachableAnswer(
  status: number,
  header: (name: string) => string | null,
): boolean {
  return status >= 500 && header(BACKEND_UNREACHABLE.header)?.trim() === BACKEND_UNREACHABLE.value;
}

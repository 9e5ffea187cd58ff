import type { ServerResponse } from 'node:http';
import type { ProxyOptions } from 'vite';
// Relative, not '@gear/contract/...': see seo-files.ts.
import { BACKEND_UNREACHABLE } from '../../contract/src/backend-proxy.ts';

export const API_PREFIX = '/backend';
/** As nginx's proxy_read_timeout: a backend that accepts but never answers counts as unreachable. */
export const UPSTREAM_TIMEOUT_MS = 60_000;

/**
 * Answers a request the proxy could not deliver as nginx's @backend_unavailable does: 502, the
 * API's error shape and the header that tells the SPA no backend answered (issue 14).
 */
export function answerBackendUnreachable(res: ServerResponse): void {
  if (res.headersSent || res.writableEnded) return;
  res.writeHead(BACKEND_UNREACHABLE.status, {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
    [BACKEND_UNREACHABLE.header]: BACKEND_UNREACHABLE.value,
  });
  res.end(`${JSON.stringify(BACKEND_UNREACHABLE.body)}\n`);
}

/** `/backend/x` → `${upstream}/x`, as nginx does in production (vite preview and vite dev). */
export function backendProxy(upstream: string): Record<string, ProxyOptions> {
  return {
    [API_PREFIX]: {
      target: upstream,
      changeOrigin: true,
      xfwd: true,
      proxyTimeout: UPSTREAM_TIMEOUT_MS,
      rewrite: (path) => path.slice(API_PREFIX.length) || '/',
      // Runs before Vite's own handler, which then only logs (its bare text/plain 502 would read
      // as a backend's own error to the SPA).
      configure(proxy) {
        proxy.on('error', (_error, _req, res) => {
          if ('writeHead' in res) answerBackendUnreachable(res);
        });
      },
    },
  };
}

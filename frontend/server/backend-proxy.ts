import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import { BACKEND_UNREACHABLE } from '@gear/contract/backend-proxy';
import { bodyLimitFor, type BodyLimits } from './request-limits.ts';

export const API_PREFIX = '/backend';
/** nginx's proxy_connect_timeout and proxy_read_timeout (nginx/snippets/proxy-backend-timeouts.conf). */
const UPSTREAM_CONNECT_TIMEOUT_MS = 5_000;
const UPSTREAM_TIMEOUT_MS = 60_000;

/** Hop-by-hop headers (RFC 9110 §7.6.1) and what nginx replaces: never forwarded as they came. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'host',
]);
/** Headers the site sets itself (as nginx's proxy_hide_header): never two copies or a banner. */
const HIDDEN_ANSWER_HEADERS = new Set([
  'x-powered-by',
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

/**
 * Answers a request the proxy could not deliver as nginx's @backend_unavailable does: 502, the
 * API's error shape and the header that tells the site no backend answered (issue 14).
 */
function answerBackendUnreachable(res: ServerResponse): void {
  if (res.headersSent || res.writableEnded) return;
  res.writeHead(BACKEND_UNREACHABLE.status, {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
    [BACKEND_UNREACHABLE.header]: BACKEND_UNREACHABLE.value,
  });
  res.end(`${JSON.stringify(BACKEND_UNREACHABLE.body)}\n`);
}

/** nginx's @backend_too_large: 413 in the API's error shape. */
function answerTooLarge(res: ServerResponse): void {
  if (res.headersSent || res.writableEnded) return;
  res.writeHead(413, { 'Content-Type': 'application/json', Connection: 'close' });
  res.end('{"success":false,"error":"The request body is too large."}\n');
}

/**
 * `/backend/x` → `${upstream}/x`, as nginx does (nginx/snippets/proxy-backend.conf): the
 * upstream's Host, X-Forwarded-*, nginx's body limit for the path, its timeouts, and a marked 502
 * when the backend cannot be reached. Mounted at /backend (req.url is the rest of the path).
 */
export function backendProxy(upstream: string, limits: BodyLimits) {
  const base = new URL(upstream);
  const client = base.protocol === 'https:' ? https : http;
  return (req: IncomingMessage, res: ServerResponse): void => {
    const rest = req.url ?? '/';
    const limit = bodyLimitFor(limits, `${API_PREFIX}${rest.split('?')[0] ?? ''}`);
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > limit) {
      answerTooLarge(res);
      req.resume();
      return;
    }

    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
    }
    const forwardedFor = req.headers['x-forwarded-for'];
    const remote = req.socket.remoteAddress ?? '';
    headers['x-forwarded-for'] = forwardedFor ? `${String(forwardedFor)}, ${remote}` : remote;
    headers['x-real-ip'] = remote;
    headers['x-forwarded-proto'] = 'http';
    headers['x-forwarded-host'] = req.headers.host ?? '';
    headers['x-forwarded-prefix'] = API_PREFIX;
    if (req.headers['transfer-encoding']) headers['transfer-encoding'] = 'chunked';

    const target = new URL(`${base.pathname.replace(/\/+$/, '')}${rest}`, base);
    const outgoing = client.request(target, {
      method: req.method,
      headers,
      timeout: UPSTREAM_TIMEOUT_MS,
    });
    const connectTimer = setTimeout(() => {
      outgoing.destroy(new Error('connect timeout'));
    }, UPSTREAM_CONNECT_TIMEOUT_MS);
    outgoing.on('socket', (socket) => {
      if (!socket.connecting) clearTimeout(connectTimer);
      socket.once('connect', () => {
        clearTimeout(connectTimer);
      });
    });
    outgoing.on('timeout', () => {
      outgoing.destroy(new Error('upstream timeout'));
    });
    outgoing.on('error', () => {
      clearTimeout(connectTimer);
      answerBackendUnreachable(res);
    });
    outgoing.on('response', (answer) => {
      clearTimeout(connectTimer);
      const answerHeaders: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (!HIDDEN_ANSWER_HEADERS.has(name) && value !== undefined) answerHeaders[name] = value;
      }
      res.writeHead(answer.statusCode ?? 502, answerHeaders);
      answer.pipe(res);
    });

    // A body without a declared length is counted as it streams: over the limit, it is cut off.
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) {
        outgoing.destroy();
        answerTooLarge(res);
        req.unpipe(outgoing);
        req.resume();
      }
    });
    req.pipe(outgoing);
  };
}

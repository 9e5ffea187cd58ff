/**
 * Issue 15's render throughput: /product/{id} rendered by the renderer on every request (its own
 * port: it has no cache), the same page through nginx's page cache (plain, and as a browser asks
 * for it, gzip), and the mock's own GET /api/subcategories as the same-run baseline.
 */
import http from 'node:http';
import { load, warmUp } from './load.ts';
import type { RenderRow, RenderSection } from './results.ts';
import { log } from './servers.ts';

/** A phone's browser asking for a page: the cached copy is compressed by nginx per request. */
const BROWSER_HEADERS = {
  Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'Accept-Encoding': 'gzip',
  'Accept-Language': 'en-US,en;q=0.9',
  'User-Agent':
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
} as const;

/** A header's value whatever its spelling; the first one when it came more than once. */
export function headerValue(
  headers: Readonly<Record<string, string | string[] | undefined>>,
  name: string,
): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === wanted) return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}

/** One request's status and headers (fetch would decode a gzip answer and hide the encoding). */
function sample(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      response.resume();
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, headers: response.headers });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

async function measure(options: {
  label: string;
  origin: string;
  path: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /**
   * Through nginx: after the warm-up, request the page one at a time until nginx's cache answers
   * (HIT), so that the measured load starts on a freshly stored copy.
   */
  primeCache?: boolean;
  /** Checked after the warm-up, before the measured load: throws when the setup is wrong. */
  check?: (answer: { status: number; headers: http.IncomingHttpHeaders }) => void;
}): Promise<RenderRow> {
  const url = `${options.origin}${options.path}`;
  const headers = options.headers ?? {};
  await warmUp(url, options.connections, headers);
  if (options.primeCache) await primeCache(url, headers);
  options.check?.(await sample(url, headers));
  const cacheStatuses: Record<string, number> = {};
  let uncacheable = 0;
  const figures = await load({
    url,
    connections: options.connections,
    seconds: options.seconds,
    headers,
    onResponse: (_status, answer) => {
      const cache = headerValue(answer, 'X-Cache-Status');
      if (cache !== undefined) cacheStatuses[cache] = (cacheStatuses[cache] ?? 0) + 1;
      if (headerValue(answer, 'X-Accel-Expires') === '0') uncacheable += 1;
    },
  });
  const { bytesRead, ...loadFigures } = figures;
  const row: RenderRow = {
    label: options.label,
    path: options.path,
    url,
    headers,
    ...loadFigures,
    cacheStatuses,
    uncacheable,
    bytesPerAnswer: figures.requests > 0 ? bytesRead / figures.requests : NaN,
  };
  log(
    `render ${options.label}: ${Math.round(row.reqPerSec)} req/s, p50 ${row.p50Ms} ms, ` +
      `p99 ${row.p99Ms} ms, ${row.errors} errors` +
      (Object.keys(cacheStatuses).length > 0
        ? `, X-Cache-Status ${JSON.stringify(cacheStatuses)}`
        : '') +
      (uncacheable > 0 ? `, ${uncacheable} with X-Accel-Expires: 0` : ''),
  );
  return row;
}

const PRIME_TIMEOUT_MS = 60_000;

/**
 * A warm-up under load may store nothing: a render whose backend read ran over its budget says
 * X-Accel-Expires: 0, and requests cut off at the end of the warm-up may abort the render. One
 * request at a time until a HIT (or the timeout: the check that follows then says why).
 */
async function primeCache(url: string, headers: Record<string, string>): Promise<void> {
  const deadline = Date.now() + PRIME_TIMEOUT_MS;
  let tries = 0;
  while (Date.now() < deadline) {
    tries += 1;
    const answer = await sample(url, headers);
    if (answer.status === 200 && headerValue(answer.headers, 'X-Cache-Status') === 'HIT') {
      if (tries > 1) log(`render: ${url} in nginx's cache after ${tries} requests`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The warm-up must have left the page in nginx's cache, or the "cached" load measures renders. */
function expectHit(what: string, answer: { status: number; headers: http.IncomingHttpHeaders }) {
  const cache = headerValue(answer.headers, 'X-Cache-Status');
  if (answer.status !== 200 || cache !== 'HIT') {
    throw new Error(
      `${what}: after the warm-up nginx answered ${answer.status} with X-Cache-Status ` +
        `${cache ?? '(none)'}, not a 200 HIT: the page is not cached (X-Accel-Expires: 0 from a ` +
        'slow or failed backend read? a gear_fresh_pages cookie?)',
    );
  }
}

export async function runRender(options: {
  mockOrigin: string;
  rendererOrigin: string;
  nginxOrigin: string;
  /** /product/{id} of the first product. */
  page: string;
  connections: number;
  seconds: number;
}): Promise<RenderSection> {
  const common = { connections: options.connections, seconds: options.seconds };
  const first = await sample(`${options.rendererOrigin}${options.page}`);
  if (first.status !== 200) {
    throw new Error(`the renderer answered ${first.status} for ${options.page}`);
  }
  const baseline = await measure({
    label: 'mock GET /api/subcategories',
    origin: options.mockOrigin,
    path: '/api/subcategories',
    ...common,
  });
  const uncached = await measure({
    label: 'renderer (uncached)',
    origin: options.rendererOrigin,
    path: options.page,
    ...common,
  });
  let sampleCacheStatus = '';
  const cached = await measure({
    label: "nginx's page cache",
    origin: options.nginxOrigin,
    path: options.page,
    ...common,
    primeCache: true,
    check: (answer) => {
      expectHit(`${options.page} through nginx`, answer);
      sampleCacheStatus = headerValue(answer.headers, 'X-Cache-Status') ?? '';
    },
  });
  const cachedGzip = await measure({
    label: "nginx's page cache, browser request (gzip)",
    origin: options.nginxOrigin,
    path: options.page,
    headers: { ...BROWSER_HEADERS },
    ...common,
    primeCache: true,
    check: (answer) => {
      expectHit(`${options.page} through nginx with Accept-Encoding: gzip`, answer);
      const encoding = headerValue(answer.headers, 'Content-Encoding');
      if (encoding !== 'gzip') {
        throw new Error(
          `nginx answered the gzip request with Content-Encoding ${encoding ?? '(none)'}`,
        );
      }
    },
  });
  return {
    ...common,
    page: options.page,
    sampleCacheStatus,
    baseline,
    uncached,
    cached,
    cachedGzip,
  };
}

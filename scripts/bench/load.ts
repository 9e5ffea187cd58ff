/** autocannon against one URL, reduced to the figures of the report. */
import type { IncomingHttpHeaders } from 'node:http';
import autocannon from 'autocannon';
import type { LoadFigures } from './results.ts';

export async function load(options: {
  url: string;
  connections: number;
  seconds: number;
  /** Sent with every request. */
  headers?: Record<string, string>;
  /** Called with every answer's status and headers (names as the server spelled them). */
  onResponse?: (status: number, headers: IncomingHttpHeaders) => void;
}): Promise<LoadFigures & { bytesRead: number }> {
  const { onResponse } = options;
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    timeout: 10,
    ...(options.headers ? { headers: options.headers } : {}),
    ...(onResponse
      ? {
          requests: [
            {
              onResponse: (
                status: number,
                _body: string,
                _context: object,
                headers: IncomingHttpHeaders | undefined,
              ) => {
                onResponse(status, headers ?? {});
              },
            },
          ],
        }
      : {}),
  });
  return {
    reqPerSec: result.duration > 0 ? result.requests.total / result.duration : 0,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
    requests: result.requests.total,
    bytesRead: result.throughput.total,
  };
}

/** A short run whose figures are thrown away: JIT, connection pools and caches warm up. */
export async function warmUp(
  url: string,
  connections: number,
  headers?: Record<string, string>,
): Promise<void> {
  await load({ url, connections, seconds: 1, ...(headers ? { headers } : {}) });
}

/** autocannon against one URL, reduced to the figures of the report. */
import autocannon from 'autocannon';
import type { LoadFigures } from './results.ts';

export async function load(options: {
  url: string;
  connections: number;
  seconds: number;
}): Promise<LoadFigures> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    timeout: 10,
  });
  return {
    reqPerSec: result.duration > 0 ? result.requests.total / result.duration : 0,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
    requests: result.requests.total,
  };
}

/** A short run whose figures are thrown away: JIT, connection pools and caches warm up. */
export async function warmUp(url: string, connections: number): Promise<void> {
  await load({ url, connections, seconds: 1 });
}

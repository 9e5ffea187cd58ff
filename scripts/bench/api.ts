/** Section 2: the three public list endpoints on the mock, through nginx and on json-server. */
import { load, warmUp } from './load.ts';
import type { ApiRow, ApiSection } from './results.ts';
import { log } from './servers.ts';

/** The mock's route and json-server's route for the same db.json collection. */
const API_ENDPOINTS = [
  { endpoint: 'GET /api/subcategories', mock: '/api/subcategories', jsonServer: '/subcategories' },
  { endpoint: 'GET /sliders/getSliders', mock: '/sliders/getSliders', jsonServer: '/sliders' },
  { endpoint: 'GET /gallery/', mock: '/gallery/', jsonServer: '/gallery' },
] as const;

export async function runApi(options: {
  mockOrigin: string;
  nginxOrigin: string;
  jsonServerOrigin: string;
  connections: number;
  seconds: number;
}): Promise<ApiSection> {
  const rows: ApiRow[] = [];
  for (const spec of API_ENDPOINTS) {
    const targets = [
      { server: 'mock', url: `${options.mockOrigin}${spec.mock}` },
      { server: 'nginx → mock', url: `${options.nginxOrigin}/backend${spec.mock}` },
      { server: 'json-server', url: `${options.jsonServerOrigin}${spec.jsonServer}` },
    ];
    for (const target of targets) {
      await warmUp(target.url, options.connections);
      const figures = await load({
        url: target.url,
        connections: options.connections,
        seconds: options.seconds,
      });
      log(
        `api ${spec.endpoint} via ${target.server}: ${Math.round(figures.reqPerSec)} req/s, ` +
          `p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, ${figures.errors} errors`,
      );
      rows.push({ endpoint: spec.endpoint, server: target.server, url: target.url, ...figures });
    }
  }
  return { connections: options.connections, seconds: options.seconds, rows };
}

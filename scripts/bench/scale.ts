/** Section 3: list endpoints and list pages with the seed, then 1,000 and 10,000 items. */
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { REPO_ROOT } from '../../e2e/harness/paths.ts';
import { measureFilters } from './catalogue-filters.ts';
import { load, warmUp } from './load.ts';
import { launchBrowser, measurePage, type ListPage } from './page-metrics.ts';
import type { ScaleEndpointRow, ScaleFilterRow, ScalePageRow, ScaleSection } from './results.ts';
import { log } from './servers.ts';
import { formatNumber } from './stats.ts';

const LIST_ENDPOINTS = ['/api/subcategories', '/gallery/'] as const;
const LIST_PAGES: ListPage[] = ['/product', '/gallery'];
/** Catalogue addresses timed per data size (issue 20). */
const FILTER_ADDRESSES = 60;

/** mock-backend/scripts/seed-scale.ts in its own process (it is the mock's code, run with tsx). */
export function seedScaleData(dataDir: string, items: number): void {
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/seed-scale.ts',
      '--data-dir',
      dataDir,
      '--products',
      String(items),
      '--gallery',
      String(items),
    ],
    { cwd: path.join(REPO_ROOT, 'mock-backend'), encoding: 'utf8' },
  );
  if (result.status !== 0) {
    throw new Error(
      `seed-scale failed (exit ${String(result.status)}):\n${result.stderr}${result.stdout}`,
    );
  }
  log(result.stdout.trim());
}

async function count(url: string): Promise<{ items: number; bytes: number }> {
  const response = await fetch(url);
  const body = await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const parsed: unknown = JSON.parse(Buffer.from(body).toString('utf8'));
  return { items: Array.isArray(parsed) ? parsed.length : NaN, bytes: body.byteLength };
}

/** Bytes on the wire of a gzip-encoded answer (fetch would decode it). */
function gzipSize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => {
        resolve(bytes);
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

export interface ScaleStep {
  label: string;
  /** Called before measuring: the mock must serve this step's data afterwards. */
  prepare: () => Promise<void>;
}

export async function runScale(options: {
  steps: ScaleStep[];
  mockOrigin: () => string;
  nginxOrigin: string;
  connections: number;
  seconds: number;
}): Promise<ScaleSection> {
  const endpoints: ScaleEndpointRow[] = [];
  const pages: ScalePageRow[] = [];
  const filters: ScaleFilterRow[] = [];
  const { browser, close } = await launchBrowser();
  try {
    for (const step of options.steps) {
      await step.prepare();
      const origin = options.mockOrigin();
      for (const endpoint of LIST_ENDPOINTS) {
        const url = `${origin}${endpoint}`;
        const { items, bytes } = await count(url);
        const gzipBytes = await gzipSize(`${options.nginxOrigin}/backend${endpoint}`);
        await warmUp(url, options.connections);
        const figures = await load({
          url,
          connections: options.connections,
          seconds: options.seconds,
        });
        log(
          `scale ${step.label} ${endpoint}: ${items} items, ${bytes} bytes, ` +
            `${Math.round(figures.reqPerSec)} req/s, p99 ${figures.p99Ms} ms`,
        );
        endpoints.push({
          label: step.label,
          items,
          endpoint: `GET ${endpoint}`,
          bodyBytes: bytes,
          gzipBytes,
          ...figures,
        });
      }
      for (const page of LIST_PAGES) {
        const items =
          endpoints.find(
            (row) =>
              row.label === step.label &&
              row.endpoint === (page === '/product' ? 'GET /api/subcategories' : 'GET /gallery/'),
          )?.items ?? NaN;
        // Rendered for this step's data: nginx may still hold the previous step's page (10 s).
        const figures = await measurePage(browser, `${options.nginxOrigin}${page}`, page, {
          freshPage: true,
        });
        log(
          `scale ${step.label} ${page}: first card ${Math.round(figures.firstCardMs)} ms, ` +
            `${figures.domNodes} DOM nodes, ${figures.cardsInDom} cards, heap ${formatNumber(figures.heapUsedBytes / 1e6)} MB`,
        );
        pages.push({ label: step.label, items, page, ...figures });
      }
      const products =
        endpoints.find(
          (row) => row.label === step.label && row.endpoint === 'GET /api/subcategories',
        )?.items ?? NaN;
      const filter = await measureFilters({
        browser,
        label: step.label,
        items: products,
        mockOrigin: origin,
        nginxOrigin: options.nginxOrigin,
        addresses: FILTER_ADDRESSES,
      });
      log(
        `scale ${step.label} catalogue: answer p50 ${Math.round(filter.answerP50Ms)} ms, ` +
          `p95 ${Math.round(filter.answerP95Ms)} ms; first card after a chip ${Math.round(filter.firstCardAfterChangeMs)} ms`,
      );
      filters.push(filter);
    }
  } finally {
    await close();
  }
  return {
    connections: options.connections,
    seconds: options.seconds,
    endpoints,
    pages,
    filters,
    notes: [],
  };
}

import { describe, expect, it } from 'vitest';
import {
  describeCacheStatuses,
  fromCacheShare,
  previousSections,
  renderApi,
  renderLighthouse,
  renderRender,
  renderReport,
  table,
} from './report.ts';
import type { ApiRow, RenderRow } from './results.ts';

describe('table', () => {
  it('renders a markdown table and escapes pipes', () => {
    expect(table(['A', 'B'], [['1', 'x|y']])).toBe('| A | B |\n| --- | --- |\n| 1 | x\\|y |');
  });
});

describe('renderLighthouse', () => {
  const route = {
    route: '/',
    url: 'http://127.0.0.1:1/',
    runs: 3,
    performance: 100,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs: 1400.4,
    cls: 0.0004,
    tbtMs: 20,
  };

  it('passes a route meeting every target of issue 15 and fails one that misses any', () => {
    const { markdown, verdicts } = renderLighthouse({
      runs: 3,
      routes: [
        route,
        { ...route, route: '/gallery', seo: 92 },
        { ...route, route: '/product', lcpMs: 1800 },
        { ...route, route: '/ebrochure', tbtMs: 51 },
        { ...route, route: '/contact', cls: 0.0123 },
      ],
      failing: [],
    });
    expect(verdicts).toEqual([
      {
        label: 'Lighthouse /: P 100 A 100 BP 100 SEO 100, LCP 1,400 ms, CLS 0.000, TBT 20.0 ms',
        ok: true,
      },
      {
        label:
          'Lighthouse /gallery: P 100 A 100 BP 100 SEO 92, LCP 1,400 ms, CLS 0.000, TBT 20.0 ms',
        ok: false,
      },
      {
        label:
          'Lighthouse /product: P 100 A 100 BP 100 SEO 100, LCP 1,800 ms, CLS 0.000, TBT 20.0 ms',
        ok: false,
      },
      {
        label:
          'Lighthouse /ebrochure: P 100 A 100 BP 100 SEO 100, LCP 1,400 ms, CLS 0.000, TBT 51.0 ms',
        ok: false,
      },
      {
        label:
          'Lighthouse /contact: P 100 A 100 BP 100 SEO 100, LCP 1,400 ms, CLS 0.012, TBT 20.0 ms',
        ok: false,
      },
    ]);
    expect(markdown).toContain(
      '| *target* | ≥ 100 | ≥ 100 | ≥ 100 | ≥ 100 | ≤ 1,500 ms | ≤ 0 | ≤ 50 ms |  |',
    );
    expect(markdown).toContain(
      '| `/` | 100 | 100 | 100 | 100 | 1,400 ms | 0.000 | 20.0 ms | pass |',
    );
    expect(markdown).toContain('| 92 ✗ |');
    expect(markdown).toContain('| 1,800 ms ✗ |');
    expect(markdown).toContain('| 51.0 ms ✗ |');
    expect(markdown).toContain('| 0.012 ✗ |');
    expect(markdown).toContain('No audit below 90 in any run.');
    expect(markdown).toContain('_No static-HTML twin was measured in this run._');
  });

  it('sets each route beside its static-HTML twin: 3 points and 10 % LCP', () => {
    const twin = { path: '/__twin/home.html', performance: 100, lcpMs: 1000, cls: 0, tbtMs: 0 };
    const { markdown, verdicts } = renderLighthouse({
      runs: 3,
      routes: [
        { ...route, performance: 97, lcpMs: 1100, twin },
        { ...route, route: '/product', performance: 96, lcpMs: 1000, twin },
        { ...route, route: '/gallery', performance: 100, lcpMs: 1101, twin },
        { ...route, route: '/contact' },
      ],
      failing: [],
    });
    expect(verdicts.slice(4)).toEqual([
      {
        label: 'Lighthouse / beside its static-HTML twin: P 97 vs 100, LCP 1,100 ms vs 1,000 ms',
        ok: true,
      },
      {
        label:
          'Lighthouse /product beside its static-HTML twin: P 96 vs 100, LCP 1,000 ms vs 1,000 ms',
        ok: false,
      },
      {
        label:
          'Lighthouse /gallery beside its static-HTML twin: P 100 vs 100, LCP 1,101 ms vs 1,000 ms',
        ok: false,
      },
    ]);
    expect(markdown).toContain('| *target* |  |  |  | ≥ −3 |  |  | ≤ ×1.10 |  |  |  |');
    expect(markdown).toContain(
      '| `/` | `/__twin/home.html` | 97 | 100 | −3 | 1,100 ms | 1,000 ms | ×1.10 | 0.0 ms | 0.000 | pass |',
    );
    expect(markdown).toContain('| 96 | 100 | −4 ✗ |');
    expect(markdown).toContain('| ×1.10 ✗ |');
    expect(markdown).not.toContain('| `/contact` | `/__twin');
  });

  it('lists a failing audit once with every route it failed on', () => {
    const { markdown } = renderLighthouse({
      runs: 3,
      routes: [route],
      failing: [
        {
          category: 'Accessibility',
          id: 'target-size',
          title: 'Touch targets are too small',
          runs: 3,
          routes: [
            { route: '/', score: 0, failedRuns: 3 },
            { route: '/gallery', score: 0, failedRuns: 1 },
          ],
          details: '2 items: `<button>`',
          worstRoute: '/',
        },
      ],
    });
    expect(markdown).toContain(
      '| Accessibility | `target-size`: Touch targets are too small | `/` 0, `/gallery` 0 (1/3) | `/`: 2 items: `<button>` |',
    );
  });
});

describe('renderApi', () => {
  const row = (server: string, reqPerSec: number, p99Ms: number): ApiRow => ({
    endpoint: 'GET /gallery/',
    server,
    url: 'http://x',
    reqPerSec,
    p50Ms: 3,
    p99Ms,
    errors: 0,
    requests: 1000,
  });

  it('checks p99 per row and the mock/json-server ratio per endpoint', () => {
    const { markdown, verdicts } = renderApi({
      connections: 50,
      seconds: 10,
      rows: [row('mock', 3000, 20), row('nginx → mock', 2500, 30), row('json-server', 2000, 24)],
    });
    expect(verdicts.map((verdict) => verdict.ok)).toEqual([true, false, true, true]);
    expect(markdown).toContain('| `GET /gallery/` | ×1.50 | ×1.25 | pass |');
  });
});

describe('renderRender', () => {
  const row = (label: string, reqPerSec: number, extra: Partial<RenderRow> = {}): RenderRow => ({
    label,
    path: '/product/1',
    url: 'http://x',
    headers: {},
    reqPerSec,
    p50Ms: 3,
    p99Ms: 9,
    errors: 0,
    requests: 1000,
    cacheStatuses: {},
    uncacheable: 0,
    bytesPerAnswer: 2048,
    ...extra,
  });
  const section = (cached: number, errors = 0) => ({
    connections: 20,
    seconds: 10,
    page: '/product/1',
    sampleCacheStatus: 'HIT',
    baseline: row('mock GET /api/subcategories', 4000, { path: '/api/subcategories' }),
    uncached: row('renderer (uncached)', 200, { uncacheable: 3 }),
    cached: row("nginx's page cache", cached, {
      errors,
      cacheStatuses: { HIT: 998, UPDATING: 1, STALE: 1 },
    }),
    cachedGzip: row("nginx's page cache, browser request (gzip)", 3000, {
      cacheStatuses: { HIT: 10 },
    }),
  });

  it("passes when nginx's cached page is served at least as fast as the mock's list", () => {
    const { markdown, verdicts } = renderRender(section(5000));
    expect(verdicts).toEqual([
      {
        label: "Render /product/1 through nginx's cache vs the mock's GET /api/subcategories",
        ok: true,
      },
    ]);
    expect(markdown).toContain(
      "| nginx's page cache | nginx → renderer | `GET /product/1` | 5,000 | 3.0 ms | 9.0 ms | 0 | 2.0 KiB | HIT 99.8 %, STALE 0.1 %, UPDATING 0.1 % | — |",
    );
    expect(markdown).toContain(
      '| renderer (uncached) | renderer | `GET /product/1` | 200 | 3.0 ms | 9.0 ms | 0 | 2.0 KiB | — | 3 |',
    );
    expect(markdown).toContain("| nginx's page cache | ×1.25 | ≥ ×1.00 | pass |");
    expect(markdown).toContain('20 connections');
  });

  it('fails below the mock rate, with errors or when the cache did not answer', () => {
    expect(renderRender(section(3999)).verdicts[0]?.ok).toBe(false);
    expect(renderRender(section(5000, 1)).verdicts[0]?.ok).toBe(false);
    const missed = section(5000);
    missed.cached.cacheStatuses = { HIT: 90, MISS: 10 };
    expect(renderRender(missed).verdicts[0]?.ok).toBe(false);
  });
});

describe('fromCacheShare', () => {
  it('counts HIT, STALE and UPDATING as answered from the cache', () => {
    expect(fromCacheShare({ HIT: 96, UPDATING: 1, STALE: 1, MISS: 2 })).toBe(0.98);
    expect(fromCacheShare({})).toBeNaN();
  });
});

describe('describeCacheStatuses', () => {
  it('gives each status its share, largest first, and a dash for none', () => {
    expect(describeCacheStatuses({ UPDATING: 1, HIT: 3 })).toBe('HIT 75.0 %, UPDATING 25.0 %');
    expect(describeCacheStatuses({})).toBe('—');
  });
});

describe('renderReport', () => {
  it('keeps the last figures of sections not run this time', () => {
    const first = renderReport({
      fresh: { api: 'API figures v1', upload: 'upload v1' },
      previous: {},
    });
    const second = renderReport({
      fresh: { upload: 'upload v2' },
      previous: previousSections(first),
    });
    expect(second).toContain('API figures v1');
    expect(second).toContain('upload v2');
    expect(second).not.toContain('upload v1');
    expect(second).toContain('Not measured yet: `npm run bench -- --only=lighthouse`');
  });
});

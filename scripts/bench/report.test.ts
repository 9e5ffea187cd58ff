import { describe, expect, it } from 'vitest';
import { previousSections, renderApi, renderLighthouse, renderReport, table } from './report.ts';
import type { ApiRow } from './results.ts';

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
    performance: 96,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs: 1800.4,
    cls: 0.0123,
    tbtMs: 20,
  };

  it('passes a route meeting every target and fails one that misses any', () => {
    const { markdown, verdicts } = renderLighthouse({
      runs: 3,
      routes: [route, { ...route, route: '/gallery', seo: 92 }],
      failing: [],
    });
    expect(verdicts).toEqual([
      { label: 'Lighthouse /: P 96 A 100 BP 100 SEO 100', ok: true },
      { label: 'Lighthouse /gallery: P 96 A 100 BP 100 SEO 92', ok: false },
    ]);
    expect(markdown).toContain(
      '| `/` | 96 | 100 | 100 | 100 | 1,800 ms | 0.012 | 20.0 ms | pass |',
    );
    expect(markdown).toContain('| 92 ✗ |');
    expect(markdown).toContain('No audit below 90 in any run.');
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

import fs from 'node:fs';
import path from 'node:path';
import type { Response } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { REPO_ROOT } from '../harness/paths.ts';
import { PUBLIC_ROUTES } from '../public-routes.ts';

/**
 * Issue 4 "Admin code and Quill are never downloaded by public routes": every script a public
 * page downloads is recorded and read; none may be an admin chunk or contain admin-only code
 * (the admin shell, the managers, react-toastify or the Quill editor).
 */
const ROUTES = [...PUBLIC_ROUTES, '/no-such-page'];

const ADMIN_CHUNK =
  /(admin|login-page|dashboard-page|sliders-page|slider-form|rich-text-editor|quill|toastify)/i;
const ADMIN_MARKERS = [
  'Admin Panel',
  'Manage Sliders',
  'Manage all Products',
  'ql-editor',
  'Toastify',
];

test('public routes never download admin code or the rich-text editor', async ({
  page,
  harness,
}) => {
  // 13 routes, each loaded and scrolled: well over the default 30 s on a busy 2-core machine.
  test.setTimeout(90_000);
  const origin = new URL(harness.baseURL).origin;
  const scripts = new Map<string, string>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const url = new URL(response.url());
    if (url.origin !== origin) return;
    scripts.set(url.pathname, await response.text().catch(() => ''));
  });

  for (const route of ROUTES) {
    await page.goto(route);
    await expect.soft(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Open the menus a visitor may open (the language picker, the mobile menu is the same code).
    await page.mouse.wheel(0, 4000);
    await page.waitForLoadState('networkidle');
  }

  expect(scripts.size, 'scripts were recorded').toBeGreaterThan(3);
  const adminChunks = [...scripts.keys()].filter((path) => ADMIN_CHUNK.test(path));
  expect(adminChunks).toEqual([]);
  const withAdminCode = [...scripts].flatMap(([path, code]) =>
    ADMIN_MARKERS.filter((marker) => code.includes(marker)).map((marker) => `${path}: ${marker}`),
  );
  expect(withAdminCode).toEqual([]);
});

/**
 * Issue 6 budgets, in the browser: what each public route downloads on a first visit (empty
 * cache, no scrolling) through nginx. Scripts and style sheets are summed twice: as the browser
 * received them (it accepts brotli, which nginx serves when it has the module) and as their gzip
 * files (Content-Length of the same URL asked with Accept-Encoding: gzip), which is what the
 * budgets in frontend/performance-budgets.json count. scripts/check-bundle.mjs checks the same
 * budgets on the build; this proves the browser needs no more than that.
 */
const BUDGETS = readBudgets();

/** The budget key of a route: the detail page's ceiling is listed as /product/{id}. */
const budgetKey = (route: string) => (/^\/product\/[^/]+$/.test(route) ? '/product/{id}' : route);

function readBudgets(): { js: number; css: number; jsCeilings: Record<string, number> } {
  const raw: unknown = JSON.parse(
    fs.readFileSync(path.join(REPO_ROOT, 'frontend', 'performance-budgets.json'), 'utf8'),
  );
  if (
    typeof raw !== 'object' ||
    raw === null ||
    !('firstLoadJsGzipKb' in raw) ||
    !('firstLoadCssGzipKb' in raw) ||
    typeof raw.firstLoadJsGzipKb !== 'number' ||
    typeof raw.firstLoadCssGzipKb !== 'number'
  ) {
    throw new Error(
      'frontend/performance-budgets.json: expected firstLoadJsGzipKb and firstLoadCssGzipKb',
    );
  }
  // Routes over the JS target are held to a ceiling (their weight when server rendering landed
  // + 1 kB, ADR 0025), as scripts/check-bundle.mjs holds them on the build.
  const ceilings: Record<string, number> = {};
  const listed = 'routeJsCeilingGzipKb' in raw ? raw.routeJsCeilingGzipKb : {};
  for (const [route, limit] of Object.entries(listed ?? {})) {
    if (typeof limit === 'number') ceilings[route] = limit * 1024;
  }
  return {
    js: raw.firstLoadJsGzipKb * 1024,
    css: raw.firstLoadCssGzipKb * 1024,
    jsCeilings: ceilings,
  };
}

test('every public route downloads at most the JS and CSS budgets on a first visit', async ({
  page,
  harness,
  request,
}) => {
  test.setTimeout(120_000);
  const origin = new URL(harness.baseURL).origin;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const rows: string[] = [];
  const over: string[] = [];
  for (const route of PUBLIC_ROUTES) {
    // A blank page between routes: nothing the previous page asks for late (a timer, an idle
    // callback) can be counted against this one.
    await page.goto('about:blank');
    const downloads: { url: string; kind: 'js' | 'css'; sent: Promise<number> }[] = [];
    const onResponse = (response: Response) => {
      const type = response.request().resourceType();
      const url = new URL(response.url());
      if (url.origin !== origin || (type !== 'script' && type !== 'stylesheet')) return;
      // The translation loader is asked for 1 s after the page mounts (SPEC §2 language picker):
      // not part of the first load, and counted or not by the timing of a busy machine.
      if (url.pathname === '/translate-init.js') return;
      // A file is downloaded once on a first visit (the cache is disabled here, so a second
      // request for the same file would otherwise count it twice).
      if (downloads.some((download) => download.url === url.pathname)) return;
      downloads.push({
        url: url.pathname,
        kind: type === 'script' ? 'js' : 'css',
        sent: response
          .finished()
          .then(() => response.request().sizes())
          .then((sizes) => sizes.responseBodySize),
      });
    };
    page.on('response', onResponse);
    await page.goto(route);
    await expect.soft(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
    await page.waitForLoadState('networkidle');
    page.off('response', onResponse);

    const totals = { js: 0, css: 0, jsSent: 0, cssSent: 0 };
    for (const download of downloads) {
      const gzip = await request.get(download.url, { headers: { 'Accept-Encoding': 'gzip' } });
      const gzipped = gzip.headers()['content-encoding'] === 'gzip';
      const size = gzipped ? Number(gzip.headers()['content-length']) : (await gzip.body()).length;
      totals[download.kind] += size;
      totals[download.kind === 'js' ? 'jsSent' : 'cssSent'] += await download.sent;
    }
    rows.push(
      `${route.padEnd(16)} ${String(downloads.length).padStart(5)} ${kb(totals.js).padStart(8)} ${kb(totals.jsSent).padStart(8)} ${kb(totals.css).padStart(8)} ${kb(totals.cssSent).padStart(8)}`,
    );
    const jsLimit = BUDGETS.jsCeilings[budgetKey(route)] ?? BUDGETS.js;
    if (totals.js > jsLimit) {
      const files = downloads.filter((download) => download.kind === 'js').map((d) => d.url);
      over.push(
        `${route}: JS ${kb(totals.js)} kB gzip > ${kb(jsLimit)} kB (${files.sort().join(', ')})`,
      );
    }
    if (totals.css > BUDGETS.css) over.push(`${route}: CSS ${kb(totals.css)} kB gzip`);
    expect.soft(totals.js, `${route} downloads scripts`).toBeGreaterThan(0);
  }
  console.log(
    `[public-bundle] first visit per route (kB; gzip = budgeted, sent = what Chromium received)\nroute            files  JS gzip  JS sent CSS gzip CSS sent\n${rows.join('\n')}`,
  );
  expect(
    over,
    `over the budgets (JS ${kb(BUDGETS.js)} kB, CSS ${kb(BUDGETS.css)} kB gzip)`,
  ).toEqual([]);
});

import fs from 'node:fs';
import path from 'node:path';
import type { APIResponse } from '@playwright/test';
import { FRONTEND_DIST } from '../harness/paths.ts';
import { expect, test } from '../fixtures.ts';

/**
 * Request-level checks of the nginx config (nginx/templates/default.conf.template): headers,
 * caching, SPA fallback vs API prefix, body limits and what must never be served.
 */

function single(response: APIResponse, name: string): string {
  const values = response.headersArray().filter((header) => header.name.toLowerCase() === name);
  expect(values, `exactly one ${name} header`).toHaveLength(1);
  return values[0]!.value;
}

function expectSecurityHeaders(response: APIResponse): void {
  expect(single(response, 'x-content-type-options')).toBe('nosniff');
  expect(single(response, 'referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(single(response, 'x-frame-options')).toBe('SAMEORIGIN');
  expect(single(response, 'permissions-policy')).toContain('camera=()');
  const csp = single(response, 'content-security-policy');
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.google\.com/);
  expect(csp).not.toMatch(/script-src [^;]*'unsafe-(inline|eval)'/);
  const headers = response.headers();
  expect(headers['server'] ?? '', 'no version banner').not.toMatch(/\d/);
  expect(headers['x-powered-by']).toBeUndefined();
}

/** `/uploads/x.jpg` (mock) or an absolute URL on the site -> the path to request through nginx. */
function throughSite(asset: string, baseURL: string): string {
  if (asset.startsWith('/backend/')) return asset;
  if (asset.startsWith('/')) return `/backend${asset}`;
  const url = new URL(asset);
  return url.origin === new URL(baseURL).origin ? url.pathname : asset;
}

test.describe('nginx in front of the SPA and the API', () => {
  test('the home page has the security headers and is revalidated', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    expect(response.headers()['cache-control']).toBe('no-cache');
    expectSecurityHeaders(response);
  });

  test('API answers and uploads have the security headers', async ({ request, baseURL }) => {
    const api = await request.get('/backend/sliders/getSliders');
    expect(api.status()).toBe(200);
    expect(api.headers()['content-type']).toContain('application/json');
    expectSecurityHeaders(api);

    const slides = (await api.json()) as { image?: string | null }[];
    const image = slides
      .map((slide) => slide.image)
      .find((value): value is string => Boolean(value));
    expect(image, 'the seeded sliders have images').toBeTruthy();
    const upload = await request.get(throughSite(image!, baseURL!));
    expect(upload.status()).toBe(200);
    expect(upload.headers()['content-type']).toMatch(/^image\//);
    expectSecurityHeaders(upload);
  });

  test('/config.js gives the API base and site URL and is never cached', async ({
    request,
    harness,
  }) => {
    const response = await request.get('/config.js');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/javascript');
    expect(response.headers()['cache-control']).toBe('no-cache');
    expectSecurityHeaders(response);
    const body = await response.text();
    expect(body).toMatch(
      /^window\.__APP_CONFIG__ = \{"API_BASE_URL":"[^"]*","SITE_URL":"[^"]*"\};\s*$/,
    );
    if (!harness.external) {
      expect(body).toContain('"API_BASE_URL":"/backend"');
      expect(body).toContain('"SITE_URL":""');
    }
  });

  test('hashed assets are immutable and gzipped; a missing asset is a real 404', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script, 'index.html loads a hashed bundle from /assets/').toBeTruthy();

    const asset = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toBe('gzip');
    expectSecurityHeaders(asset);

    const missing = await request.get('/assets/does-not-exist-0123.js');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).not.toContain('id="root"');
    expectSecurityHeaders(missing);
  });

  test('hashed assets come pre-compressed: brotli when accepted (module loaded), else gzip; same bytes', async ({
    request,
    harness,
  }) => {
    const html = await (await request.get('/')).text();
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script, 'index.html loads a hashed bundle from /assets/').toBeTruthy();
    const get = (encoding: string) =>
      request.get(script!, { headers: { 'Accept-Encoding': encoding } });

    // Playwright decodes the body; each encoding must give the very same script.
    const plain = await get('identity');
    expect(plain.status()).toBe(200);
    expect(plain.headers()['content-encoding']).toBeUndefined();
    const source = await plain.body();

    const gzip = await get('gzip');
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    expect(gzip.headers()['vary']).toMatch(/accept-encoding/i);
    expect(gzip.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await gzip.body()).equals(source), 'gzip decodes to the same bytes').toBe(true);
    if (!harness.external) {
      // gzip_static: the build's level-9 file, with its length (on-the-fly gzip has none).
      const built = fs.statSync(path.join(FRONTEND_DIST, `${script!}.gz`)).size;
      expect(Number(gzip.headers()['content-length'])).toBe(built);
    }

    const brotli = await get('br, gzip');
    expect(brotli.status()).toBe(200);
    expect(brotli.headers()['vary']).toMatch(/accept-encoding/i);
    expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(brotli);
    expect((await brotli.body()).equals(source), 'the same bytes whatever the encoding').toBe(true);
    // The harness knows whether its nginx loaded brotli_static; against an external site the
    // answer itself tells (brotli where available, else gzip: both are correct there).
    const brotliExpected =
      harness.brotliStatic?.loaded ?? brotli.headers()['content-encoding'] === 'br';
    console.log(
      `[nginx.spec] brotli_static ${brotliExpected ? 'loaded' : `not loaded (${harness.brotliStatic?.reason ?? 'external site'})`}: expecting ${brotliExpected ? 'br' : 'gzip'}`,
    );
    if (!brotliExpected) {
      expect(brotli.headers()['content-encoding']).toBe('gzip');
      return;
    }
    expect(brotli.headers()['content-encoding']).toBe('br');
    if (!harness.external) {
      const built = fs.statSync(path.join(FRONTEND_DIST, `${script!}.br`)).size;
      expect(Number(brotli.headers()['content-length'])).toBe(built);
      expect(built).toBeLessThan(Number(gzip.headers()['content-length']));
    }

    // index.html: pre-compressed too, and still revalidated on every visit.
    const page = await request.get('/', { headers: { 'Accept-Encoding': 'br' } });
    expect(page.headers()['content-encoding']).toBe('br');
    expect(page.headers()['cache-control']).toBe('no-cache');
    expect(await page.text()).toContain('id="root"');
  });

  test('SPA routes fall back to index.html while /backend/gallery/ is the API', async ({
    request,
  }) => {
    for (const route of ['/gallery', '/product/1', '/admin/dashboard']) {
      const page = await request.get(route);
      expect(page.status(), route).toBe(200);
      expect(page.headers()['content-type']).toContain('text/html');
      expect(await page.text()).toContain('id="root"');
    }
    const api = await request.get('/backend/gallery/');
    expect(api.status()).toBe(200);
    expect(api.headers()['content-type']).toContain('application/json');
    const body: unknown = await api.json();
    expect(Array.isArray(body) || (typeof body === 'object' && body !== null)).toBe(true);
  });

  test('dotfiles and non-image uploads are never served', async ({ request }) => {
    for (const path of [
      '/.env',
      '/.git/config',
      '/backend/.env',
      '/backend/uploads/.tmp-upload.png',
    ]) {
      const response = await request.get(path);
      expect([403, 404], path).toContain(response.status());
      expectSecurityHeaders(response);
    }
    for (const path of [
      '/backend/uploads/db.json',
      '/backend/uploads/x.svg',
      '/backend/uploads/x.html',
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    const write = await request.post('/backend/uploads/x.png', { data: 'x' });
    expect(write.status()).toBe(403);
  });

  // Over the 64 KiB default of /backend/ (upload calls get more; see the template).
  test('request bodies are capped per location with a JSON error', async ({ request }) => {
    const login = await request.post('/backend/logAdmin', {
      headers: { 'Content-Type': 'application/json' },
      data: JSON.stringify({ username: 'x', password: 'y'.repeat(80 * 1024) }),
    });
    expect(login.status()).toBe(413);
    expect(login.headers()['content-type']).toContain('application/json');
    expect(await login.json()).toMatchObject({ success: false });
    expectSecurityHeaders(login);
  });
});

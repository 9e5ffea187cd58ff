import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { APIResponse } from '@playwright/test';
import { FRONTEND_CLIENT } from '../harness/paths.ts';
import { expect, test } from '../fixtures.ts';

/**
 * Request-level checks of the nginx config (nginx/templates/default.conf.template): headers,
 * caching (files, and the page cache in front of the renderer), pages vs the API prefix, body
 * limits and what must never be served.
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

/** The inline scripts of a page that a browser runs (JSON-LD and other data blocks are not). */
function executableInlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => !/\bsrc\s*=/i.test(attributes))
    .filter(([, attributes = '']) => {
      const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
      return ['', 'module', 'text/javascript', 'application/javascript'].includes(type);
    })
    .map(([, , body = '']) => body);
}

/**
 * A rendered page's own CSP (the renderer's, not nginx's): the snippet's policy with every inline
 * script of this very page allowed by its sha256 hash, and nothing inline otherwise.
 */
function expectPagePolicy(response: APIResponse, html: string): void {
  const csp = single(response, 'content-security-policy');
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1]?.trim().split(/\s+/) ?? [];
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc.filter((source) => /^'(unsafe-|nonce-|strict-dynamic)/.test(source))).toEqual(
    [],
  );
  const hashes = scriptSrc.filter((source) => source.startsWith("'sha256-"));
  const scripts = executableInlineScripts(html);
  expect(scripts.length, 'the page hands its data and config over inline').toBeGreaterThan(0);
  const expected = scripts.map(
    (body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`,
  );
  expect([...new Set(hashes)].sort(), 'one hash per inline script, and only those').toEqual(
    [...new Set(expected)].sort(),
  );
}

/** `/uploads/x.jpg` (mock) or an absolute URL on the site -> the path to request through nginx. */
function throughSite(asset: string, baseURL: string): string {
  if (asset.startsWith('/backend/')) return asset;
  if (asset.startsWith('/')) return `/backend${asset}`;
  const url = new URL(asset);
  return url.origin === new URL(baseURL).origin ? url.pathname : asset;
}

test.describe('nginx in front of the renderer and the API', () => {
  test('a page comes from the renderer with its own security headers and hashed inline scripts', async ({
    request,
  }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    expect(response.headers()['x-cache-status'], 'through the page cache').toMatch(
      /^(MISS|HIT|EXPIRED|STALE|UPDATING|REVALIDATED)$/,
    );
    expectSecurityHeaders(response);
    expectPagePolicy(response, await response.text());
  });

  test('the page cache: MISS, then HIT for 10 s; the owner’s cookie bypasses it', async ({
    request,
  }) => {
    // A query nobody asked for before: this run's own cache entry. An info page reads nothing from
    // the backend, so its rendering is always cacheable (a page whose backend read failed or ran
    // over the server's budget carries X-Accel-Expires: 0 and is never cached).
    const page = `/about?cache-probe=${randomUUID()}`;
    const first = await request.get(page);
    expect(first.status()).toBe(200);
    expect(first.headers()['x-cache-status']).toBe('MISS');
    const second = await request.get(page);
    expect(second.headers()['x-cache-status']).toBe('HIT');
    expect(await second.text()).toBe(await first.text());
    expectSecurityHeaders(second);

    const fresh = await request.get(page, { headers: { Cookie: 'gear_fresh_pages=1' } });
    expect(fresh.status()).toBe(200);
    expect(fresh.headers()['x-cache-status']).toBe('BYPASS');
    expectSecurityHeaders(fresh);
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

  test('there is no /config.js nor /index.html: each page carries its config inline', async ({
    request,
    harness,
  }) => {
    for (const gone of ['/config.js', '/index.html']) {
      const response = await request.get(gone);
      expect.soft(response.status(), gone).toBe(404);
      expect.soft(response.headers()['x-cache-status'], `${gone} is not a page`).toBeUndefined();
      expectSecurityHeaders(response);
    }
    const html = await (await request.get('/contact')).text();
    if (!harness.external) expect(html).toContain('"API_BASE_URL":"/backend"');
  });

  test('hashed assets are immutable and gzipped; a missing asset is a real 404', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const script = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script, 'the page loads a hashed bundle from /assets/').toBeTruthy();

    const asset = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toBe('gzip');
    expectSecurityHeaders(asset);

    const missing = await request.get('/assets/does-not-exist-0123.js');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['x-cache-status'], 'never a rendered page').toBeUndefined();
    expectSecurityHeaders(missing);
  });

  test('hashed assets come pre-compressed: brotli when accepted (module loaded), else gzip; same bytes', async ({
    request,
    harness,
  }) => {
    const html = await (await request.get('/')).text();
    const script = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script, 'the page loads a hashed bundle from /assets/').toBeTruthy();
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
      const built = fs.statSync(path.join(FRONTEND_CLIENT, `${script!}.gz`)).size;
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
      const built = fs.statSync(path.join(FRONTEND_CLIENT, `${script!}.br`)).size;
      expect(Number(brotli.headers()['content-length'])).toBe(built);
      expect(built).toBeLessThan(Number(gzip.headers()['content-length']));
    }
  });

  test('a page is compressed by nginx from its one cached copy', async ({ request }) => {
    const page = `/about?cache-probe=${randomUUID()}`;
    const plain = await request.get(page, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    // The renderer sends pages uncompressed (nginx asks it so); nginx gzips per request.
    const gzip = await request.get(page, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers()['x-cache-status']).toBe('HIT');
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    expect(gzip.headers()['vary']).toMatch(/accept-encoding/i);
    expect(await gzip.text()).toBe(await plain.text());
  });

  test('pages (public, admin, unknown) are rendered while /backend/gallery/ is the API', async ({
    request,
  }) => {
    for (const route of ['/gallery', '/product', '/admin/dashboard']) {
      const page = await request.get(route);
      expect.soft(page.status(), route).toBe(200);
      expect.soft(page.headers()['content-type']).toContain('text/html');
      expect.soft(page.headers()['x-cache-status'], route).toBeDefined();
      expect.soft(await page.text(), route).toMatch(/^<!DOCTYPE html>/i);
    }
    // An unknown path is the renderer's not-found page with a true 404, cached like a page.
    const unknown = `/no-such-page-${randomUUID()}`;
    const missing = await request.get(unknown);
    expect(missing.status()).toBe(404);
    expect(missing.headers()['content-type']).toContain('text/html');
    expect(await missing.text()).toContain('noindex');
    expect((await request.get(unknown)).headers()['x-cache-status']).toBe('HIT');
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
      expect.soft([403, 404], path).toContain(response.status());
      expectSecurityHeaders(response);
    }
    for (const path of [
      '/backend/uploads/db.json',
      '/backend/uploads/x.svg',
      '/backend/uploads/x.html',
    ]) {
      expect.soft((await request.get(path)).status(), path).toBe(404);
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

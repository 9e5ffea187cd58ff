// @vitest-environment node
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKEND_UNREACHABLE } from '../../contract/src/backend-proxy.ts';
import { stubServerBuild } from '../src/test/server-build-stub.ts';
import { createSiteApp } from './app.ts';
import {
  SECURITY_HEADERS_SNIPPET,
  backendOrigin,
  parseAssetOrigins,
  parseSecurityHeaderSnippet,
  securityHeaders,
} from './security-headers.ts';
import type { SiteSettings } from './settings.ts';

/** What the page renderer (React Router's request handler) was given, per rendered request. */
const rendered = vi.hoisted(() => [] as { url: string; contentSecurityPolicy: string }[]);

// The pages themselves come from the build (entry.server.tsx adds each page's script hashes to
// the policy it is given); here a stand-in renders them, so the test needs no build.
vi.mock('@react-router/express', () => ({
  createRequestHandler:
    ({ getLoadContext }: { getLoadContext: () => { contentSecurityPolicy: string } }) =>
    (req: ExpressRequest, res: ExpressResponse) => {
      const { contentSecurityPolicy } = getLoadContext();
      rendered.push({ url: req.originalUrl, contentSecurityPolicy });
      res.setHeader('Content-Security-Policy', contentSecurityPolicy);
      res.type('html').send('<!doctype html><title>page</title>');
    },
}));
const TEMPLATE = path.join(
  path.dirname(SECURITY_HEADERS_SNIPPET),
  '..',
  'templates',
  'default.conf.template',
);

const csp = (headers: [string, string][]) =>
  headers.find(([name]) => name.toLowerCase() === 'content-security-policy')?.[1] ?? '';
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((entry) => entry.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name)
    ?.slice(1) ?? [];

describe('the security headers of the site server (npm start, npm run dev, the renderer)', () => {
  it('are every add_header of the nginx snippet, nothing else', () => {
    const conf = fs.readFileSync(SECURITY_HEADERS_SNIPPET, 'utf8');
    const lines = conf.split('\n').filter((line) => line.trim().startsWith('add_header'));
    const headers = securityHeaders({ apiBaseUrl: '/backend', backendUpstream: 'http://api:4000' });
    expect(headers.map(([name]) => name)).toEqual(parseSecurityHeaderSnippet(conf).map(([n]) => n));
    expect(headers).toHaveLength(lines.length);
    expect(headers.map(([name]) => name)).toEqual(
      expect.arrayContaining(['Content-Security-Policy', 'X-Content-Type-Options']),
    );
  });

  it("allow the backend's origin: BACKEND_UPSTREAM's behind the proxy, API_BASE_URL's when direct", () => {
    expect(
      backendOrigin({ apiBaseUrl: '/backend', backendUpstream: 'https://api.example.com/v1' }),
    ).toBe('https://api.example.com');
    expect(
      backendOrigin({
        apiBaseUrl: 'http://api.example.com:8081/v2',
        backendUpstream: 'http://api:4000',
      }),
    ).toBe('http://api.example.com:8081');

    const policy = csp(
      securityHeaders({ apiBaseUrl: '/backend', backendUpstream: 'https://api.example.com' }),
    );
    for (const name of ['img-src', 'media-src', 'connect-src']) {
      expect.soft(directive(policy, name)).toContain('https://api.example.com');
    }
    expect(directive(policy, 'script-src')).not.toContain('https://api.example.com');
    expect(policy).not.toMatch(/\$gear_/);
  });

  it('add ASSET_ORIGINS (a storage or CDN host) to images, media and connections', () => {
    const policy = csp(
      securityHeaders({
        apiBaseUrl: '/backend',
        backendUpstream: 'https://api.example.com',
        assetOrigins: ' https://cdn.example.com   http://files.example.com:9000 ',
      }),
    );
    for (const name of ['img-src', 'media-src', 'connect-src']) {
      expect
        .soft(directive(policy, name))
        .toEqual(
          expect.arrayContaining(['https://cdn.example.com', 'http://files.example.com:9000']),
        );
    }
    expect(directive(policy, 'script-src')).not.toContain('https://cdn.example.com');
  });

  it('refuse an ASSET_ORIGINS that is not a list of origins', () => {
    expect(parseAssetOrigins(undefined)).toEqual([]);
    expect(parseAssetOrigins('')).toEqual([]);
    for (const bad of [
      'https://cdn.example.com/files',
      'https://cdn.example.com,https://b.example.com',
      "https://cdn.example.com; script-src 'unsafe-inline'",
      'ftp://cdn.example.com',
      '*',
      'cdn.example.com',
    ]) {
      expect
        .soft(() => parseAssetOrigins(bad), bad)
        .toThrow(/ASSET_ORIGINS must be http\(s\) origins/);
    }
  });

  it('nginx renders the same origins from the same settings (site template maps)', () => {
    const template = fs.readFileSync(TEMPLATE, 'utf8');
    // The template's map for ASSET_ORIGINS accepts exactly a space-separated list of origins.
    const pattern =
      /map "\$\{ASSET_ORIGINS\}" \$gear_asset_origins \{\s*default "";\s*"~(.+)" "\$\{ASSET_ORIGINS\}";/.exec(
        template,
      )?.[1];
    expect(pattern, 'the ASSET_ORIGINS map of the site template').toBeDefined();
    const nginxAccepts = new RegExp(pattern!.replace(/\\\\/g, '\\'));
    for (const good of [
      'https://cdn.example.com',
      'https://a.example.com http://b.example.com:9000',
    ]) {
      expect.soft(nginxAccepts.test(good), good).toBe(true);
      expect.soft(parseAssetOrigins(good).join(' ')).toBe(good);
    }
    for (const bad of ['https://cdn.example.com/files', 'https://a.example.com; script-src *']) {
      expect.soft(nginxAccepts.test(bad), bad).toBe(false);
    }
  });
});

describe('the site server in front of a backend', () => {
  let site: http.Server;
  let siteOrigin = '';
  let upstream: http.Server;
  let upstreamOrigin = '';
  const upstreamRequests: { url: string; headers: http.IncomingHttpHeaders }[] = [];

  beforeAll(async () => {
    // A backend that answers 502 itself on one path, and sends headers the site replaces.
    upstream = http.createServer((req, res) => {
      upstreamRequests.push({ url: req.url ?? '', headers: req.headers });
      req.resume();
      const own502 = req.url === '/own-502';
      res.writeHead(own502 ? 502 : 200, {
        'Content-Type': 'application/json',
        'X-Powered-By': 'Express',
        'Content-Security-Policy': "default-src 'none'",
      });
      res.end(JSON.stringify({ message: own502 ? 'Bad Gateway' : 'ok' }));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    upstreamOrigin = `http://127.0.0.1:${String((upstream.address() as AddressInfo).port)}`;
    const settings: SiteSettings = {
      mode: 'production',
      host: '127.0.0.1',
      port: 0,
      backendUpstream: upstreamOrigin,
      apiBaseUrl: '/backend',
      assetOrigins: 'https://cdn.example.com',
      siteUrl: '',
    };
    // The stand-in handler above never reads the build, so a fresh clone needs none.
    const app = await createSiteApp(settings, { build: stubServerBuild });
    site = http.createServer(app);
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteOrigin = `http://127.0.0.1:${String((site.address() as AddressInfo).port)}`;
  });

  afterAll(async () => {
    site.closeAllConnections();
    await new Promise((resolve) => site.close(resolve));
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
  });

  beforeEach(() => {
    rendered.length = 0;
    upstreamRequests.length = 0;
  });

  /** Every header of the nginx snippet (with this run's origins) is on `response`, once. */
  function expectSecurityHeaders(response: Response, { policy = true } = {}) {
    const expected = securityHeaders({
      apiBaseUrl: '/backend',
      backendUpstream: upstreamOrigin,
      assetOrigins: 'https://cdn.example.com',
    });
    for (const [name, value] of expected) {
      if (name === 'Content-Security-Policy' && !policy) continue;
      expect.soft(response.headers.get(name), name).toBe(value);
    }
  }

  it('sends the CSP with the backend and asset origins on API answers, replacing the backend’s', async () => {
    const response = await fetch(`${siteOrigin}/backend/api/subcategories`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'ok' });
    expectSecurityHeaders(response);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(directive(policy, 'img-src')).toEqual(
      expect.arrayContaining([upstreamOrigin, 'https://cdn.example.com']),
    );
    expect(policy).not.toContain("default-src 'none'");
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('proxies /backend/x to BACKEND_UPSTREAM/x with the forwarded headers, as nginx does', async () => {
    await fetch(`${siteOrigin}/backend/sliders/getSliders?x=1`, {
      headers: { 'X-Forwarded-For': '203.0.113.9' },
    });
    expect(upstreamRequests).toHaveLength(1);
    const [request] = upstreamRequests;
    expect(request?.url).toBe('/sliders/getSliders?x=1');
    expect(request?.headers['x-forwarded-prefix']).toBe('/backend');
    expect(request?.headers['x-forwarded-host']).toBe(new URL(siteOrigin).host);
    expect(request?.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
  });

  it("passes the backend's own 502 through unmarked", async () => {
    const response = await fetch(`${siteOrigin}/backend/own-502`);
    expect(response.status).toBe(502);
    expect(response.headers.get(BACKEND_UNREACHABLE.header)).toBeNull();
    expect(await response.json()).toEqual({ message: 'Bad Gateway' });
  });

  it('refuses an API body over nginx’s limit for the path with 413 in the API’s shape', async () => {
    const response = await fetch(`${siteOrigin}/backend/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: 'x'.repeat(65 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      success: false,
      error: 'The request body is too large.',
    });
    expect(upstreamRequests).toHaveLength(0);
  });

  it('renders pages with the policy from the snippet; the renderer adds its hashes to it', async () => {
    const response = await fetch(`${siteOrigin}/product/3`);
    expect(response.status).toBe(200);
    expect(rendered).toHaveLength(1);
    const expectedPolicy =
      securityHeaders({
        apiBaseUrl: '/backend',
        backendUpstream: upstreamOrigin,
        assetOrigins: 'https://cdn.example.com',
      }).find(([name]) => name === 'Content-Security-Policy')?.[1] ?? '';
    expect(rendered[0]?.contentSecurityPolicy).toBe(expectedPolicy);
    expectSecurityHeaders(response, { policy: false });
    // One policy: the page's own, never a second copy from the site-wide set.
    expect(response.headers.get('content-security-policy')).toBe(expectedPolicy);
  });

  it('a missing file is a plain 404 with the headers, never a rendered page', async () => {
    for (const file of ['/db.json', '/wp-login.php', '/index.html']) {
      const response = await fetch(`${siteOrigin}${file}`);
      expect.soft(response.status, file).toBe(404);
      expect.soft(await response.text()).toBe('Not found.');
      expectSecurityHeaders(response);
    }
    expect(rendered).toHaveLength(0);
  });

  it('tells a file from a page in one pass: a path of 15,000 dots is answered at once (issue 17)', async () => {
    const dotted = `/${'.'.repeat(15_000)}x/`;
    let best = Infinity;
    for (let run = 0; run < 3; run += 1) {
      const started = performance.now();
      const response = await fetch(`${siteOrigin}${dotted}`);
      await response.text();
      best = Math.min(best, performance.now() - started);
    }
    // The pattern /\.[^/]*$/ retried at every dot: ~290 ms of one request's CPU for this path.
    expect(best).toBeLessThan(150);
    // The last segment is empty: a page path, rendered (a dot there would be a plain 404).
    expect(rendered.map((page) => page.url)).toEqual([dotted, dotted, dotted]);
  });

  it('never redirects /assets to a listing: the folder is a page path, a missing bundle a plain 404', async () => {
    for (const folder of ['/assets', '/assets/']) {
      const response = await fetch(`${siteOrigin}${folder}`, { redirect: 'manual' });
      expect.soft(response.status, folder).not.toBe(301);
      expect.soft(response.headers.get('location'), folder).toBeNull();
    }
    expect(rendered.map((page) => page.url)).toEqual(['/assets', '/assets/']);
    const missing = await fetch(`${siteOrigin}/assets/no-such-bundle-0000.js`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('Not found.');
    expectSecurityHeaders(missing);
  });

  it("lets React Router's .data requests (client navigation) through to the renderer, as nginx does", async () => {
    const response = await fetch(`${siteOrigin}/product/7.data`);
    expect(response.status).toBe(200);
    expect(rendered.map((page) => page.url)).toEqual(['/product/7.data']);
    const template = fs.readFileSync(TEMPLATE, 'utf8');
    expect(template).toMatch(/map \$uri \$gear_rendered_path \{\s*"~\\\.data\$" 1;/);
  });

  it('refuses a page request with a body over the server-level limit', async () => {
    const response = await fetch(`${siteOrigin}/contact`, {
      method: 'POST',
      body: 'x'.repeat(1024 * 1024 + 1),
    });
    expect(response.status).toBe(413);
    expect(rendered).toHaveLength(0);
  });

  it('answers robots.txt with the headers and /healthz', async () => {
    const robots = await fetch(`${siteOrigin}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(await robots.text()).toContain('Disallow: /admin');
    expectSecurityHeaders(robots);
    const health = await fetch(`${siteOrigin}/healthz`);
    expect(await health.text()).toBe('ok');
  });

  it('marks its own failure to reach a stopped backend, as nginx does', async () => {
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
    const response = await fetch(`${siteOrigin}/backend/sliders/getSliders`);
    expect(response.status).toBe(BACKEND_UNREACHABLE.status);
    expect(response.headers.get(BACKEND_UNREACHABLE.header)).toBe(BACKEND_UNREACHABLE.value);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual(BACKEND_UNREACHABLE.body);
    expectSecurityHeaders(response);
    await new Promise<void>((resolve) =>
      upstream.listen(Number(new URL(upstreamOrigin).port), '127.0.0.1', resolve),
    );
  });

  it("nginx's @backend_unavailable sends the same status, header, caching and body", () => {
    const template = fs.readFileSync(TEMPLATE, 'utf8');
    const block = /location @backend_unavailable \{([\s\S]*?)\n {4}\}/.exec(template)?.[1] ?? '';
    expect(block).toContain(
      `add_header ${BACKEND_UNREACHABLE.header} "${BACKEND_UNREACHABLE.value}" always;`,
    );
    expect(block).toContain('add_header Cache-Control "no-store" always;');
    expect(block).toContain('default_type application/json;');
    expect(block).toContain(
      `return ${BACKEND_UNREACHABLE.status} '${JSON.stringify(BACKEND_UNREACHABLE.body)}\\n';`,
    );
  });
});

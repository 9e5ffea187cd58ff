import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  locateNginx,
  nginxArgs,
  renderTemplate,
  testNginxConfig,
  writeNginxConfig,
} from './nginx.ts';
import { NGINX_SNIPPETS, NGINX_TEMPLATE } from './paths.ts';
import { freePort, killGroup, startGroup, waitForHttp, type Started } from './processes.ts';

/**
 * The page cache and the renderer's front door of nginx/templates/default.conf.template, proven
 * with the real nginx against a stub renderer (no build needed): what is cached and for how long,
 * what is never cached, what the renderer receives, and what a visitor gets when it is down. The
 * browser suite (tests/nginx.spec.ts) checks the same through the real renderer.
 */

const nginx = locateNginx();
if (!nginx) console.warn('[nginx.test] no nginx: skipped (npm test installs it first)');

/** The page cache's validity (PAGE_CACHE_SECONDS in the template; the README promises it). */
const PAGE_CACHE_SECONDS = 10;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Lower-cased name -> every value sent. */
  all: Map<string, string[]>;
  body: string;
}

function get(
  origin: string,
  pathname: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: hostname,
        port,
        path: pathname,
        method: options.method ?? 'GET',
        headers: { Connection: 'close', ...options.headers },
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const all = new Map<string, string[]>();
          for (let i = 0; i < response.rawHeaders.length; i += 2) {
            const name = response.rawHeaders[i]!.toLowerCase();
            all.set(name, [...(all.get(name) ?? []), response.rawHeaders[i + 1]!]);
          }
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            all,
            body: Buffer.concat(chunks).toString('utf8'),
          });
        });
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** What the stub renderer was asked, per path. */
interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
}

const RENDERER_CSP = "default-src 'self'; script-src 'self' 'sha256-c3R1Yg=='; object-src 'none'";

/**
 * A stand-in for frontend/server: renders every path as a small page with its own CSP; /degraded
 * is a page whose backend read failed (X-Accel-Expires: 0), /no-such-page a 404 page.
 */
function stubRenderer(seen: Seen[]): http.Server {
  return http.createServer((request, response) => {
    seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
    if (request.url === '/healthz') {
      response.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
      return;
    }
    const status = request.url?.startsWith('/no-such-page') ? 404 : 200;
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': RENDERER_CSP,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-cache',
      'X-Powered-By': 'stub',
    };
    if (request.url?.startsWith('/degraded')) headers['X-Accel-Expires'] = '0';
    response.writeHead(status, headers);
    response.end(
      `<!doctype html><html><body><h1>${request.url ?? ''}</h1>${'<p>text</p>'.repeat(200)}</body></html>`,
    );
  });
}

describe.skipIf(!nginx)('nginx in front of the renderer (page cache)', () => {
  let tmpDir = '';
  let siteRoot = '';
  let origin = '';
  let web: Started | null = null;
  let renderer: http.Server | null = null;
  let rendererPort = 0;
  const seen: Seen[] = [];
  const rendered = (url: string) => seen.filter((request) => request.url === url).length;

  const startRenderer = async () => {
    renderer = stubRenderer(seen);
    await new Promise<void>((resolve) => renderer!.listen(rendererPort, '127.0.0.1', resolve));
    rendererPort = (renderer.address() as AddressInfo).port;
  };
  const stopRenderer = async () => {
    const server = renderer;
    renderer = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };

  beforeAll(async () => {
    tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gear-nginx-test-'));
    fs.chmodSync(tmpDir, 0o755);
    siteRoot = path.join(tmpDir, 'client');
    fs.mkdirSync(path.join(siteRoot, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(siteRoot, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.writeFileSync(path.join(siteRoot, 'assets', 'app-0123abcd.js'), 'console.log(1);\n');
    await startRenderer();
    const sitePort = await freePort();
    origin = `http://127.0.0.1:${sitePort}`;
    const confFile = writeNginxConfig({
      nginx: nginx!,
      tmpDir,
      vars: {
        LISTEN_PORT: `127.0.0.1:${sitePort}`,
        SITE_ROOT: siteRoot,
        RENDER_UPSTREAM: `http://127.0.0.1:${rendererPort}`,
        // Nothing listens there: /backend is not what this file tests.
        BACKEND_UPSTREAM: `http://127.0.0.1:${await freePort()}`,
        API_BASE_URL: '/backend',
      },
    });
    testNginxConfig(nginx!, tmpDir, confFile);
    web = startGroup(nginx!, nginxArgs(tmpDir, confFile), {
      cwd: tmpDir,
      logFile: path.join(tmpDir, 'nginx.out'),
      env: process.env,
    });
    await waitForHttp(`${origin}/robots.txt`, {
      timeoutMs: 20_000,
      process: web,
      name: 'nginx',
      logFile: path.join(tmpDir, 'error.log'),
    });
  });

  afterAll(async () => {
    if (web) await killGroup(web.pid);
    await stopRenderer();
    if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
  });

  it('renders every placeholder of the template and nothing else', () => {
    const template = fs.readFileSync(NGINX_TEMPLATE, 'utf8');
    const names = new Set([...template.matchAll(/\$\{([A-Z][A-Z0-9_]*)\}/g)].map((m) => m[1]));
    expect([...names].sort()).toEqual(
      [
        'API_BASE_URL',
        'ASSET_ORIGINS',
        'BACKEND_UPSTREAM',
        'LISTEN_PORT',
        'NGINX_SNIPPETS',
        'PAGE_CACHE_PATH',
        'RENDER_UPSTREAM',
        'SITE_ROOT',
        'SITE_URL',
      ].sort(),
    );
    expect(() =>
      renderTemplate('x ${UNKNOWN_NAME} y', {
        LISTEN_PORT: '',
        SITE_ROOT: '',
        RENDER_UPSTREAM: '',
        PAGE_CACHE_PATH: '',
        BACKEND_UPSTREAM: '',
        API_BASE_URL: '',
        SITE_URL: '',
        ASSET_ORIGINS: '',
        NGINX_SNIPPETS,
      }),
    ).toThrow(/unknown placeholder/);
    // The README's promise: an admin change is on the public site within 10 seconds.
    expect(template).toMatch(
      new RegExp(`^\\s*proxy_cache_valid 200 404 ${String(PAGE_CACHE_SECONDS)}s;$`, 'm'),
    );
  });

  it('caches a page: MISS then HIT, one render, the renderer’s own headers once', async () => {
    const first = await get(origin, '/gallery');
    expect(first.status).toBe(200);
    expect(first.headers['x-cache-status']).toBe('MISS');
    const second = await get(origin, '/gallery');
    expect(second.headers['x-cache-status']).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(rendered('/gallery')).toBe(1);
    // One CSP, the renderer's (with its hashes), not the snippet's as well.
    expect(second.all.get('content-security-policy')).toEqual([RENDERER_CSP]);
    expect(second.all.get('x-content-type-options')).toEqual(['nosniff']);
    expect(second.headers['x-powered-by']).toBeUndefined();
    expect(second.headers['x-accel-expires']).toBeUndefined();
    // The renderer's Cache-Control is the browser's; nginx still cached the page.
    expect(second.headers['cache-control']).toBe('no-cache');
    // The query string is part of the key.
    expect((await get(origin, '/gallery?page=2')).headers['x-cache-status']).toBe('MISS');
    // HEAD is answered from the same entry.
    expect((await get(origin, '/gallery', { method: 'HEAD' })).headers['x-cache-status']).toBe(
      'HIT',
    );
  });

  it('forwards the validated host and scheme, and no cookie, credentials or encoding', async () => {
    await get(origin, '/contact', {
      headers: {
        Host: 'www.example.com',
        Cookie: 'session=secret',
        Authorization: 'Bearer secret',
        'Accept-Encoding': 'gzip, br',
      },
    });
    const request = seen.find((entry) => entry.url === '/contact');
    expect(request?.headers.host).toBe('www.example.com');
    expect(request?.headers['x-forwarded-host']).toBe('www.example.com');
    expect(request?.headers['x-forwarded-proto']).toBe('http');
    expect(request?.headers.cookie).toBeUndefined();
    expect(request?.headers.authorization).toBeUndefined();
    expect(request?.headers['accept-encoding']).toBeUndefined();
    // A host that is not a plain name is never forwarded (nor becomes a cache key).
    await get(origin, '/about', { headers: { Host: 'evil.example"><script>' } });
    expect(seen.find((entry) => entry.url === '/about')?.headers.host).toBe('localhost');
    // The key holds the host: the same path on another host is rendered for it.
    expect(
      (await get(origin, '/contact', { headers: { Host: 'other.example.com' } })).headers[
        'x-cache-status'
      ],
    ).toBe('MISS');
  });

  it('compresses a cached page per request, from one uncompressed copy', async () => {
    await get(origin, '/product');
    const gzip = await get(origin, '/product', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers['x-cache-status']).toBe('HIT');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await get(origin, '/product');
    expect(plain.headers['x-cache-status']).toBe('HIT');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<h1>/product</h1>');
  });

  it('never caches a degraded page (X-Accel-Expires: 0) nor POSTs', async () => {
    for (let i = 0; i < 2; i += 1) {
      const answer = await get(origin, '/degraded');
      expect(answer.status).toBe(200);
      expect(answer.headers['x-cache-status']).toBe('MISS');
    }
    expect(rendered('/degraded')).toBe(2);
    await get(origin, '/ebrochure', { method: 'POST' });
    await get(origin, '/ebrochure', { method: 'POST' });
    expect(rendered('/ebrochure')).toBe(2);
  });

  it('caches a 404 page like a page', async () => {
    expect((await get(origin, '/no-such-page')).status).toBe(404);
    const again = await get(origin, '/no-such-page');
    expect(again.status).toBe(404);
    expect(again.headers['x-cache-status']).toBe('HIT');
    expect(rendered('/no-such-page')).toBe(1);
  });

  it('the gear_fresh_pages cookie skips the cache and stores nothing', async () => {
    await get(origin, '/lab');
    const fresh = await get(origin, '/lab', { headers: { Cookie: 'gear_fresh_pages=1' } });
    expect(fresh.headers['x-cache-status']).toBe('BYPASS');
    expect(rendered('/lab')).toBe(2);
    expect(seen.filter((entry) => entry.url === '/lab')[1]?.headers.cookie).toBeUndefined();
    // A page first rendered for the owner is not stored for the others.
    await get(origin, '/member', { headers: { Cookie: 'gear_fresh_pages=1' } });
    expect((await get(origin, '/member')).headers['x-cache-status']).toBe('MISS');
  });

  it('serves files itself; a missing file is a real 404, never a page', async () => {
    const logo = await get(origin, '/logo.svg');
    expect(logo.status).toBe(200);
    expect(logo.headers['cache-control']).toBe('no-cache');
    expect(logo.headers['x-cache-status']).toBeUndefined();
    expect(logo.all.get('content-security-policy')).toHaveLength(1);
    expect(logo.headers['content-security-policy']).not.toBe(RENDERER_CSP);
    const asset = await get(origin, '/assets/app-0123abcd.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const before = seen.length;
    for (const missing of [
      '/index.html',
      '/config.js',
      '/wp-login.php',
      '/favicon.ico',
      '/assets/missing-0000.js',
      '/assets/',
    ]) {
      const answer = await get(origin, missing);
      expect.soft([403, 404], missing).toContain(answer.status);
      expect.soft(answer.all.get('content-security-policy'), missing).toHaveLength(1);
      expect.soft(answer.all.get('x-frame-options'), missing).toEqual(['SAMEORIGIN']);
    }
    expect(seen.length, 'the renderer was never asked for a file').toBe(before);
    // "/" and React Router's data requests of client navigation are the renderer's.
    expect((await get(origin, '/')).headers['x-cache-status']).toBe('MISS');
    expect((await get(origin, '/product/7.data')).headers['x-cache-status']).toBe('MISS');
    expect(rendered('/')).toBe(1);
    expect(rendered('/product/7.data')).toBe(1);
  });

  it(
    'after the validity: stale at once and rendered again in the background; the last good page while the renderer is down; "Back shortly" when nothing is stored',
    { timeout: 40_000 },
    async () => {
      await get(origin, '/quailty');
      await get(origin, '/certificate');
      await sleep((PAGE_CACHE_SECONDS + 1) * 1000);

      // Stale-while-revalidate: the stored page now, one render behind it.
      const stale = await get(origin, '/quailty');
      expect(['STALE', 'UPDATING']).toContain(stale.headers['x-cache-status']);
      await expect.poll(() => rendered('/quailty'), { timeout: 5000 }).toBe(2);
      await expect
        .poll(async () => (await get(origin, '/quailty')).headers['x-cache-status'], {
          timeout: 5000,
        })
        .toBe('HIT');

      // Stale-if-error: the renderer is down, the last good page is still served.
      await stopRenderer();
      const kept = await get(origin, '/certificate');
      expect(kept.status).toBe(200);
      expect(['STALE', 'UPDATING']).toContain(kept.headers['x-cache-status']);
      expect(kept.body).toContain('<h1>/certificate</h1>');

      // Nothing stored: a small page saying so, never cached, with the security headers.
      const down = await get(origin, '/infrastructure');
      expect(down.status).toBe(503);
      expect(down.headers['content-type']).toContain('text/html');
      expect(down.body).toContain('Back shortly');
      expect(down.headers['retry-after']).toMatch(/^\d+$/);
      expect(down.headers['cache-control']).toBe('no-store');
      expect(down.all.get('content-security-policy')).toHaveLength(1);
      expect(down.all.get('x-content-type-options')).toEqual(['nosniff']);

      await startRenderer();
      await expect
        .poll(async () => (await get(origin, '/infrastructure')).status, { timeout: 5000 })
        .toBe(200);
    },
  );
});

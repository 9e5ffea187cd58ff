import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preview, type PreviewServer } from 'vite';
import { BACKEND_UNREACHABLE } from '../../contract/src/backend-proxy.ts';
import { backendProxy } from './backend-proxy.ts';
import {
  SECURITY_HEADERS_SNIPPET,
  backendOrigin,
  parseAssetOrigins,
  parseSecurityHeaderSnippet,
  securityHeaders,
  securityHeadersPlugin,
} from './security-headers.ts';

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

describe('the security headers of npm start and the dev server', () => {
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
      expect(directive(policy, name)).toContain('https://api.example.com');
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
      expect(directive(policy, name)).toEqual(
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
      expect(() => parseAssetOrigins(bad), bad).toThrow(/ASSET_ORIGINS must be http\(s\) origins/);
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
      expect(nginxAccepts.test(good), good).toBe(true);
      expect(parseAssetOrigins(good).join(' ')).toBe(good);
    }
    for (const bad of ['https://cdn.example.com/files', 'https://a.example.com; script-src *']) {
      expect(nginxAccepts.test(bad), bad).toBe(false);
    }
  });

  it("the dev server alone allows the React preamble's inline script, by hash", () => {
    const settings = { apiBaseUrl: '/backend', backendUpstream: 'http://127.0.0.1:4000' };
    expect(directive(csp(securityHeaders(settings)), 'script-src').join(' ')).not.toMatch(/sha256/);
    const dev = directive(csp(securityHeaders(settings, true)), 'script-src');
    expect(dev.filter((source) => source.startsWith("'sha256-"))).toHaveLength(1);
    expect(dev).not.toContain("'unsafe-inline'");
  });
});

describe('vite preview (npm start) in front of a backend', () => {
  let site: PreviewServer;
  let siteOrigin = '';
  let upstream: http.Server;
  let dist = '';
  const upstreamPort = { value: 0 };

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'gear-preview-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>t</title>');
    // A backend that answers 502 itself on one path.
    upstream = http.createServer((req, res) => {
      res.writeHead(req.url === '/own-502' ? 502 : 200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: req.url === '/own-502' ? 'Bad Gateway' : 'ok' }));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    upstreamPort.value = (upstream.address() as AddressInfo).port;
    const upstreamUrl = `http://127.0.0.1:${upstreamPort.value}`;
    site = await preview({
      configFile: false,
      root: dist,
      logLevel: 'silent',
      build: { outDir: dist },
      plugins: [
        securityHeadersPlugin({
          BACKEND_UPSTREAM: upstreamUrl,
          ASSET_ORIGINS: 'https://cdn.example.com',
        }),
      ],
      preview: { port: 0, host: '127.0.0.1', proxy: backendProxy(upstreamUrl) },
    });
    const address = site.httpServer.address() as AddressInfo;
    siteOrigin = `http://127.0.0.1:${address.port}`;
  });

  afterAll(async () => {
    await site.close();
    await new Promise((resolve) => upstream.close(resolve));
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends the CSP with the backend and asset origins on pages', async () => {
    const response = await fetch(`${siteOrigin}/`);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(directive(policy, 'img-src')).toEqual(
      expect.arrayContaining([`http://127.0.0.1:${upstreamPort.value}`, 'https://cdn.example.com']),
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("passes the backend's own 502 through unmarked", async () => {
    const response = await fetch(`${siteOrigin}/backend/own-502`);
    expect(response.status).toBe(502);
    expect(response.headers.get(BACKEND_UNREACHABLE.header)).toBeNull();
    expect(await response.json()).toEqual({ message: 'Bad Gateway' });
  });

  it('marks its own failure to reach a stopped backend, as nginx does', async () => {
    await new Promise((resolve) => upstream.close(resolve));
    const response = await fetch(`${siteOrigin}/backend/sliders/getSliders`);
    expect(response.status).toBe(BACKEND_UNREACHABLE.status);
    expect(response.headers.get(BACKEND_UNREACHABLE.header)).toBe(BACKEND_UNREACHABLE.value);
    expect(await response.json()).toEqual(BACKEND_UNREACHABLE.body);
    await new Promise<void>((resolve) => upstream.listen(upstreamPort.value, '127.0.0.1', resolve));
  });

  it("nginx's @backend_unavailable sends the same status, header and body", () => {
    const template = fs.readFileSync(TEMPLATE, 'utf8');
    const block = /location @backend_unavailable \{([\s\S]*?)\n {4}\}/.exec(template)?.[1] ?? '';
    expect(block).toContain(
      `add_header ${BACKEND_UNREACHABLE.header} "${BACKEND_UNREACHABLE.value}" always;`,
    );
    expect(block).toContain(
      `return ${BACKEND_UNREACHABLE.status} '${JSON.stringify(BACKEND_UNREACHABLE.body)}\\n';`,
    );
  });
});

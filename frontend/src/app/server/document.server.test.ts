// @vitest-environment node
import vm from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestOrigin, runtimeConfigScript } from './document.server';
import { serverSettings } from './settings.server';

afterEach(() => {
  vi.unstubAllEnvs();
});

/** Runs the inline script as a browser would and returns what it set. */
function runConfigScript(script: string): unknown {
  const context = { window: {} as Record<string, unknown> };
  vm.runInNewContext(script, context);
  return context.window.__APP_CONFIG__;
}

describe('runtimeConfigScript (the inline config of every page)', () => {
  it('gives the browser API_BASE_URL and SITE_URL, defaults /backend and ""', () => {
    vi.stubEnv('API_BASE_URL', '');
    vi.stubEnv('SITE_URL', '');
    expect(runtimeConfigScript()).toBe(
      'window.__APP_CONFIG__ = {"API_BASE_URL":"/backend","SITE_URL":""};',
    );
    vi.stubEnv('API_BASE_URL', 'https://api.example.com/v1');
    vi.stubEnv('SITE_URL', 'https://www.example.com');
    expect(runConfigScript(runtimeConfigScript())).toEqual({
      API_BASE_URL: 'https://api.example.com/v1',
      SITE_URL: 'https://www.example.com',
    });
  });

  it('cannot be closed early by a value: "<" is escaped and the value survives', () => {
    const hostile = 'https://x.example/</script><script>alert(1)</script><!--';
    vi.stubEnv('API_BASE_URL', hostile);
    const script = runtimeConfigScript();
    expect(script).not.toContain('<');
    expect(runConfigScript(script)).toMatchObject({ API_BASE_URL: hostile });
  });
});

describe('requestOrigin (the origin of canonical and sharing URLs)', () => {
  it('is SITE_URL when set', () => {
    vi.stubEnv('SITE_URL', 'https://www.example.com/');
    expect(requestOrigin(new Request('http://127.0.0.1:3000/product/3'))).toBe(
      'https://www.example.com',
    );
  });

  it("else the request's scheme and Host", () => {
    vi.stubEnv('SITE_URL', '');
    const request = new Request('https://shop.example.org/product/3', {
      headers: { Host: 'shop.example.org:8443' },
    });
    expect(requestOrigin(request)).toBe('https://shop.example.org:8443');
    expect(requestOrigin(new Request('http://127.0.0.1:3000/'))).toBe('http://127.0.0.1:3000');
  });

  it('never takes a Host that could inject markup', () => {
    vi.stubEnv('SITE_URL', '');
    const request = new Request('http://127.0.0.1:3000/', {
      headers: { Host: 'evil.example"><script>alert(1)</script>' },
    });
    expect(requestOrigin(request)).toBe('http://localhost');
  });
});

describe('serverSettings', () => {
  it("reads the renderer's settings from the environment, with the nginx image's defaults", () => {
    expect(serverSettings({})).toEqual({
      backendUpstream: 'http://127.0.0.1:4000',
      apiBaseUrl: '/backend',
      siteUrl: '',
    });
    expect(
      serverSettings({
        BACKEND_UPSTREAM: ' http://api:4000/v1// ',
        API_BASE_URL: ' https://api.example.com ',
        SITE_URL: ' https://www.example.com ',
      }),
    ).toEqual({
      backendUpstream: 'http://api:4000/v1',
      apiBaseUrl: 'https://api.example.com',
      siteUrl: 'https://www.example.com',
    });
  });
});

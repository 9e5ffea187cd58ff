// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isValidApiBaseUrl, readSiteSettings, siteUrlFromEnv } from './settings.ts';

describe('readSiteSettings (the site server’s environment)', () => {
  it("has the nginx image's defaults", () => {
    expect(readSiteSettings({})).toEqual({
      mode: 'development',
      host: '127.0.0.1',
      port: 8080,
      backendUpstream: 'http://127.0.0.1:4000',
      apiBaseUrl: '/backend',
      assetOrigins: '',
      siteUrl: '',
    });
  });

  it('reads every setting, trimmed, the backend without a trailing slash', () => {
    expect(
      readSiteSettings({
        NODE_ENV: 'production',
        SITE_HOST: ' 0.0.0.0 ',
        SITE_PORT: '3000',
        BACKEND_UPSTREAM: ' https://api.example.com/v1/ ',
        API_BASE_URL: ' https://api.example.com/v1 ',
        ASSET_ORIGINS: ' https://cdn.example.com   http://files.example.com:9000 ',
        SITE_URL: 'https://www.example.com/',
      }),
    ).toEqual({
      mode: 'production',
      host: '0.0.0.0',
      port: 3000,
      backendUpstream: 'https://api.example.com/v1',
      apiBaseUrl: 'https://api.example.com/v1',
      assetOrigins: 'https://cdn.example.com http://files.example.com:9000',
      siteUrl: 'https://www.example.com',
    });
  });

  it('refuses a BACKEND_UPSTREAM that is not an http(s) URL, naming the value', () => {
    for (const bad of ['api:4000', 'ftp://api:4000', '//api:4000', 'http://']) {
      expect
        .soft(() => readSiteSettings({ BACKEND_UPSTREAM: bad }), bad)
        .toThrow(/^BACKEND_UPSTREAM must be an http\(s\) URL such as http:\/\/api:4000; got "/);
    }
  });

  it('refuses an unsafe API_BASE_URL', () => {
    for (const bad of ['//evil.example', 'javascript:alert(1)', 'backend', '/back end', '/a"b']) {
      expect
        .soft(() => readSiteSettings({ API_BASE_URL: bad }), bad)
        .toThrow(
          `API_BASE_URL must be a path such as /backend or an http(s) URL; got ${JSON.stringify(bad)}`,
        );
    }
  });

  it('refuses a SITE_URL that is not an origin', () => {
    for (const bad of ['https://www.example.com/shop', 'www.example.com', 'ftp://example.com']) {
      expect
        .soft(() => readSiteSettings({ SITE_URL: bad }), bad)
        .toThrow(/^SITE_URL must be the site's origin such as https:\/\/www\.example\.com; got /);
    }
  });

  it('refuses an ASSET_ORIGINS that is not a list of origins', () => {
    expect(() => readSiteSettings({ ASSET_ORIGINS: 'https://cdn.example.com/files' })).toThrow(
      /ASSET_ORIGINS must be http\(s\) origins separated by spaces/,
    );
    expect(() =>
      readSiteSettings({ ASSET_ORIGINS: "https://cdn.example.com; script-src 'unsafe-inline'" }),
    ).toThrow(/ASSET_ORIGINS must be http\(s\) origins/);
  });

  it('refuses a SITE_PORT that is not a port number', () => {
    for (const bad of ['0', '65536', '80.5', 'http', '-1']) {
      expect
        .soft(() => readSiteSettings({ SITE_PORT: bad }), bad)
        .toThrow(`SITE_PORT must be a port number (1-65535); got ${JSON.stringify(bad)}`);
    }
    expect(readSiteSettings({ SITE_PORT: ' ' }).port).toBe(8080);
    expect(readSiteSettings({ SITE_PORT: '65535' }).port).toBe(65_535);
  });
});

describe('isValidApiBaseUrl', () => {
  it('accepts a same-origin path prefix or an http(s) URL only', () => {
    for (const good of [
      '/backend',
      '/',
      '/api/v1',
      'https://api.example.com',
      'http://api:4000/x',
    ]) {
      expect.soft(isValidApiBaseUrl(good), good).toBe(true);
    }
    for (const bad of ['//evil.example', 'javascript:alert(1)', 'data:,x', '/a<b', "/a'b", '']) {
      expect.soft(isValidApiBaseUrl(bad), bad).toBe(false);
    }
  });
});

describe('siteUrlFromEnv', () => {
  it("is '' when unset or blank, the origin when valid", () => {
    expect(siteUrlFromEnv(undefined)).toBe('');
    expect(siteUrlFromEnv('  ')).toBe('');
    expect(siteUrlFromEnv('https://www.example.com/')).toBe('https://www.example.com');
    expect(siteUrlFromEnv('http://localhost:8080')).toBe('http://localhost:8080');
  });

  it('throws for a value with a path, query or credentials', () => {
    for (const bad of [
      'https://www.example.com/shop',
      'https://www.example.com/?a=1',
      'https://user:pw@www.example.com',
    ]) {
      expect.soft(() => siteUrlFromEnv(bad), bad).toThrow(/SITE_URL must be the site's origin/);
    }
  });
});

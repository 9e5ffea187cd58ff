import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_API_BASE_URL, resolveEnv, resolveSiteUrl } from './env';

describe('resolveEnv', () => {
  afterEach(() => vi.restoreAllMocks());

  it('uses the runtime config from /config.js first', () => {
    expect(resolveEnv({ API_BASE_URL: 'https://api.example.com' }, '/vite')).toEqual({
      apiBaseUrl: 'https://api.example.com',
    });
  });

  it('strips trailing slashes', () => {
    expect(resolveEnv({ API_BASE_URL: '/backend/' }, undefined).apiBaseUrl).toBe('/backend');
    expect(resolveEnv({ API_BASE_URL: 'https://api.example.com/v1//' }, undefined).apiBaseUrl).toBe(
      'https://api.example.com/v1',
    );
  });

  it('falls back to VITE_API_BASE_URL, then /backend', () => {
    expect(resolveEnv(undefined, 'http://127.0.0.1:4000/').apiBaseUrl).toBe(
      'http://127.0.0.1:4000',
    );
    expect(resolveEnv(undefined, undefined).apiBaseUrl).toBe(DEFAULT_API_BASE_URL);
    expect(resolveEnv(undefined, '').apiBaseUrl).toBe('/backend');
  });

  it('skips invalid values with an error in the console', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(resolveEnv({ API_BASE_URL: 'javascript:alert(1)' }, '/from-vite').apiBaseUrl).toBe(
      '/from-vite',
    );
    expect(resolveEnv({ API_BASE_URL: '//evil.example' }, undefined).apiBaseUrl).toBe('/backend');
    expect(resolveEnv('not an object', 'ftp://x').apiBaseUrl).toBe('/backend');
    expect(error).toHaveBeenCalledTimes(4);
  });
});

describe('resolveSiteUrl', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads SITE_URL as an origin; blank or absent is null', () => {
    expect(resolveSiteUrl({ API_BASE_URL: '/backend', SITE_URL: 'https://www.example.com/' })).toBe(
      'https://www.example.com',
    );
    expect(resolveSiteUrl({ API_BASE_URL: '/backend', SITE_URL: '' })).toBeNull();
    expect(resolveSiteUrl({ API_BASE_URL: '/backend' })).toBeNull();
    expect(resolveSiteUrl(undefined)).toBeNull();
  });

  it('skips an invalid SITE_URL with an error, and API_BASE_URL still applies', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const config = { API_BASE_URL: '/api', SITE_URL: 'javascript:alert(1)' };
    expect(resolveSiteUrl(config)).toBeNull();
    expect(resolveSiteUrl({ SITE_URL: 'https://example.com/shop' })).toBeNull();
    expect(resolveEnv(config, undefined).apiBaseUrl).toBe('/api');
    expect(error).toHaveBeenCalledTimes(2);
  });
});

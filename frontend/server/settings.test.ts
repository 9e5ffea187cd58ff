import { describe, expect, it } from 'vitest';
import type { Connect } from 'vite';
import { isValidApiBaseUrl, renderRuntimeConfig, runtimeConfigPlugin } from './runtime-config';

describe('runtime config for vite preview', () => {
  it('renders window.__APP_CONFIG__ and escapes "<"', () => {
    expect(renderRuntimeConfig('/backend')).toBe(
      'window.__APP_CONFIG__ = {"API_BASE_URL":"/backend","SITE_URL":""};\n',
    );
    expect(renderRuntimeConfig('/backend', 'https://www.example.com')).toContain(
      '"SITE_URL":"https://www.example.com"',
    );
    expect(renderRuntimeConfig('https://x.example/</script>')).not.toContain('</script>');
  });

  it('accepts a path prefix or an http(s) URL only', () => {
    expect(isValidApiBaseUrl('/backend')).toBe(true);
    expect(isValidApiBaseUrl('https://api.example.com')).toBe(true);
    expect(isValidApiBaseUrl('//evil.example')).toBe(false);
    expect(isValidApiBaseUrl('javascript:alert(1)')).toBe(false);
  });
});

describe('runtimeConfigPlugin', () => {
  /** Runs the plugin's hook against a fake server and fetches /config.js through its middleware. */
  function serveConfig(
    hook: 'configureServer' | 'configurePreviewServer',
    env: Parameters<typeof runtimeConfigPlugin>[0],
  ) {
    const handlers: Connect.NextHandleFunction[] = [];
    const server = { middlewares: { use: (fn: Connect.NextHandleFunction) => handlers.push(fn) } };
    const plugin = runtimeConfigPlugin(env);
    const run = plugin[hook];
    if (typeof run !== 'function') throw new Error(`no ${hook}`);
    // The hooks only touch server.middlewares.use.
    Reflect.apply(run, plugin, [server]);
    const headers: Record<string, string> = {};
    let body = '';
    const res = {
      statusCode: 0,
      setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
      end: (chunk?: string) => (body = chunk ?? ''),
    };
    let passed = false;
    handlers[0]?.(
      Object.assign(Object.create(null) as object, {
        url: '/config.js?v=1',
        method: 'GET',
      }) as never,
      res as never,
      () => (passed = true),
    );
    return { body, headers, passed };
  }

  it('the dev server answers /config.js from VITE_API_BASE_URL', () => {
    const { body, headers } = serveConfig('configureServer', {
      VITE_API_BASE_URL: 'https://api.example.com',
    });
    expect(body).toContain('"API_BASE_URL":"https://api.example.com"');
    expect(headers['cache-control']).toBe('no-cache');
  });

  it('vite preview answers /config.js from API_BASE_URL, default /backend', () => {
    expect(serveConfig('configurePreviewServer', { API_BASE_URL: '/api-x' }).body).toContain(
      '"API_BASE_URL":"/api-x"',
    );
    expect(serveConfig('configurePreviewServer', {}).body).toContain('"API_BASE_URL":"/backend"');
  });

  it('refuses an unsafe value at server start', () => {
    expect(() => serveConfig('configurePreviewServer', { API_BASE_URL: '//evil.example' })).toThrow(
      /API_BASE_URL must be a path/,
    );
  });

  it('writes SITE_URL as an origin and refuses one with a path at server start', () => {
    expect(
      serveConfig('configurePreviewServer', { SITE_URL: 'https://www.example.com/' }).body,
    ).toContain('"SITE_URL":"https://www.example.com"');
    expect(() =>
      serveConfig('configurePreviewServer', { SITE_URL: 'https://www.example.com/shop' }),
    ).toThrow(/SITE_URL must be the site's origin/);
  });
});

import type { Plugin } from 'vite';

/** Same rule as src/config/env.ts: a same-origin path prefix or an absolute http(s) URL. */
export function isValidApiBaseUrl(value: string): boolean {
  if (/^\/(?!\/)/.test(value) || value === '/') return !/[\s"'<>\\]/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The body of /config.js for a given API base URL (escaped so it cannot close a script). */
export function renderRuntimeConfig(apiBaseUrl: string): string {
  const json = JSON.stringify({ API_BASE_URL: apiBaseUrl }).replace(/</g, '\\u003c');
  return `window.__APP_CONFIG__ = ${json};\n`;
}

/**
 * `vite preview` serves /config.js generated from API_BASE_URL at start, the way the nginx image
 * writes it from its environment, so one build runs against any backend (ARCHITECTURE.md).
 */
export function runtimeConfigPlugin(apiBaseUrl: string): Plugin {
  return {
    name: 'gear-runtime-config',
    configurePreviewServer(server) {
      // Checked here, not at config load: `vite build` and `vite` never read API_BASE_URL.
      if (!isValidApiBaseUrl(apiBaseUrl)) {
        throw new Error(
          `API_BASE_URL must be a path such as /backend or an http(s) URL; got ${JSON.stringify(apiBaseUrl)}`,
        );
      }
      const body = renderRuntimeConfig(apiBaseUrl);
      // Registered before Vite's static middleware, so it wins over dist/config.js.
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0];
        if (path !== '/config.js' || (req.method !== 'GET' && req.method !== 'HEAD')) {
          next();
          return;
        }
        res.statusCode = 200;
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.end(req.method === 'HEAD' ? undefined : body);
      });
    },
  };
}

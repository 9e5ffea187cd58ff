// Relative, not '@gear/contract/...': see seo-files.ts.
import { parseSiteUrl } from '../../contract/src/sitemap.ts';
import type { Connect, Plugin } from 'vite';

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

/** The body of /config.js (escaped so it cannot close a script); SITE_URL '' = the page's origin. */
export function renderRuntimeConfig(apiBaseUrl: string, siteUrl = ''): string {
  const json = JSON.stringify({ API_BASE_URL: apiBaseUrl, SITE_URL: siteUrl }).replace(
    /</g,
    '\\u003c',
  );
  return `window.__APP_CONFIG__ = ${json};\n`;
}

/** SITE_URL as the origin it names ('' when unset); anything else stops the server at start. */
export function siteUrlFromEnv(value: string | undefined): string {
  if (!value?.trim()) return '';
  const origin = parseSiteUrl(value);
  if (origin === null) {
    throw new Error(
      `SITE_URL must be the site's origin such as https://www.example.com; got ${JSON.stringify(value)}`,
    );
  }
  return origin;
}

/** Answers GET/HEAD /config.js with the runtime config for `apiBaseUrl`. */
function configJsMiddleware(
  variable: string,
  apiBaseUrl: string,
  siteUrl: string | undefined,
): Connect.NextHandleFunction {
  // Checked when a server starts, not at config load: `vite build` never reads these variables.
  if (!isValidApiBaseUrl(apiBaseUrl)) {
    throw new Error(
      `${variable} must be a path such as /backend or an http(s) URL; got ${JSON.stringify(apiBaseUrl)}`,
    );
  }
  const body = renderRuntimeConfig(apiBaseUrl, siteUrlFromEnv(siteUrl));
  return (req, res, next) => {
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
  };
}

/**
 * /config.js is the one source of the API base URL in the browser (there is no static copy):
 * nginx writes it from its environment in production, `vite preview` from API_BASE_URL, and the
 * dev server from VITE_API_BASE_URL (ARCHITECTURE.md), so one build runs against any backend.
 */
export function runtimeConfigPlugin(env: {
  API_BASE_URL?: string | undefined;
  VITE_API_BASE_URL?: string | undefined;
  SITE_URL?: string | undefined;
}): Plugin {
  return {
    name: 'gear-runtime-config',
    configureServer(server) {
      const value = env.VITE_API_BASE_URL || env.API_BASE_URL || '/backend';
      server.middlewares.use(configJsMiddleware('VITE_API_BASE_URL', value, env.SITE_URL));
    },
    configurePreviewServer(server) {
      server.middlewares.use(
        configJsMiddleware('API_BASE_URL', env.API_BASE_URL || '/backend', env.SITE_URL),
      );
    },
  };
}

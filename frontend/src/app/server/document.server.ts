import { parseSiteUrl, safeHost } from '@gear/contract/sitemap';
import { serverSettings } from './settings.server';

/**
 * The body of the page's inline config script (config/env.ts reads it): JSON with "<" escaped, so
 * no value can close the script.
 */
export function runtimeConfigScript(): string {
  const { apiBaseUrl, siteUrl } = serverSettings();
  const json = JSON.stringify({ API_BASE_URL: apiBaseUrl, SITE_URL: siteUrl }).replace(
    /</g,
    '\\u003c',
  );
  return `window.__APP_CONFIG__ = ${json};`;
}

/**
 * The public origin of a page: SITE_URL when set, else the request's scheme and Host (as nginx
 * passes them), the host only when it is a plain name[:port] so it can never inject markup.
 */
export function requestOrigin(request: Request): string {
  const configured = parseSiteUrl(serverSettings().siteUrl);
  if (configured) return configured;
  const url = new URL(request.url);
  const host = safeHost(request.headers.get('host') ?? url.host) ?? 'localhost';
  return `${url.protocol}//${host}`;
}

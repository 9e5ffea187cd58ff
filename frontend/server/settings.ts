import { parseSiteUrl } from '@gear/contract/sitemap';
import { parseAssetOrigins } from './security-headers.ts';

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

/** The site server's run-time settings: the nginx image's names, the same defaults. */
export interface SiteSettings {
  /** production serves build/; development renders through Vite's dev server (hot reload). */
  mode: 'production' | 'development';
  host: string;
  port: number;
  /** scheme://host[:port][/path] of the backend, without a trailing slash. */
  backendUpstream: string;
  apiBaseUrl: string;
  assetOrigins: string;
  siteUrl: string;
}

function port(value: string | undefined, fallback: number): number {
  if (!value?.trim()) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > 65_535) {
    throw new Error(`SITE_PORT must be a port number (1-65535); got ${JSON.stringify(value)}`);
  }
  return parsed;
}

/** Reads and checks the settings; a bad value stops the server at start with what is wrong. */
export function readSiteSettings(env: NodeJS.ProcessEnv): SiteSettings {
  const backendUpstream = (env.BACKEND_UPSTREAM?.trim() || 'http://127.0.0.1:4000').replace(
    /\/+$/,
    '',
  );
  if (!/^https?:\/\/[^/\s]+/.test(backendUpstream)) {
    throw new Error(
      `BACKEND_UPSTREAM must be an http(s) URL such as http://api:4000; got ${JSON.stringify(backendUpstream)}`,
    );
  }
  const apiBaseUrl = env.API_BASE_URL?.trim() || '/backend';
  if (!isValidApiBaseUrl(apiBaseUrl)) {
    throw new Error(
      `API_BASE_URL must be a path such as /backend or an http(s) URL; got ${JSON.stringify(apiBaseUrl)}`,
    );
  }
  const assetOrigins = parseAssetOrigins(env.ASSET_ORIGINS).join(' ');
  return {
    mode: env.NODE_ENV === 'production' ? 'production' : 'development',
    host: env.SITE_HOST?.trim() || '127.0.0.1',
    port: port(env.SITE_PORT, 8080),
    backendUpstream,
    apiBaseUrl,
    assetOrigins,
    siteUrl: siteUrlFromEnv(env.SITE_URL),
  };
}

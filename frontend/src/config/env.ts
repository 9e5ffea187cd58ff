import { parseSiteUrl } from '@gear/contract/sitemap';

export const DEFAULT_API_BASE_URL = '/backend';

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * API_BASE_URL without its trailing slashes, or null when it is not a same-origin path prefix
 * (`/backend`) or an absolute http(s) URL (no whitespace, quotes or brackets; at most 2048).
 * Checked by hand, not with zod: these two strings are all that every page (also the ones without
 * backend data) would otherwise load zod for, ~9 kB gzip (ADR 0025).
 */
function parseApiBaseUrl(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (value.length < 1 || value.length > 2048) return null;
  const valid = value.startsWith('/')
    ? !value.startsWith('//') && !/[\s"'<>\\]/.test(value)
    : isHttpUrl(value);
  return valid ? value.replace(/\/+$/, '') : null;
}

/** `config[key]` of an object, or undefined. */
function field(config: unknown, key: string): unknown {
  return typeof config === 'object' && config !== null && key in config
    ? (config as Record<string, unknown>)[key]
    : undefined;
}

interface Env {
  /** The backend base URL without a trailing slash ('' means the site's own origin). */
  apiBaseUrl: string;
}

/**
 * Runtime config (window.__APP_CONFIG__, inline in every page) wins, then VITE_API_BASE_URL
 * from the build, then '/backend'. An invalid value is reported and skipped.
 */
export function resolveEnv(runtimeConfig: unknown, viteApiBaseUrl: unknown): Env {
  if (runtimeConfig !== undefined) {
    const runtime = parseApiBaseUrl(field(runtimeConfig, 'API_BASE_URL'));
    if (runtime !== null) return { apiBaseUrl: runtime };
    console.error(
      'Ignoring invalid window.__APP_CONFIG__: API_BASE_URL must be a path such as /backend or an http(s) URL',
    );
  }
  if (viteApiBaseUrl !== undefined && viteApiBaseUrl !== '') {
    const fromBuild = parseApiBaseUrl(viteApiBaseUrl);
    if (fromBuild !== null) return { apiBaseUrl: fromBuild };
    console.error('Ignoring invalid VITE_API_BASE_URL: a path such as /backend or an http(s) URL');
  }
  return { apiBaseUrl: DEFAULT_API_BASE_URL };
}

/**
 * The run-time config: in the browser the inline script of every rendered page writes it
 * (app/root.tsx); on the server the site server sets it from its environment before it loads the
 * app (server/app.ts), so both render the same asset addresses.
 */
const runtimeConfig = (): unknown => Reflect.get(globalThis, '__APP_CONFIG__');

export const env: Env = resolveEnv(runtimeConfig(), import.meta.env.VITE_API_BASE_URL);

/**
 * SITE_URL from the run-time config: the public origin for canonical and Open Graph URLs (an http(s) origin,
 * no path). Blank or absent gives null (the page's own origin is used); an invalid value is
 * reported and skipped without touching API_BASE_URL.
 */
export function resolveSiteUrl(runtimeConfig: unknown): string | null {
  const raw = field(runtimeConfig, 'SITE_URL');
  const value = typeof raw === 'string' ? raw.trim() : undefined;
  if (!value) return null;
  const origin = parseSiteUrl(value);
  if (origin === null) console.error('Ignoring invalid SITE_URL in window.__APP_CONFIG__:', value);
  return origin;
}

export const siteUrl: string | null = resolveSiteUrl(runtimeConfig());

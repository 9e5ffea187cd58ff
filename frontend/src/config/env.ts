import { parseSiteUrl } from '@gear/contract/sitemap';
import * as z from 'zod/mini';

export const DEFAULT_API_BASE_URL = '/backend';

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** A same-origin path prefix (`/backend`) or an absolute http(s) URL; no whitespace or quotes. */
const ApiBaseUrlSchema = z.pipe(
  z.string().check(
    z.trim(),
    z.minLength(1),
    z.maxLength(2048),
    z.refine((value) => {
      if (value.startsWith('/')) return !value.startsWith('//') && !/[\s"'<>\\]/.test(value);
      return isHttpUrl(value);
    }, 'API_BASE_URL must be a path such as /backend or an http(s) URL'),
  ),
  z.transform((value) => value.replace(/\/+$/, '')),
);

const RuntimeConfigSchema = z.object({ API_BASE_URL: ApiBaseUrlSchema });

export interface Env {
  /** The backend base URL without a trailing slash ('' means the site's own origin). */
  apiBaseUrl: string;
}

/**
 * Runtime config (window.__APP_CONFIG__, inline in every page) wins, then VITE_API_BASE_URL
 * from the build, then '/backend'. An invalid value is reported and skipped.
 */
export function resolveEnv(runtimeConfig: unknown, viteApiBaseUrl: unknown): Env {
  if (runtimeConfig !== undefined) {
    const runtime = RuntimeConfigSchema.safeParse(runtimeConfig);
    if (runtime.success) return { apiBaseUrl: runtime.data.API_BASE_URL };
    console.error('Ignoring invalid window.__APP_CONFIG__:', z.prettifyError(runtime.error));
  }
  if (viteApiBaseUrl !== undefined && viteApiBaseUrl !== '') {
    const fromBuild = ApiBaseUrlSchema.safeParse(viteApiBaseUrl);
    if (fromBuild.success) return { apiBaseUrl: fromBuild.data };
    console.error('Ignoring invalid VITE_API_BASE_URL:', z.prettifyError(fromBuild.error));
  }
  return { apiBaseUrl: DEFAULT_API_BASE_URL };
}

/**
 * The run-time config: in the browser the inline script of every rendered page writes it
 * (app/root.tsx); on the server the site server sets it from its environment before it loads the
 * app (server/app.ts), so both render the same asset addresses.
 */
const runtimeConfig = (): unknown => globalThis.__APP_CONFIG__;

export const env: Env = resolveEnv(runtimeConfig(), import.meta.env.VITE_API_BASE_URL);

const RuntimeSiteUrlSchema = z.object({ SITE_URL: z.optional(z.string()) });

/**
 * SITE_URL from the run-time config: the public origin for canonical and Open Graph URLs (an http(s) origin,
 * no path). Blank or absent gives null (the page's own origin is used); an invalid value is
 * reported and skipped without touching API_BASE_URL.
 */
export function resolveSiteUrl(runtimeConfig: unknown): string | null {
  const parsed = RuntimeSiteUrlSchema.safeParse(runtimeConfig);
  const value = parsed.success ? parsed.data.SITE_URL?.trim() : undefined;
  if (!value) return null;
  const origin = parseSiteUrl(value);
  if (origin === null) console.error('Ignoring invalid SITE_URL in window.__APP_CONFIG__:', value);
  return origin;
}

export const siteUrl: string | null = resolveSiteUrl(runtimeConfig());

import { createContext, use } from 'react';
import { siteUrl } from '@/config/env';

/**
 * The public origin the server rendered the page for (SITE_URL, else the request's own scheme and
 * host); app/root.tsx provides it, so the server's canonical URLs and the browser's agree.
 */
export const SiteOriginContext = createContext<string | null>(null);

/** The public origin: the rendered page's, else SITE_URL, else the origin the page was loaded from. */
export function useSiteOrigin(): string {
  return use(SiteOriginContext) ?? siteOrigin();
}

/** The public origin outside React: SITE_URL from the run-time config, else the page's origin. */
export function siteOrigin(configured: string | null = siteUrl): string {
  return configured ?? window.location.origin;
}

/** An absolute URL on the public origin for a path (`/product/3`); absolute URLs are kept. */
export function absoluteUrl(pathOrUrl: string, origin: string = siteOrigin()): string {
  return new URL(pathOrUrl, `${origin}/`).href;
}

import { siteUrl } from '@/config/env';

/** The public origin: SITE_URL from /config.js, else the origin the page was loaded from. */
export function siteOrigin(configured: string | null = siteUrl): string {
  return configured ?? window.location.origin;
}

/** An absolute URL on the public origin for a path (`/product/3`); absolute URLs are kept. */
export function absoluteUrl(pathOrUrl: string, origin: string = siteOrigin()): string {
  return new URL(pathOrUrl, `${origin}/`).href;
}

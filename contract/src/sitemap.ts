import type { Id } from './common.ts';

/**
 * Search-engine files shared by everything that answers them: the mock (GET /sitemap.xml with the
 * products), the preview server (robots.txt, and the static sitemap when the backend has none),
 * and the tests of nginx's copy (nginx/templates/default.conf.template cannot import this).
 */

/** Every public page of SPEC §2 except product details, in menu order (`/quailty` sic). */
export const PUBLIC_PAGE_PATHS = [
  '/',
  '/about',
  '/quailty',
  '/certificate',
  '/lab',
  '/member',
  '/infrastructure',
  '/product',
  '/gallery',
  '/ebrochure',
  '/contact',
] as const;
export type PublicPagePath = (typeof PUBLIC_PAGE_PATHS)[number];

/** The public page of one product (the frontend's `paths.productDetail`). */
export const productPagePath = (id: Id) => `/product/${encodeURIComponent(String(id))}`;

/** What robots.txt keeps crawlers out of (the admin panel; the API stays crawlable for rendering). */
const ROBOTS_DISALLOW = ['/admin'] as const;

/**
 * A site origin such as `https://www.example.com` from SITE_URL: http(s), no credentials, query or
 * fragment, path empty or `/`. Returns the origin, or null when the value is not one.
 */
export function parseSiteUrl(value: string): string | null {
  const trimmed = value.trim();
  if (!/^https?:\/\//i.test(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    if (url.username || url.password || url.search || url.hash) return null;
    if (url.pathname !== '/') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/**
 * A request's Host (or X-Forwarded-Host) when it is a plain `name[:port]` or `[ipv6][:port]`;
 * null for anything else, so a forged header can never inject markup into the files.
 */
export function safeHost(value: string | undefined): string | null {
  if (!value) return null;
  const host = value.trim();
  return /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]{0,252})|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/.test(host)
    ? host
    : null;
}

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text or attribute value for XML. */
export const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

export interface SitemapEntry {
  /** Path on the site (`/product/3`), joined to the origin. */
  readonly path: string;
  /** Last modification, ISO 8601 (W3C datetime), when known. */
  readonly lastmod?: string | undefined;
}

/** A sitemaps.org 0.9 urlset; every `<loc>` absolute on `origin`. */
export function renderSitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const base = origin.replace(/\/+$/, '');
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : '';
    return `  <url><loc>${escapeXml(base + entry.path)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The sitemap without products: what is served when the backend has no /sitemap.xml. */
export const renderStaticSitemapXml = (origin: string) =>
  renderSitemapXml(
    origin,
    PUBLIC_PAGE_PATHS.map((path) => ({ path })),
  );

/** robots.txt: everything but the admin panel, and where the sitemap is (an absolute URL). */
export function renderRobotsTxt(origin: string): string {
  const base = origin.replace(/\/+$/, '');
  return [
    'User-agent: *',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}

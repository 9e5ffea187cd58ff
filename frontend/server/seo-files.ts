import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  parseSiteUrl,
  renderRobotsTxt,
  renderStaticSitemapXml,
  safeHost,
} from '@gear/contract/sitemap';
import type { NextFunction } from 'express';

/** How long the site server waits for the backend's sitemap before it answers the static one. */
const UPSTREAM_TIMEOUT_MS = 5_000;

export interface SeoFilesOptions {
  /** Where /backend is proxied; its /sitemap.xml is the one with the products. */
  backendUpstream: string;
  /** The public origin (SITE_URL); '' or undefined: the request's own host over http. */
  siteUrl?: string | undefined;
  /** Injected in tests. */
  fetch?: typeof fetch;
}

/** The origin the files name: SITE_URL, else http:// + the request's Host when it is plain. */
function originOf(req: IncomingMessage, siteUrl: string | null): string {
  return siteUrl ?? `http://${safeHost(req.headers.host) ?? 'localhost'}`;
}

function send(res: ServerResponse, req: IncomingMessage, type: string, body: string): void {
  res.statusCode = 200;
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * The backend's sitemap (every product) on `origin`, or null when the backend has none (the real
 * backend may not): any failure, non-2xx or non-XML answer. Never the SPA's index.html.
 */
async function upstreamSitemap(
  options: SeoFilesOptions,
  origin: string,
  fetchImpl: typeof fetch,
): Promise<string | null> {
  const { protocol, host } = new URL(origin);
  try {
    const response = await fetchImpl(`${options.backendUpstream.replace(/\/+$/, '')}/sitemap.xml`, {
      headers: { 'X-Forwarded-Proto': protocol.slice(0, -1), 'X-Forwarded-Host': host },
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !/\bxml\b/i.test(type)) return null;
    const body = await response.text();
    return body.includes('<urlset') ? body : null;
  } catch {
    return null;
  }
}

/** Answers GET/HEAD /robots.txt and /sitemap.xml as nginx does (nginx/templates/default.conf.template). */
export function seoFilesMiddleware(
  options: SeoFilesOptions,
): (req: IncomingMessage, res: ServerResponse, next: NextFunction) => void {
  const siteUrl = options.siteUrl?.trim() ? parseSiteUrl(options.siteUrl) : null;
  if (options.siteUrl?.trim() && siteUrl === null) {
    throw new Error(
      `SITE_URL must be the site's origin such as https://www.example.com; got ${JSON.stringify(options.siteUrl)}`,
    );
  }
  const fetchImpl = options.fetch ?? fetch;
  return (req, res, next) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    if (path === '/robots.txt') {
      send(res, req, 'text/plain; charset=utf-8', renderRobotsTxt(originOf(req, siteUrl)));
      return;
    }
    if (path !== '/sitemap.xml') {
      next();
      return;
    }
    const origin = originOf(req, siteUrl);
    void upstreamSitemap(options, origin, fetchImpl).then((xml) => {
      send(res, req, 'application/xml; charset=utf-8', xml ?? renderStaticSitemapXml(origin));
    });
  };
}

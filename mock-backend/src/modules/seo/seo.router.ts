import { Router, type Request } from 'express';
import { renderSitemapXml, safeHost } from '@gear/contract/sitemap';
import { route } from '../../http/api-route.ts';
import { HttpError } from '../../http/http-error.ts';
import type { Store } from '../../store/store.ts';
import { sitemapEntries } from './sitemap.service.ts';

/**
 * The public origin the sitemap's URLs start with: SITE_URL when configured, else the scheme and
 * host the request came through (nginx and the preview server send X-Forwarded-Proto/-Host; the
 * app trusts one proxy hop). A host that is not a plain name[:port] is refused.
 */
function originOf(req: Request, siteUrl: string | null): string {
  if (siteUrl) return siteUrl;
  const host = safeHost(req.host);
  if (!host) throw new HttpError(400, 'Invalid host.');
  return `${req.protocol === 'https' ? 'https' : 'http'}://${host}`;
}

/** GET /sitemap.xml: every public page and every product of the store (sitemaps.org 0.9). */
export function createSeoRouter(store: Store, siteUrl: string | null): Router {
  const router = Router();
  route(router, 'sitemap', (req, res) => {
    const xml = renderSitemapXml(originOf(req, siteUrl), sitemapEntries(store.read()));
    // Cheap to rebuild and it follows every admin change at once: revalidate, never store stale.
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/xml; charset=utf-8').send(xml);
  });
  return router;
}

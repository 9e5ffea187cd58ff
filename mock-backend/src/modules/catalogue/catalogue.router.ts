import { Router } from 'express';
import { route } from '../../http/api-route.ts';
import { sendJsonBody } from '../../http/cached-json.ts';
import type { CatalogueService } from './catalogue.service.ts';

/** The query string exactly as sent (Express's parsed req.query would turn `q[]=x` into arrays). */
function rawQuery(url: string): string {
  const start = url.indexOf('?');
  return start === -1 ? '' : url.slice(start + 1);
}

/**
 * GET /api/catalogue (issue 20), public: the /product page's own query in, the matching ids, the
 * category chips and the filters out (CatalogueResponseSchema), with an ETag like the lists.
 */
export function createCatalogueRouter(catalogue: CatalogueService): Router {
  const router = Router();
  route(router, 'searchCatalogue', async (req, res) => {
    sendJsonBody(req, res, await catalogue.search(rawQuery(req.originalUrl)));
  });
  return router;
}

import { createHash } from 'node:crypto';
import { Router } from 'express';
import { buildOpenApiDocument, type OpenApiDocument } from '@gear/contract/openapi/document';
import { route } from '../../http/api-route.ts';
import { memoJson, sendJsonBody } from '../../http/cached-json.ts';
import { DOCS_STYLE_HASH, renderDocsPage } from './render-docs.ts';

/**
 * The page allows nothing but its own inline style (by hash). Behind nginx the site's CSP
 * replaces this one (proxy_hide_header) and it allows inline styles too.
 */
const DOCS_CSP = [
  "default-src 'none'",
  `style-src ${DOCS_STYLE_HASH}`,
  'img-src data:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * GET /openapi.json: the OpenAPI 3.1 document generated from the contract (ADR 0022).
 * GET /docs: the same document as a readable page. Both are built once per process (they depend
 * on code only), carry a strong ETag and are revalidated on every use (no-cache).
 */
export function createApiDocsRouter(document: OpenApiDocument = buildOpenApiDocument()): Router {
  const router = Router();
  const key = {};
  const json = memoJson(
    () => key,
    () => document,
  );
  const html = Buffer.from(renderDocsPage(document));
  const htmlEtag = `"${createHash('sha1').update(html).digest('base64url')}"`;

  route(router, 'openApiDocument', (req, res) => {
    sendJsonBody(req, res, json());
  });

  route(router, 'apiDocsPage', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Security-Policy', DOCS_CSP);
    res.setHeader('ETag', htmlEtag);
    // res.send answers 304 itself when If-None-Match matches.
    res.type('text/html; charset=utf-8').send(html);
  });

  return router;
}

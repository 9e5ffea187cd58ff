import express, { type RequestHandler } from 'express';
import { API_ERRORS } from '@gear/contract/messages';
import { hasBody } from './has-body.ts';
import { HttpError } from './http-error.ts';

/**
 * Only UTF-8 (or no charset, which means UTF-8). body-parser would also decode `utf-7` and
 * `utf-16`/`utf-32` bodies, which lets a payload hide its quotes and brackets from anything
 * that reads the raw bytes; no client of ours sends them. Every `charset` parameter is checked,
 * since a repeated one is resolved differently by different parsers.
 */
function hasOnlyUtf8Charset(contentType: string | undefined): boolean {
  if (contentType === undefined) return true;
  for (const match of contentType.matchAll(/;\s*charset\s*=\s*("?)([^";\s]*)\1/gi)) {
    if ((match[2] ?? '').toLowerCase() !== 'utf-8') return false;
  }
  return true;
}

/**
 * JSON routes: a body must be `application/json` in UTF-8 (else 415), at most `limit` bytes (else 413),
 * and valid JSON (else 400). No body at all is read as `{}` so the schema decides.
 */
export function jsonBody(limit: number): RequestHandler[] {
  const requireJson: RequestHandler = (req, _res, next) => {
    if (!hasBody(req.headers)) {
      req.body = {};
      next();
      return;
    }
    if (!req.is('application/json') || !hasOnlyUtf8Charset(req.headers['content-type'])) {
      next(new HttpError(415, API_ERRORS.unsupportedMediaType));
      return;
    }
    next();
  };
  return [requireJson, express.json({ limit, strict: true, type: 'application/json' })];
}

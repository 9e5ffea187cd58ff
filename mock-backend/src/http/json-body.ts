import express, { type RequestHandler } from 'express';
import { API_ERRORS } from '@gear/contract/messages';
import { HttpError } from './http-error.ts';

function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  const length = headers['content-length'];
  return headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * JSON routes: a body must be `application/json` (else 415), at most `limit` bytes (else 413),
 * and valid JSON (else 400). No body at all is read as `{}` so the schema decides.
 */
export function jsonBody(limit: number): RequestHandler[] {
  const requireJson: RequestHandler = (req, _res, next) => {
    if (!hasBody(req.headers)) {
      req.body = {};
      next();
      return;
    }
    if (!req.is('application/json')) {
      next(new HttpError(415, API_ERRORS.unsupportedMediaType));
      return;
    }
    next();
  };
  return [requireJson, express.json({ limit, strict: true, type: 'application/json' })];
}

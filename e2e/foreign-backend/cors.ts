import type { RequestHandler } from 'express';

const CORS_ALLOW_METHODS = 'GET,POST,PUT,PATCH,DELETE,OPTIONS';
const CORS_ALLOW_HEADERS = 'Authorization,Content-Type,Accept';
const CORS_MAX_AGE_SECONDS = 600;

/**
 * CORS for an exact allow-list of origins. Allowed origins get their origin echoed back; other
 * origins get no CORS header at all. Every OPTIONS request is answered 204 here.
 */
export function cors(allowedOrigins: ReadonlySet<string>): RequestHandler {
  return (req, res, next) => {
    res.vary('Origin');
    const origin = req.headers.origin;
    const allowed = origin !== undefined && allowedOrigins.has(origin);
    if (allowed) res.setHeader('Access-Control-Allow-Origin', origin);
    if (req.method !== 'OPTIONS') {
      next();
      return;
    }
    if (allowed) {
      res.setHeader('Access-Control-Allow-Methods', CORS_ALLOW_METHODS);
      res.setHeader('Access-Control-Allow-Headers', CORS_ALLOW_HEADERS);
      res.setHeader('Access-Control-Max-Age', String(CORS_MAX_AGE_SECONDS));
    }
    res.status(204).end();
  };
}

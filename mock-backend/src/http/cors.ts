import corsPackage from 'cors';
import type { Request, RequestHandler } from 'express';

const isPreflight = (req: Request) =>
  req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined;

/**
 * CORS with an exact allow-list (the `cors` package with a list of origins: compared exactly,
 * never reflected). No cookies are used, so no credentials; preflights allow the Authorization
 * and Content-Type headers, and the browser may read Retry-After (the rate limits' answer).
 * A preflight from any other origin is refused with 403 before the package, which would answer it
 * 204 without an allow header: the browser refuses both, but 403 says why to whoever debugs it.
 */
export function cors(origins: readonly string[]): RequestHandler {
  const allowed = new Set(origins);
  const answer = corsPackage({
    origin: [...origins],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
  });
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (isPreflight(req) && !(typeof origin === 'string' && allowed.has(origin))) {
      res.vary('Origin');
      res.status(403).json({ success: false, error: 'Origin not allowed.' });
      return;
    }
    answer(req, res, next);
  };
}

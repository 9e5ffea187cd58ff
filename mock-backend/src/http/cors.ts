import type { RequestHandler } from 'express';

/**
 * CORS with an exact allow-list (never a reflected origin). No cookies are used, so no
 * credentials; preflights allow the Authorization and Content-Type headers.
 */
export function cors(origins: readonly string[]): RequestHandler {
  const allowed = new Set(origins);
  return (req, res, next) => {
    res.vary('Origin');
    const origin = req.headers.origin;
    const isAllowed = typeof origin === 'string' && allowed.has(origin);
    if (isAllowed) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Expose-Headers', 'Retry-After');
    }
    const isPreflight =
      req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined;
    if (!isPreflight) {
      next();
      return;
    }
    if (!isAllowed) {
      res.status(403).json({ success: false, error: 'Origin not allowed.' });
      return;
    }
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
    res.setHeader('Access-Control-Max-Age', '600');
    res.status(204).end();
  };
}

import type { Request, RequestHandler } from 'express';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { HttpError } from '../http/http-error.ts';
import type { TokenClaims, TokenService } from './tokens.ts';

const claimsByRequest = new WeakMap<Request, TokenClaims>();

/** The verified token claims of a request that passed requireAdmin. */
export function adminClaims(req: Request): TokenClaims | undefined {
  return claimsByRequest.get(req);
}

const unauthorized = () =>
  new HttpError(401, ADMIN_MESSAGES.unauthorized, { headers: { 'WWW-Authenticate': 'Bearer' } });

/**
 * `Authorization: Bearer <token>`: a valid, unexpired admin token that `isLive` accepts (not
 * revoked by /logout, of the current session epoch), else 401.
 */
export function createRequireAdmin(
  tokens: TokenService,
  isLive: (claims: TokenClaims) => boolean,
): RequestHandler {
  return async (req, _res, next) => {
    const header = req.headers.authorization;
    const match =
      typeof header === 'string' ? /^Bearer +([A-Za-z0-9._~+/-]+=*) *$/i.exec(header) : null;
    const token = match?.[1];
    if (!token || token.length > 4096) throw unauthorized();
    const claims = await tokens.verify(token);
    if (!claims || !isLive(claims)) throw unauthorized();
    claimsByRequest.set(req, claims);
    next();
  };
}

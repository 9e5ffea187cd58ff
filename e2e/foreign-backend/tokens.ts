import { randomBytes } from 'node:crypto';
import type { Request, RequestHandler } from 'express';

/** Opaque admin session tokens, memory only. */
export class TokenStore {
  readonly #tokens = new Set<string>();

  issue(): string {
    const token = randomBytes(32).toString('hex');
    this.#tokens.add(token);
    return token;
  }

  has(token: string | undefined): boolean {
    return token !== undefined && this.#tokens.has(token);
  }

  revoke(token: string): boolean {
    return this.#tokens.delete(token);
  }

  clear(): void {
    this.#tokens.clear();
  }
}

/** The token of an `Authorization: Bearer <token>` header. */
export function bearerToken(req: Request): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return match?.[1];
}

/** 401 `{ message: 'Unauthorized' }` unless the request carries a live token. */
export function requireToken(tokens: TokenStore): RequestHandler {
  return (req, res, next) => {
    if (tokens.has(bearerToken(req))) {
      next();
      return;
    }
    res.status(401).json({ message: 'Unauthorized' });
  };
}

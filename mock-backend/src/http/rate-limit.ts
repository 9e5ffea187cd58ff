import type { RequestHandler } from 'express';
import { API_ERRORS } from '@gear/contract/messages';
import type { RateLimiter } from '../lib/rate-limiter.ts';
import { HttpError } from './http-error.ts';

/** 429 with Retry-After once the client IP (one proxy hop trusted) used up its window. */
export function rateLimitByIp(limiter: RateLimiter | null): RequestHandler {
  return (req, _res, next) => {
    if (!limiter) {
      next();
      return;
    }
    limiter.hit(req.ip ?? 'unknown').then((verdict) => {
      if (verdict.allowed) {
        next();
        return;
      }
      next(
        new HttpError(429, API_ERRORS.tooManyRequests, {
          headers: { 'Retry-After': String(verdict.retryAfterSeconds) },
        }),
      );
    }, next);
  };
}

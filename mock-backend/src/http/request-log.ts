import type { RequestHandler } from 'express';
import type { Logger } from '../lib/logger.ts';

export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info(`${req.method} ${req.originalUrl} ${res.statusCode} ${ms.toFixed(1)}ms`);
    });
    next();
  };
}

/** Headers on every API answer: no sniffing, no referrer, and no caching of API data. */
export const apiHeaders: RequestHandler = (req, res, next) => {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
  if (!req.path.toLowerCase().startsWith('/uploads/')) res.setHeader('Cache-Control', 'no-store');
  next();
};

import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Fixed-window counters in memory, keyed by whatever the caller chooses (IP, IP + username…), on
 * rate-limiter-flexible's RateLimiterMemory (ADR 0030). Every hit counts, refused ones too.
 */
export interface RateLimiter {
  /** Count one hit. `allowed` is false once the key has used up its window. */
  hit(key: string): Promise<RateVerdict>;
  /** Give one hit back (a successful login does not count against its client). */
  refund(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

interface RateLimiterOptions {
  limit: number;
  windowMs: number;
}

export function createRateLimiter({ limit, windowMs }: RateLimiterOptions): RateLimiter {
  const limiter = new RateLimiterMemory({
    points: limit,
    duration: Math.max(1, Math.ceil(windowMs / 1000)),
  });
  return {
    async hit(key) {
      try {
        await limiter.consume(key);
        return { allowed: true };
      } catch (refusal) {
        // The memory store rejects only with the counter's state; anything else is a bug.
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)),
        };
      }
    },
    async refund(key) {
      await limiter.reward(key, 1);
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}

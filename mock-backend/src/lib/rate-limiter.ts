/** Fixed-window counters in memory, keyed by whatever the caller chooses (IP, IP+username...). */
export interface RateLimiter {
  /** Count one hit. `allowed` is false once the key has used up its window. */
  hit(key: string): { allowed: true } | { allowed: false; retryAfterSeconds: number };
  reset(key: string): void;
}

interface RateLimiterOptions {
  limit: number;
  windowMs: number;
  now?: () => number;
}

const PRUNE_ABOVE = 10_000;

export function createRateLimiter({
  limit,
  windowMs,
  now = Date.now,
}: RateLimiterOptions): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();

  const prune = (at: number) => {
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
  };

  return {
    hit(key) {
      const at = now();
      if (windows.size > PRUNE_ABOVE) prune(at);
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        window = { count: 0, resetAt: at + windowMs };
        windows.set(key, window);
      }
      if (window.count >= limit) {
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - at) / 1000)),
        };
      }
      window.count += 1;
      return { allowed: true };
    },
    reset(key) {
      windows.delete(key);
    },
  };
}

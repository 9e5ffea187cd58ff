import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter.ts';

describe('createRateLimiter', () => {
  it('allows `limit` hits per key in the window, then refuses with the seconds left', async () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 });
    for (let hit = 0; hit < 3; hit += 1) {
      expect.soft(await limiter.hit('a')).toEqual({ allowed: true });
    }
    const refused = await limiter.hit('a');
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) {
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
    // Another key has its own count.
    expect(await limiter.hit('b')).toEqual({ allowed: true });
  });

  it('a refund gives one hit back; a reset clears the key', async () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000 });
    await limiter.hit('a');
    await limiter.hit('a');
    await limiter.refund('a');
    expect(await limiter.hit('a')).toEqual({ allowed: true });
    expect((await limiter.hit('a')).allowed).toBe(false);
    await limiter.reset('a');
    expect(await limiter.hit('a')).toEqual({ allowed: true });
  });
});

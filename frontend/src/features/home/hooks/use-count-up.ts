import { useEffect, useState } from 'react';

interface CountUpTiming {
  durationMs: number;
  tickMs: number;
}

/**
 * A number counting from 0 to `end` in `durationMs`, updated every `tickMs` (SPEC §2 Home 4),
 * once `start` is true. With `instant` (reduced motion) it shows `end` at once.
 *
 * Each tick shows the share of the duration that has passed on the clock, not a count of ticks:
 * a busy phone delays timers, and a tick count would then stretch the 2 seconds.
 */
export function useCountUp(
  end: number,
  start: boolean,
  { durationMs, tickMs }: CountUpTiming,
  instant = false,
): number {
  const [value, setValue] = useState(0);

  useEffect(() => {
    if (!start || instant) return;
    const startedAt = Date.now();
    const timer = window.setInterval(() => {
      const progress = durationMs > 0 ? Math.min(1, (Date.now() - startedAt) / durationMs) : 1;
      setValue(Math.round(end * progress));
      if (progress >= 1) window.clearInterval(timer);
    }, tickMs);
    return () => {
      window.clearInterval(timer);
    };
  }, [start, instant, end, durationMs, tickMs]);

  return instant ? end : value;
}

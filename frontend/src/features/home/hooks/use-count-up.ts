import { useEffect, useState } from 'react';

export interface CountUpTiming {
  durationMs: number;
  tickMs: number;
}

/**
 * A number counting from 0 to `end` in `durationMs`, one step every `tickMs` (SPEC §2 Home 4),
 * once `start` is true. With `instant` (reduced motion) it shows `end` at once.
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
    const steps = Math.max(1, Math.round(durationMs / tickMs));
    let step = 0;
    const timer = window.setInterval(() => {
      step += 1;
      setValue(step >= steps ? end : Math.round((end * step) / steps));
      if (step >= steps) window.clearInterval(timer);
    }, tickMs);
    return () => {
      window.clearInterval(timer);
    };
  }, [start, instant, end, durationMs, tickMs]);

  return instant ? end : value;
}

import { useCallback, useEffect, useRef } from 'react';

export interface FormTimer {
  /** Whole milliseconds since the form was shown (or last restarted); 0 before that. */
  elapsedMs: () => number;
  /** Start counting again (the form was cleared and is, in effect, shown anew). */
  restart: () => void;
}

/**
 * Measures how long a public form has been on screen, from the moment it mounts, on the
 * monotonic clock. The forms send it as `elapsedMs`; the backend may treat a submission made
 * faster than FORM_MIN_FILL_MS (@gear/contract/limits) as a bot's (SECURITY.md "minimum time").
 */
export function useFormTimer(): FormTimer {
  const shownAt = useRef<number | null>(null);
  useEffect(() => {
    shownAt.current = performance.now();
  }, []);
  const elapsedMs = useCallback(() => {
    if (shownAt.current === null) return 0;
    return Math.max(0, Math.round(performance.now() - shownAt.current));
  }, []);
  const restart = useCallback(() => {
    shownAt.current = performance.now();
  }, []);
  return { elapsedMs, restart };
}

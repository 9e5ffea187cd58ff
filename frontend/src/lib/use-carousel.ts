import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';

/** Splits items into pages of `perPage` (at least 1). */
export function groupIntoPages<T>(items: readonly T[], perPage: number): T[][] {
  const size = Math.max(1, Math.floor(perPage));
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    pages.push(items.slice(start, start + size));
  }
  return pages;
}

interface CarouselOptions {
  /** How many positions there are (slides, pages, or steps of a strip). */
  count: number;
  /**
   * Next after the last goes to the first and Previous before the first to the last; else each
   * stops at its end (`canNext`/`canPrevious` say when).
   */
  wrap: boolean;
  /** Moves to the next position this often (wrapping) unless `paused`; absent: never. */
  autoAdvanceMs?: number;
  paused?: boolean;
  /** Controls stay disabled this long after Next, a dot or an auto-advance (0: no lock). */
  lockAfterNextMs?: number;
  /** Controls stay disabled this long after Previous (0: no lock). */
  lockAfterPreviousMs?: number;
}

interface Carousel {
  /** The position shown: always valid, 0 when there is none. */
  index: number;
  /** True while a slide moves: navigation is ignored and the controls are disabled. */
  locked: boolean;
  canPrevious: boolean;
  canNext: boolean;
  next: () => void;
  previous: () => void;
  goTo: (index: number) => void;
}

/**
 * The one carousel state (hero slider, machinery carousel, gallery strip): the position, moves
 * with or without wrapping, an optional control lock while a slide moves, and an optional
 * auto-advance whose countdown restarts after every move. When `count` shrinks past the position
 * (the viewport regrouped the pages), a wrapping carousel goes back to the first position and a
 * strip to its last. Nothing moves with at most one position.
 */
export function useCarousel({
  count,
  wrap,
  autoAdvanceMs,
  paused = false,
  lockAfterNextMs = 0,
  lockAfterPreviousMs = 0,
}: CarouselOptions): Carousel {
  const [position, setPosition] = useState(0);
  const [locked, setLocked] = useState(false);
  const lockedRef = useRef(false);
  const lockTimer = useRef<number | undefined>(undefined);

  const last = Math.max(0, count - 1);
  // Out of range after a regroup (adjusting state while rendering, no effect needed).
  const inRange = position <= last;
  if (!inRange) setPosition(wrap ? 0 : last);
  const index = inRange ? position : wrap ? 0 : last;

  useEffect(
    () => () => {
      window.clearTimeout(lockTimer.current);
    },
    [],
  );

  const move = useCallback(
    (target: (from: number) => number, lockMs: number) => {
      if (lockedRef.current || count <= 1) return;
      setPosition((from) => {
        const wanted = target(Math.min(from, last));
        return wrap ? ((wanted % count) + count) % count : Math.min(Math.max(wanted, 0), last);
      });
      if (lockMs <= 0) return;
      lockedRef.current = true;
      setLocked(true);
      window.clearTimeout(lockTimer.current);
      lockTimer.current = window.setTimeout(() => {
        lockedRef.current = false;
        setLocked(false);
      }, lockMs);
    },
    [count, last, wrap],
  );

  const next = useCallback(() => {
    move((from) => from + 1, lockAfterNextMs);
  }, [move, lockAfterNextMs]);

  const previous = useCallback(() => {
    move((from) => from - 1, lockAfterPreviousMs);
  }, [move, lockAfterPreviousMs]);

  const goTo = useCallback(
    (target: number) => {
      if (target === index) return;
      move(() => target, lockAfterNextMs);
    },
    [move, index, lockAfterNextMs],
  );

  const advance = useEffectEvent(() => {
    move((from) => from + 1, lockAfterNextMs);
  });

  // The countdown restarts whenever the position changes (also after a manual move).
  useEffect(() => {
    if (autoAdvanceMs === undefined || paused || count <= 1) return;
    const timer = window.setTimeout(advance, autoAdvanceMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [autoAdvanceMs, paused, count, index]);

  const movable = count > 1 && !locked;
  return {
    index,
    locked,
    canPrevious: movable && (wrap || index > 0),
    canNext: movable && (wrap || index < last),
    next,
    previous,
    goTo,
  };
}

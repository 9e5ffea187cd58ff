import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';

export interface CarouselTiming {
  /** Auto-advance interval, ms. */
  autoAdvanceMs: number;
  /** Controls stay disabled this long after Next, a dot or an auto-advance. */
  lockAfterNextMs: number;
  /** Controls stay disabled this long after Previous. */
  lockAfterPreviousMs: number;
}

interface CarouselPages<T> {
  pages: T[][];
  /** The page shown (always a valid index, 0 when there are no items). */
  page: number;
  pageCount: number;
  /** True while a slide moves: navigation is ignored and the controls are disabled. */
  locked: boolean;
  next: () => void;
  previous: () => void;
  goTo: (page: number) => void;
}

/** Splits items into pages of `perPage` (at least 1). */
export function groupIntoPages<T>(items: readonly T[], perPage: number): T[][] {
  const size = Math.max(1, Math.floor(perPage));
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    pages.push(items.slice(start, start + size));
  }
  return pages;
}

/**
 * Paging for the machinery carousel (SPEC §4): items grouped `perPage` at a time, regrouped when
 * perPage changes (back to page 0 when the current page no longer exists), Previous/Next wrapping,
 * a control lock while a slide moves, and auto-advance (wrapping) unless `paused`.
 * Navigation does nothing with at most one page.
 */
export function useCarouselPages<T>(
  items: readonly T[],
  perPage: number,
  timing: CarouselTiming,
  paused: boolean,
): CarouselPages<T> {
  const pages = useMemo(() => groupIntoPages(items, perPage), [items, perPage]);
  const pageCount = pages.length;
  const [page, setPage] = useState(0);
  const [locked, setLocked] = useState(false);
  const lockedRef = useRef(false);
  const lockTimer = useRef<number | undefined>(undefined);

  // Regrouped so that the current page is gone: back to the first page.
  if (page !== 0 && page >= pageCount) setPage(0);
  const current = page < pageCount ? page : 0;

  useEffect(
    () => () => {
      window.clearTimeout(lockTimer.current);
    },
    [],
  );

  const move = useCallback(
    (target: (from: number) => number, lockMs: number) => {
      if (lockedRef.current || pageCount <= 1) return;
      setPage((from) => {
        const start = from < pageCount ? from : 0;
        return ((target(start) % pageCount) + pageCount) % pageCount;
      });
      lockedRef.current = true;
      setLocked(true);
      window.clearTimeout(lockTimer.current);
      lockTimer.current = window.setTimeout(() => {
        lockedRef.current = false;
        setLocked(false);
      }, lockMs);
    },
    [pageCount],
  );

  const next = useCallback(() => {
    move((from) => from + 1, timing.lockAfterNextMs);
  }, [move, timing.lockAfterNextMs]);

  const previous = useCallback(() => {
    move((from) => from - 1, timing.lockAfterPreviousMs);
  }, [move, timing.lockAfterPreviousMs]);

  const goTo = useCallback(
    (target: number) => {
      if (target === current) return;
      move(() => target, timing.lockAfterNextMs);
    },
    [move, current, timing.lockAfterNextMs],
  );

  const advance = useEffectEvent(() => {
    next();
  });

  // Auto-advance; the countdown restarts whenever the page changes (also after a manual move).
  useEffect(() => {
    if (paused || pageCount <= 1) return;
    const timer = window.setTimeout(advance, timing.autoAdvanceMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [paused, pageCount, current, timing.autoAdvanceMs]);

  return { pages, page: current, pageCount, locked, next, previous, goTo };
}

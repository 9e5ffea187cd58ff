import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { groupIntoPages, useCarousel } from './use-carousel';

/** The machinery carousel's timing (SPEC §4). */
const TIMING = {
  autoAdvanceMs: 5000,
  lockAfterNextMs: 700,
  lockAfterPreviousMs: 1000,
};
const ITEMS = Array.from({ length: 17 }, (_, index) => index);

/** Items grouped into pages, moved through as a wrapping carousel: the machinery carousel. */
function usePagedCarousel(items: readonly number[], perPage: number, paused: boolean) {
  const pages = groupIntoPages(items, perPage);
  const carousel = useCarousel({ count: pages.length, wrap: true, paused, ...TIMING });
  return { ...carousel, pages, page: carousel.index, pageCount: pages.length };
}

function setup(
  perPage: number,
  { paused = true, items = ITEMS }: { paused?: boolean; items?: number[] } = {},
) {
  return renderHook(
    (props: { perPage: number; paused: boolean; items: number[] }) =>
      usePagedCarousel(props.items, props.perPage, props.paused),
    { initialProps: { perPage, paused, items } },
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('groupIntoPages', () => {
  it('groups 17 items into pages of 3, 2 and 1', () => {
    expect(groupIntoPages(ITEMS, 3)).toHaveLength(6);
    expect(groupIntoPages(ITEMS, 3).at(-1)).toEqual([15, 16]);
    expect(groupIntoPages(ITEMS, 2)).toHaveLength(9);
    expect(groupIntoPages(ITEMS, 1)).toHaveLength(17);
    expect(groupIntoPages([], 3)).toEqual([]);
  });
});

describe('useCarousel, wrapping with a lock and auto-advance (machinery)', () => {
  it('starts on page 0 and Next moves one page, locking the controls for 700 ms', () => {
    const { result } = setup(3);
    expect(result.current.page).toBe(0);
    expect(result.current.pageCount).toBe(6);

    act(() => {
      result.current.next();
    });
    expect(result.current.page).toBe(1);
    expect(result.current.locked).toBe(true);

    // Ignored while locked.
    act(() => {
      result.current.next();
    });
    expect(result.current.page).toBe(1);

    act(() => {
      vi.advanceTimersByTime(699);
    });
    expect(result.current.locked).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.locked).toBe(false);
    act(() => {
      result.current.next();
    });
    expect(result.current.page).toBe(2);
  });

  it('Previous wraps from the first page to the last and locks for 1000 ms', () => {
    const { result } = setup(3);
    act(() => {
      result.current.previous();
    });
    expect(result.current.page).toBe(5);
    act(() => {
      vi.advanceTimersByTime(700);
    });
    expect(result.current.locked).toBe(true);
    act(() => {
      result.current.previous();
    });
    expect(result.current.page).toBe(5);
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(result.current.locked).toBe(false);
    act(() => {
      result.current.previous();
    });
    expect(result.current.page).toBe(4);
  });

  it('Next wraps from the last page to the first', () => {
    const { result } = setup(3);
    act(() => {
      result.current.goTo(5);
    });
    expect(result.current.page).toBe(5);
    act(() => {
      vi.advanceTimersByTime(700);
    });
    act(() => {
      result.current.next();
    });
    expect(result.current.page).toBe(0);
  });

  it('a dot jumps to its page and locks for 700 ms', () => {
    const { result } = setup(2);
    act(() => {
      result.current.goTo(4);
    });
    expect(result.current.page).toBe(4);
    expect(result.current.locked).toBe(true);
    act(() => {
      result.current.goTo(1);
    });
    expect(result.current.page).toBe(4);
    act(() => {
      vi.advanceTimersByTime(700);
    });
    expect(result.current.locked).toBe(false);
    act(() => {
      result.current.goTo(1);
    });
    expect(result.current.page).toBe(1);
  });

  it('does nothing with one page or none', () => {
    const one = setup(3, { items: [1, 2, 3] });
    expect(one.result.current.pageCount).toBe(1);
    act(() => {
      one.result.current.next();
      one.result.current.previous();
      one.result.current.goTo(1);
    });
    expect(one.result.current.page).toBe(0);
    expect(one.result.current.locked).toBe(false);

    const none = setup(3, { items: [], paused: false });
    expect(none.result.current.pageCount).toBe(0);
    act(() => {
      none.result.current.next();
      vi.advanceTimersByTime(20_000);
    });
    expect(none.result.current.page).toBe(0);
  });

  it('regroups when perPage changes and resets to page 0 when the page no longer exists', () => {
    const { result, rerender } = setup(1);
    act(() => {
      result.current.goTo(10);
    });
    expect(result.current.page).toBe(10);
    expect(result.current.pages[10]).toEqual([10]);

    // 2 per page: 9 pages, page 10 is gone.
    rerender({ perPage: 2, paused: true, items: ITEMS });
    expect(result.current.pageCount).toBe(9);
    expect(result.current.page).toBe(0);
    expect(result.current.pages[0]).toEqual([0, 1]);

    act(() => {
      vi.advanceTimersByTime(700);
      result.current.goTo(4);
    });
    // 3 per page: 6 pages, page 4 still exists and stays.
    rerender({ perPage: 3, paused: true, items: ITEMS });
    expect(result.current.page).toBe(4);
    expect(result.current.pages[4]).toEqual([12, 13, 14]);
  });

  it('auto-advances every 5000 ms, wrapping, unless paused', () => {
    const { result, rerender } = setup(3, { paused: false });
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(result.current.page).toBe(0);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.page).toBe(1);
    for (let step = 0; step < 5; step += 1) {
      act(() => {
        vi.advanceTimersByTime(5000);
      });
    }
    expect(result.current.page).toBe(0);

    rerender({ perPage: 3, paused: true, items: ITEMS });
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(result.current.page).toBe(0);

    rerender({ perPage: 3, paused: false, items: ITEMS });
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(result.current.page).toBe(1);
  });

  it('restarts the autoplay countdown after a manual move', () => {
    const { result } = setup(3, { paused: false });
    act(() => {
      vi.advanceTimersByTime(4000);
      result.current.next();
    });
    expect(result.current.page).toBe(1);
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(result.current.page).toBe(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.page).toBe(2);
  });
});

describe('useCarousel, a strip that stops at its ends (gallery)', () => {
  function strip(count: number) {
    return renderHook(
      (props: { count: number }) => useCarousel({ count: props.count, wrap: false }),
      {
        initialProps: { count },
      },
    );
  }

  it('moves one step per call with no lock, and stops at each end', () => {
    const { result } = strip(3);
    expect(result.current.index).toBe(0);
    expect(result.current.canPrevious).toBe(false);
    expect(result.current.canNext).toBe(true);
    act(() => {
      result.current.previous();
    });
    expect(result.current.index).toBe(0);
    act(() => {
      result.current.next();
      result.current.next();
      result.current.next();
    });
    expect(result.current.index).toBe(2);
    expect(result.current.locked).toBe(false);
    expect(result.current.canNext).toBe(false);
    expect(result.current.canPrevious).toBe(true);
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(result.current.index).toBe(2);
  });

  it('goes to its new last step when fewer steps remain (a wider viewport)', () => {
    const { result, rerender } = strip(6);
    act(() => {
      result.current.goTo(5);
    });
    rerender({ count: 4 });
    expect(result.current.index).toBe(3);
    expect(result.current.canNext).toBe(false);
  });
});

describe('useCarousel, wrapping with auto-advance and no lock (hero)', () => {
  it('advances every interval, wrapping, and a dot jumps at once with no lock', () => {
    const { result } = renderHook(() => useCarousel({ count: 3, wrap: true, autoAdvanceMs: 4000 }));
    for (const expected of [1, 2, 0]) {
      act(() => {
        vi.advanceTimersByTime(4000);
      });
      expect.soft(result.current.index).toBe(expected);
    }
    act(() => {
      result.current.goTo(2);
    });
    expect(result.current.index).toBe(2);
    expect(result.current.locked).toBe(false);
    act(() => {
      result.current.goTo(1);
    });
    expect(result.current.index).toBe(1);
  });
});

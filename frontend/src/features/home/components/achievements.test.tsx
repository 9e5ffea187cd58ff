import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Achievements } from './achievements';

type Entry = Pick<IntersectionObserverEntry, 'isIntersecting'> & {
  boundingClientRect: Pick<DOMRectReadOnly, 'top'>;
};
type Callback = (entries: Entry[]) => void;

/**
 * A controllable IntersectionObserver: `belowTheFold()` is the first report a browser makes for
 * content further down the page, `scrollIntoView()` the one when it comes into view; each goes to
 * every observer.
 */
function stubIntersectionObserver() {
  const callbacks: Callback[] = [];
  class FakeObserver {
    constructor(callback: Callback) {
      callbacks.push(callback);
    }
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const report = (entry: Entry) => {
    act(() => {
      for (const callback of callbacks) callback([entry]);
    });
  };
  return {
    belowTheFold: () => {
      report({ isIntersecting: false, boundingClientRect: { top: window.innerHeight + 400 } });
    },
    scrollIntoView: () => {
      report({ isIntersecting: true, boundingClientRect: { top: window.innerHeight - 200 } });
    },
  };
}

function shownValue(label: string): string {
  const item = screen.getByText(label).closest('li');
  if (!item) throw new Error(`counter ${label} missing`);
  const number = item.querySelector('.value');
  expect(number).toHaveAttribute('aria-hidden', 'true');
  return number?.textContent ?? '';
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Achievements', () => {
  it('shows the four counters, each with its final value for screen readers', () => {
    stubIntersectionObserver();
    render(<Achievements />);
    expect(screen.getByRole('heading', { level: 2, name: 'Our Achievements' })).toBeInTheDocument();
    const list = screen.getByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '0+500+Gear Types',
      '0+82+Satisfied Clients',
      '0+20+Years in Industry',
      '0+20+Skilled Engineers',
    ]);
  });

  it('waits until scrolled into view, then counts 0 → target in 2000 ms with 20 ms ticks', () => {
    const observer = stubIntersectionObserver();
    render(<Achievements />);
    observer.belowTheFold();
    advance(5000);
    expect(shownValue('Gear Types')).toBe('0+');

    observer.scrollIntoView();
    advance(20);
    expect(shownValue('Gear Types')).toBe('5+');
    advance(980);
    expect(shownValue('Gear Types')).toBe('250+');
    expect(shownValue('Satisfied Clients')).toBe('41+');
    advance(999);
    expect(shownValue('Gear Types')).not.toBe('500+');
    advance(1);
    expect(shownValue('Gear Types')).toBe('500+');
    expect(shownValue('Satisfied Clients')).toBe('82+');
    expect(shownValue('Years in Industry')).toBe('20+');
    expect(shownValue('Skilled Engineers')).toBe('20+');
    advance(5000);
    expect(shownValue('Gear Types')).toBe('500+');
  });

  it('still ends at 2000 ms when a busy page delays its ticks', () => {
    const observer = stubIntersectionObserver();
    render(<Achievements />);
    observer.belowTheFold();
    observer.scrollIntoView();
    advance(20);
    expect(shownValue('Gear Types')).toBe('5+');
    // The main thread is blocked for 1.5 s: no tick runs, but the clock moves on.
    vi.setSystemTime(Date.now() + 1500);
    advance(20);
    expect(shownValue('Gear Types')).toBe('385+');
    vi.setSystemTime(Date.now() + 1000);
    advance(20);
    expect(shownValue('Gear Types')).toBe('500+');
    expect(shownValue('Satisfied Clients')).toBe('82+');
  });

  it('shows the final values at once under prefers-reduced-motion', () => {
    stubIntersectionObserver();
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query.includes('prefers-reduced-motion'),
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      })),
    );
    render(<Achievements />);
    expect(shownValue('Gear Types')).toBe('500+');
    expect(shownValue('Satisfied Clients')).toBe('82+');
  });
});

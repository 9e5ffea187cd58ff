import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MachineryCarousel } from './machinery-carousel';

/** matchMedia for a viewport `width` px wide; `resize()` notifies the listeners. */
function stubViewport(initialWidth: number, { reducedMotion = false } = {}) {
  let width = initialWidth;
  const listeners = new Set<() => void>();
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => {
      const min = /min-width:\s*(\d+)px/.exec(query);
      return {
        get matches() {
          if (query.includes('prefers-reduced-motion')) return reducedMotion;
          return min ? width >= Number(min[1]) : false;
        },
        media: query,
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      };
    }),
  );
  return {
    resize(next: number) {
      width = next;
      act(() => {
        for (const listener of listeners) listener();
      });
    },
  };
}

const carousel = () => screen.getByRole('region', { name: 'Machinery' });
const dots = () => within(carousel()).queryAllByRole('button', { name: /Go to page/ });
const currentPage = () => dots().find((dot) => dot.getAttribute('aria-current') === 'true');
/** Titles on the visible page. */
const visibleTitles = () =>
  within(carousel())
    .getAllByRole('group')
    .filter((group) => group.getAttribute('aria-roledescription') === 'slide')
    .filter((group) => group.getAttribute('aria-hidden') !== 'true')
    .flatMap((group) => within(group).queryAllByRole('figure'))
    .map((figure) => figure.querySelector('.title')?.textContent ?? '');

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

describe('MachineryCarousel', () => {
  it('shows 3 per page at 1280 px, 6 dots, and each caption carries the hover text', () => {
    stubViewport(1280);
    render(<MachineryCarousel />);
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: 'Fully Customized Gears To Match Client Unique Needs',
      }),
    ).toBeInTheDocument();
    expect(carousel()).toHaveAttribute('aria-roledescription', 'carousel');
    expect(visibleTitles()).toEqual(['Hobbing', 'Broaching', 'CNC Surface Grinding']);
    expect(dots()).toHaveLength(6);
    expect(currentPage()).toHaveAccessibleName('Go to page 1');
    expect(
      within(carousel()).getAllByText('High-precision engineering for industrial applications'),
    ).toHaveLength(17);
  });

  it('shows 2 per page at 800 px and 1 below 640 px', () => {
    const viewport = stubViewport(800);
    render(<MachineryCarousel />);
    expect(visibleTitles()).toEqual(['Hobbing', 'Broaching']);
    expect(dots()).toHaveLength(9);
    viewport.resize(375);
    expect(visibleTitles()).toEqual(['Hobbing']);
    expect(dots()).toHaveLength(17);
  });

  it('regroups on resize and resets to page 0 when the page no longer exists', () => {
    const viewport = stubViewport(375);
    render(<MachineryCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 12' }));
    expect(visibleTitles()).toEqual(['Run-out Tester']);

    viewport.resize(1280);
    expect(dots()).toHaveLength(6);
    expect(currentPage()).toHaveAccessibleName('Go to page 1');
    expect(visibleTitles()).toEqual(['Hobbing', 'Broaching', 'CNC Surface Grinding']);
  });

  it('Next and a dot lock the controls for 700 ms, Previous for 1000 ms', () => {
    stubViewport(1280);
    render(<MachineryCarousel />);
    const next = screen.getByRole('button', { name: 'Next machines' });
    const previous = screen.getByRole('button', { name: 'Previous machines' });

    fireEvent.click(next);
    expect(currentPage()).toHaveAccessibleName('Go to page 2');
    expect(next).toBeDisabled();
    expect(previous).toBeDisabled();
    advance(699);
    expect(next).toBeDisabled();
    advance(1);
    expect(next).toBeEnabled();

    fireEvent.click(previous);
    expect(currentPage()).toHaveAccessibleName('Go to page 1');
    advance(999);
    expect(previous).toBeDisabled();
    advance(1);
    expect(previous).toBeEnabled();

    fireEvent.click(screen.getByRole('button', { name: 'Go to page 4' }));
    expect(visibleTitles()).toEqual(['Lead and Profile Tester', 'Shaving', 'Run-out Tester']);
    expect(next).toBeDisabled();
    advance(700);
    expect(next).toBeEnabled();
  });

  it('Previous and Next wrap around', () => {
    stubViewport(1280);
    render(<MachineryCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous machines' }));
    expect(currentPage()).toHaveAccessibleName('Go to page 6');
    // The last page holds the two remaining untitled workshop images.
    expect(visibleTitles()).toEqual(['', '']);
    advance(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Next machines' }));
    expect(currentPage()).toHaveAccessibleName('Go to page 1');
  });

  it('auto-advances every 5000 ms, wrapping, and pauses on hover', () => {
    stubViewport(1280);
    render(<MachineryCarousel />);
    advance(5000);
    expect(currentPage()).toHaveAccessibleName('Go to page 2');
    for (let step = 0; step < 5; step += 1) advance(5000);
    expect(currentPage()).toHaveAccessibleName('Go to page 1');

    fireEvent.mouseEnter(carousel());
    advance(20_000);
    expect(currentPage()).toHaveAccessibleName('Go to page 1');
    fireEvent.mouseLeave(carousel());
    advance(5000);
    expect(currentPage()).toHaveAccessibleName('Go to page 2');
  });

  it('does not autoplay under prefers-reduced-motion', () => {
    stubViewport(1280, { reducedMotion: true });
    render(<MachineryCarousel />);
    advance(30_000);
    expect(currentPage()).toHaveAccessibleName('Go to page 1');
  });
});

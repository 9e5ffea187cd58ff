import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/test/mock-fetch';
import { HeroSlider } from './hero-slider';

const SLIDERS = 'GET /backend/sliders/getSliders';

const SLIDES = [
  { id: 1, title: 'Precision Gears Built to Last', description: 'One', image: '/uploads/1.jpg' },
  { id: 2, title: 'services for every industry', description: 'Two', image: '/uploads/2.jpg' },
  { id: 3, title: 'Gearboxes', description: 'Three', image: '/uploads/3.jpg' },
];

/** Lets the mocked fetch settle under fake timers. */
async function flush() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function currentDot(): string | null {
  const current = screen
    .getAllByRole('button', { name: /Go to slide/ })
    .find((dot) => dot.getAttribute('aria-current') === 'true');
  return current?.getAttribute('aria-label') ?? null;
}

function reduceMotion() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('HeroSlider', () => {
  it("shows 'Loading sliders...' and then the first slide, with an eager high-priority image", async () => {
    mockFetch({ [SLIDERS]: json(SLIDES) });
    render(<HeroSlider />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading sliders...');
    await flush();

    expect(
      screen.getByRole('heading', { level: 2, name: 'Precision Gears Built to Last' }),
    ).toBeInTheDocument();
    const images = screen.getAllByRole('presentation', { hidden: true });
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('link', { name: 'MORE ABOUT US' })).toHaveAttribute('href', '#about');
    expect(screen.getByRole('link', { name: 'Scroll to our services' })).toHaveAttribute(
      'href',
      '#services',
    );
  });

  it('gives the first slide srcset/sizes from its WebP derivatives and top priority; the others wait', async () => {
    const variants = {
      '/uploads/1.jpg': [
        { width: 480, url: '/uploads/1-480w.webp' },
        { width: 960, url: '/uploads/1-960w.webp' },
        { width: 1600, url: '/uploads/1-1600w.webp' },
      ],
    };
    const [first, ...rest] = SLIDES;
    mockFetch({ [SLIDERS]: json([{ ...first, variants }, ...rest]) });
    render(<HeroSlider />);
    await flush();

    const [lcp, second, third] = screen.getAllByRole('presentation', { hidden: true });
    expect(lcp).toHaveAttribute('src', '/backend/uploads/1.jpg');
    expect(lcp).toHaveAttribute(
      'srcset',
      '/backend/uploads/1-480w.webp 480w, /backend/uploads/1-960w.webp 960w, /backend/uploads/1-1600w.webp 1600w',
    );
    expect(lcp).toHaveAttribute('sizes', '100vw');
    expect(lcp).toHaveAttribute('fetchpriority', 'high');
    expect(lcp).toHaveAttribute('loading', 'eager');
    expect(lcp).not.toHaveAttribute('decoding', 'async');
    for (const other of [second, third]) {
      expect.soft(other).toHaveAttribute('loading', 'lazy');
      expect.soft(other).toHaveAttribute('fetchpriority', 'low');
      expect.soft(other).toHaveAttribute('decoding', 'async');
      // No derivatives in the answer (the real backend): the plain URL only.
      expect.soft(other).not.toHaveAttribute('srcset');
      expect.soft(other).not.toHaveAttribute('sizes');
      expect.soft(other).toHaveAttribute('width', '1600');
      expect.soft(other).toHaveAttribute('height', '550');
    }
  });

  it('auto-advances every 4000 ms and wraps from the last slide to the first', async () => {
    mockFetch({ [SLIDERS]: json(SLIDES) });
    render(<HeroSlider />);
    await flush();
    expect(currentDot()).toBe('Go to slide 1');

    await advance(3999);
    expect(currentDot()).toBe('Go to slide 1');
    await advance(1);
    expect(currentDot()).toBe('Go to slide 2');
    expect(screen.getByRole('heading', { name: 'Service for Industries' })).toBeInTheDocument();
    await advance(4000);
    expect(currentDot()).toBe('Go to slide 3');
    expect(screen.getByRole('heading', { name: 'Gearboxes' })).toBeInTheDocument();
    await advance(4000);
    expect(currentDot()).toBe('Go to slide 1');
  });

  it('pauses while the pointer is over it and resumes when it leaves', async () => {
    mockFetch({ [SLIDERS]: json(SLIDES) });
    render(<HeroSlider />);
    await flush();
    const heading = screen.getByRole('heading', { name: 'Precision Gears Built to Last' });
    const frame = heading.closest('ul')?.parentElement;
    if (!frame) throw new Error('slider frame missing');

    fireEvent.mouseEnter(frame);
    await advance(12_000);
    expect(currentDot()).toBe('Go to slide 1');

    fireEvent.mouseLeave(frame);
    await advance(4000);
    expect(currentDot()).toBe('Go to slide 2');
  });

  it('pauses while a control has focus', async () => {
    mockFetch({ [SLIDERS]: json(SLIDES) });
    render(<HeroSlider />);
    await flush();
    act(() => {
      screen.getByRole('button', { name: 'Go to slide 1' }).focus();
    });
    await advance(12_000);
    expect(currentDot()).toBe('Go to slide 1');
    act(() => {
      screen.getByRole('button', { name: 'Go to slide 1' }).blur();
    });
    await advance(4000);
    expect(currentDot()).toBe('Go to slide 2');
  });

  it('a dot jumps to its slide', async () => {
    mockFetch({ [SLIDERS]: json(SLIDES) });
    render(<HeroSlider />);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(currentDot()).toBe('Go to slide 3');
    expect(screen.getByRole('heading', { name: 'Gearboxes' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Precision Gears Built to Last' })).toBeNull();
  });

  it('does not autoplay under prefers-reduced-motion', async () => {
    reduceMotion();
    mockFetch({ [SLIDERS]: json(SLIDES) });
    render(<HeroSlider />);
    await flush();
    await advance(20_000);
    expect(currentDot()).toBe('Go to slide 1');
  });

  it("renders a 'service…' title as 'Service for Industries' with a red first letter", async () => {
    mockFetch({ [SLIDERS]: json([SLIDES[1]]) });
    render(<HeroSlider />);
    await flush();
    const heading = screen.getByRole('heading', { name: 'Service for Industries' });
    const accent = heading.querySelector('.accent');
    expect(accent).toHaveTextContent(/^S$/);
    // One slide: no dots.
    expect(screen.queryByRole('button', { name: /Go to slide/ })).toBeNull();
  });

  it('highlights the first two words of other titles', async () => {
    mockFetch({ [SLIDERS]: json([SLIDES[0]]) });
    render(<HeroSlider />);
    await flush();
    const heading = screen.getByRole('heading', { name: 'Precision Gears Built to Last' });
    expect(heading.querySelector('.highlight')).toHaveTextContent(/^Precision Gears$/);
  });

  it('shows the default slide and logs the failure when the call fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ [SLIDERS]: new TypeError('Failed to fetch') });
    render(<HeroSlider />);
    await flush();
    expect(screen.getByRole('heading', { name: 'Service for Industries' })).toBeInTheDocument();
    expect(screen.getByText(/Precision gears, transmission shafts/)).toBeInTheDocument();
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('shows the default slide when the server has no slides', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ [SLIDERS]: json([]) });
    render(<HeroSlider />);
    await flush();
    expect(screen.getByRole('heading', { name: 'Service for Industries' })).toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
  });
});

import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@gear/contract/api-paths';
import { ApiError, type RawAnswer } from '@/lib/api-client';
import { HandedAnswersProvider } from '@/lib/handover';
import { json, mockFetch } from '@/test/mock-fetch';
import { rawAnswer, UNREACHABLE_ANSWER } from '@/test/raw-answer';
import { DEFAULT_SLIDE, useHeroSlides } from './use-hero-slides';

const SLIDERS = [
  { id: 1, title: ' Precision Gears ', description: 'Hobbed and ground.', image: '/uploads/a.png' },
  { id: 2, title: 'Shafts', description: '', image: '/uploads/b.png' },
];

/** The hook on a page the server rendered with `answer` for the sliders. */
function renderWithHanded(answer: RawAnswer | undefined) {
  const seen: ReturnType<typeof useHeroSlides>[] = [];
  const rendered = renderHook(
    () => {
      const slides = useHeroSlides();
      seen.push(slides);
      return slides;
    },
    {
      wrapper: ({ children }: { children: ReactNode }) => (
        <HandedAnswersProvider answers={answer ? { [API_PATHS.sliders]: answer } : null}>
          {children}
        </HandedAnswersProvider>
      ),
    },
  );
  return { ...rendered, seen };
}

describe('useHeroSlides', () => {
  it('renders the handed-over slides in its first render, without a request', () => {
    const fetchMock = mockFetch({});
    const { result, seen } = renderWithHanded(rawAnswer(SLIDERS));
    // Never null: no 'Loading sliders...' on a server-rendered first load.
    expect(seen).not.toContain(null);
    expect(result.current).toEqual([
      expect.objectContaining({
        key: '1',
        title: 'Precision Gears',
        description: 'Hobbed and ground.',
        image: '/backend/uploads/a.png',
      }),
      expect.objectContaining({ key: '2', title: 'Shafts', image: '/backend/uploads/b.png' }),
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("a handed-over unreachable backend logs 'Failed to load sliders:' and gives the default slide", () => {
    const fetchMock = mockFetch({});
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result, seen } = renderWithHanded(UNREACHABLE_ANSWER);
    expect(seen).not.toContain(null);
    expect(result.current).toEqual([DEFAULT_SLIDE]);
    expect(consoleError).toHaveBeenCalledWith(
      'Failed to load sliders:',
      expect.objectContaining({ kind: 'network' }),
    );
    expect(
      consoleError.mock.calls.find(([first]) => first === 'Failed to load sliders:')?.[1],
    ).toBeInstanceOf(ApiError);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a handed-over error status or empty list gives the default slide', () => {
    mockFetch({});
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(renderWithHanded(rawAnswer({ message: 'boom' }, 500)).result.current).toEqual([
      DEFAULT_SLIDE,
    ]);
    expect(renderWithHanded(rawAnswer([])).result.current).toEqual([DEFAULT_SLIDE]);
  });

  it('without a handed-over answer (client-side navigation) loads the slides in the browser', async () => {
    const fetchMock = mockFetch({ 'GET /backend/sliders/getSliders': json(SLIDERS) });
    const { result } = renderWithHanded(undefined);
    expect(result.current).toBeNull();
    await waitFor(() => {
      expect(result.current?.map((slide) => slide.title)).toEqual(['Precision Gears', 'Shafts']);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

import { API_PATHS } from '@gear/contract/api-paths';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { RawAnswer } from '@/lib/api-client';
import { HandedAnswersProvider } from '@/lib/handover';
import { json, mockFetch } from '@/test/mock-fetch';
import { rawAnswer, UNREACHABLE_ANSWER } from '@/test/raw-answer';
import { FALLBACK_GALLERY_IMAGES } from '../lib/gallery-images';
import { useGalleryImages } from './use-gallery-images';

const ITEMS = [
  { id: 1, image: '/uploads/a.jpg' },
  { id: 2, image: '/uploads/b.jpg' },
];

function renderWithHanded(answer: RawAnswer | undefined) {
  return renderHook(() => useGalleryImages(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <HandedAnswersProvider answers={answer ? { [API_PATHS.gallery]: answer } : undefined}>
        {children}
      </HandedAnswersProvider>
    ),
  });
}

describe('useGalleryImages', () => {
  it("stamps the handed-over images with the server's receivedAt, so hydration matches", () => {
    const fetchMock = mockFetch({});
    vi.spyOn(Date, 'now').mockReturnValue(1_800_000_000_000);
    const { result } = renderWithHanded(rawAnswer(ITEMS, 200, 1_712_345_678_901));
    expect(result.current?.source).toBe('server');
    expect(result.current?.images.map((image) => image.src)).toEqual([
      '/backend/uploads/a.jpg?t=1712345678901',
      '/backend/uploads/b.jpg?t=1712345678901',
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a handed-over failure is logged and gives the five fallback images', () => {
    mockFetch({});
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderWithHanded(UNREACHABLE_ANSWER);
    expect(result.current).toEqual({ images: FALLBACK_GALLERY_IMAGES, source: 'fallback' });
    expect(FALLBACK_GALLERY_IMAGES).toHaveLength(5);
    expect(consoleError).toHaveBeenCalledWith(
      'Failed to load gallery images:',
      expect.objectContaining({ kind: 'network' }),
    );
  });

  it("a list the browser loads itself is stamped with the browser's time", async () => {
    mockFetch({ 'GET /backend/gallery/': json(ITEMS) });
    vi.spyOn(Date, 'now').mockReturnValue(1_800_000_000_000);
    const { result } = renderWithHanded(undefined);
    expect(result.current).toBeNull();
    await waitFor(() => {
      expect(result.current?.images[0]?.src).toBe('/backend/uploads/a.jpg?t=1800000000000');
    });
  });
});

import { API_PATHS } from '@gear/contract/api-paths';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { RawAnswer } from '@/lib/api-client';
import { HandedAnswersProvider } from '@/lib/handover';
import { mockFetch } from '@/test/mock-fetch';
import { rawAnswer, UNREACHABLE_ANSWER } from '@/test/raw-answer';
import { DEMO_PRODUCTS } from '../demo-products';
import { useHomeProducts } from './use-home-products';

const PRODUCTS = Array.from({ length: 10 }, (_, index) => ({
  id: index + 1,
  title: `Gear ${String(index + 1)}`,
  product_image: `/uploads/gear-${String(index + 1)}.png`,
}));

function renderWithHanded(answer: RawAnswer) {
  const seen: ReturnType<typeof useHomeProducts>[] = [];
  const rendered = renderHook(
    () => {
      const tiles = useHomeProducts();
      seen.push(tiles);
      return tiles;
    },
    {
      wrapper: ({ children }: { children: ReactNode }) => (
        <HandedAnswersProvider answers={{ [API_PATHS.products]: answer }}>
          {children}
        </HandedAnswersProvider>
      ),
    },
  );
  return { ...rendered, seen };
}

describe('useHomeProducts with the answer handed over with the page', () => {
  it('gives the first 8 products at once, caches the whole list and sends no request', () => {
    const fetchMock = mockFetch({});
    const { result, seen } = renderWithHanded(rawAnswer(PRODUCTS));
    expect(seen).not.toContain(null);
    expect(result.current?.map((tile) => tile.title)).toEqual(
      PRODUCTS.slice(0, 8).map((product) => product.title),
    );
    expect(result.current?.[0]).toMatchObject({ id: 1, image: '/backend/uploads/gear-1.png' });
    expect(JSON.parse(window.localStorage.getItem('productsData') ?? 'null')).toEqual(PRODUCTS);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a failed read gives the 8 demo products with the console warning', () => {
    mockFetch({});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(renderWithHanded(UNREACHABLE_ANSWER).result.current).toBe(DEMO_PRODUCTS);
    expect(warn).toHaveBeenCalledWith(
      'Failed to load products; showing demo products instead.',
      expect.objectContaining({ kind: 'network' }),
    );
    expect(window.localStorage.getItem('productsData')).toBeNull();
  });
});

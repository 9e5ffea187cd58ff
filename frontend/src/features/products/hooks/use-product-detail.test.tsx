import { API_PATHS } from '@gear/contract/api-paths';
import { PUBLIC_MESSAGES } from '@gear/contract/messages';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { RawAnswer } from '@/lib/api-client';
import { HandedAnswersProvider } from '@/lib/handover';
import { setStoredProducts } from '@/lib/storage';
import { json, mockFetch } from '@/test/mock-fetch';
import { rawAnswer } from '@/test/raw-answer';
import { useProductDetail } from './use-product-detail';

const SPUR = { id: 3, title: 'Spur Gear', description: '<p>New</p>', product_image: null };

function renderWithHanded(answers: Record<string, RawAnswer>, id = '3') {
  const seen: string[] = [];
  const rendered = renderHook(
    ({ productId }) => {
      const state = useProductDetail(productId);
      seen.push(state.status);
      return state;
    },
    {
      initialProps: { productId: id },
      wrapper: ({ children }: { children: ReactNode }) => (
        <HandedAnswersProvider answers={answers}>{children}</HandedAnswersProvider>
      ),
    },
  );
  return { ...rendered, seen };
}

describe('useProductDetail with the answer handed over with the page', () => {
  it("a handed-over 404 is 'Product not found!' at once, even with an old copy cached", () => {
    const fetchMock = mockFetch({});
    setStoredProducts([{ ...SPUR, title: 'Old copy' }]);
    const { result, seen } = renderWithHanded({
      [API_PATHS.product('3')]: rawAnswer({ success: false, error: 'Not found' }, 404),
    });
    expect(seen).not.toContain('loading');
    expect(result.current).toMatchObject({
      status: 'error',
      notFound: true,
      message: PUBLIC_MESSAGES.productNotFound,
    });
    expect(PUBLIC_MESSAGES.productNotFound).toBe('Product not found!');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a handed-over product is shown at once and replaces its cached entry', () => {
    const fetchMock = mockFetch({});
    setStoredProducts([
      { ...SPUR, title: 'Old copy' },
      { id: 4, title: 'Other' },
    ]);
    const { result, seen } = renderWithHanded({ [API_PATHS.product('3')]: rawAnswer(SPUR) });
    expect(seen).not.toContain('loading');
    expect(result.current).toMatchObject({
      status: 'loaded',
      fromCache: false,
      product: { id: 3, title: 'Spur Gear' },
    });
    expect(JSON.parse(window.localStorage.getItem('productsData') ?? '[]')).toEqual([
      SPUR,
      { id: 4, title: 'Other' },
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('another product (client-side navigation) is loaded, and falls back to the cache on failure', async () => {
    setStoredProducts([{ id: 4, title: 'Cached Four' }]);
    const fetchMock = mockFetch({ 'GET /backend/api/subcategories/4': new TypeError('offline') });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result, rerender } = renderWithHanded({ [API_PATHS.product('3')]: rawAnswer(SPUR) });
    rerender({ productId: '4' });
    expect(result.current.status).toBe('loading');
    await waitFor(() => {
      expect(result.current).toMatchObject({
        status: 'loaded',
        fromCache: true,
        product: { title: 'Cached Four' },
      });
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('useProductDetail in the browser', () => {
  it("fetches when nothing was handed over, and a 404 there is 'Product not found!'", async () => {
    mockFetch({
      'GET /backend/api/subcategories/9': json({ success: false, error: 'Not found' }, 404),
    });
    const { result } = renderWithHanded({}, '9');
    expect(result.current.status).toBe('loading');
    await waitFor(() => {
      expect(result.current).toMatchObject({ status: 'error', notFound: true });
    });
  });
});

import { PUBLIC_MESSAGES } from '@gear/contract/messages';
import type { Product } from '@gear/contract/product';
import { isApiError } from '@/lib/api-client';
import { findStoredProduct } from '@/lib/storage';
import { API_PATHS } from '@gear/contract/api-paths';
import { useHandedAnswer } from '@/lib/handover';
import { useAsync } from '@/lib/use-async';
import { getProduct, readProduct } from '../api/get-product';

type ProductDetailState =
  | { status: 'loading' }
  | { status: 'loaded'; product: Product; fromCache: boolean }
  | { status: 'error'; message: string; notFound: boolean; retry: () => void };

/** The server says there is no such product (404), or the id cannot be one (400). */
const isNotFound = (error: unknown) =>
  isApiError(error) && error.kind === 'http' && (error.status === 404 || error.status === 400);

type Loaded = { product: Product; fromCache: boolean };

/**
 * GET /api/subcategories/{id} (the cached productsData entry is replaced by getProduct).
 * SPEC §8: on failure 'Failed to load product details.' is set and the product is looked up in the
 * cached productsData; if found it is shown from there, else the message is shown.
 * A 404 means the product does not exist: 'Product not found!' (stale cache entries are not shown).
 * The server hands over only an answer with the product or its 404 (app/pages/product-detail.tsx):
 * any other failure is left to the browser, which alone has the cached list.
 */
export function useProductDetail(id: string): ProductDetailState {
  const handed = useHandedAnswer(API_PATHS.product(id));
  const state = useAsync(
    async (signal): Promise<Loaded> => {
      try {
        return { product: await getProduct(id, signal), fromCache: false };
      } catch (error) {
        if (signal.aborted || isNotFound(error)) throw error;
        console.error('Failed to load product details:', error);
        const cached = findStoredProduct(id);
        if (cached) return { product: cached, fromCache: true };
        throw error;
      }
    },
    id,
    handed && (() => ({ product: readProduct(handed), fromCache: false })),
  );

  if (state.status === 'loading') return { status: 'loading' };
  if (state.status === 'error') {
    const notFound = isNotFound(state.error);
    return {
      status: 'error',
      notFound,
      message: notFound ? PUBLIC_MESSAGES.productNotFound : PUBLIC_MESSAGES.productDetailFailed,
      retry: state.reload,
    };
  }
  return { status: 'loaded', ...state.data };
}

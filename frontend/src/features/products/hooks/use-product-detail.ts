import type { Product } from '@gear/contract/product';
import { PUBLIC_MESSAGES } from '@gear/contract/messages';
import { findStoredProduct } from '@/lib/storage';
import { useAsync } from '@/lib/use-async';
import { getProduct } from '../api/get-product';

export type ProductDetailState =
  | { status: 'loading' }
  | { status: 'loaded'; product: Product; fromCache: boolean }
  | { status: 'error'; message: string };

/**
 * SPEC §8: on a failed fetch, 'Failed to load product details.' is set and the product is looked
 * up in the cached productsData; if it is not there either, the message is shown.
 */
export function useProductDetail(id: string): ProductDetailState {
  const state = useAsync(async (signal) => {
    try {
      return { product: await getProduct(id, signal), fromCache: false };
    } catch (error) {
      if (signal.aborted) throw error;
      console.error('Failed to load product details:', error);
      const cached = findStoredProduct(id);
      if (cached) return { product: cached, fromCache: true };
      throw error;
    }
  }, id);

  if (state.status === 'loading') return state;
  if (state.status === 'error') {
    return { status: 'error', message: PUBLIC_MESSAGES.productDetailFailed };
  }
  return { status: 'loaded', ...state.data };
}

import { HOME_PRODUCTS } from '@/config/site';
import { resolveAssetUrl } from '@/lib/asset-url';
import { API_PATHS } from '@gear/contract/api-paths';
import type { Product } from '@gear/contract/product';
import { useHandedAnswer } from '@/lib/handover';
import { settleLater } from '@/lib/settle';
import { useAsync } from '@/lib/use-async';
import { getProducts, readProducts } from '../api/get-products';
import { DEMO_PRODUCTS, type ProductTileData } from '../demo-products';

/** The tiles of a read (`read` gives the products or throws why it could not). */
function settleTiles(read: () => Product[]): readonly ProductTileData[] {
  try {
    const products = read();
    if (products.length === 0) return DEMO_PRODUCTS;
    return products.slice(0, HOME_PRODUCTS.cap).map((product) => ({
      key: String(product.id),
      id: product.id,
      title: product.title?.trim() || 'Untitled product',
      image: resolveAssetUrl(product.product_image),
      variants: product.variants,
    }));
  } catch (error) {
    // SPEC §4/§8: a console warning, then the demo products.
    console.warn('Failed to load products; showing demo products instead.', error);
    return DEMO_PRODUCTS;
  }
}

const loadTiles = async (signal: AbortSignal) =>
  settleTiles(await settleLater(getProducts(signal), signal));

/** The home gallery tiles: null while loading, then up to 8 products or the 8 demo products. */
export function useHomeProducts(): readonly ProductTileData[] | null {
  const handed = useHandedAnswer(API_PATHS.products);
  const state = useAsync(
    loadTiles,
    'home-products',
    handed && (() => settleTiles(() => readProducts(handed))),
  );
  return state.status === 'success' ? state.data : state.status === 'error' ? DEMO_PRODUCTS : null;
}

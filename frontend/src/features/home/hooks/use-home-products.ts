import { HOME_PRODUCTS } from '@/config/site';
import { resolveAssetUrl } from '@/lib/asset-url';
import { useAsync } from '@/lib/use-async';
import { getProducts } from '../api/get-products';
import { DEMO_PRODUCTS, type ProductTileData } from '../demo-products';

async function loadTiles(signal: AbortSignal): Promise<readonly ProductTileData[]> {
  try {
    const products = await getProducts(signal);
    if (products.length === 0) return DEMO_PRODUCTS;
    return products.slice(0, HOME_PRODUCTS.cap).map((product) => ({
      key: String(product.id),
      id: product.id,
      title: product.title?.trim() || 'Untitled product',
      image: resolveAssetUrl(product.product_image),
      variants: product.variants,
    }));
  } catch (error) {
    if (signal.aborted) throw error;
    // SPEC §4/§8: a console warning, then the demo products.
    console.warn('Failed to load products; showing demo products instead.', error);
    return DEMO_PRODUCTS;
  }
}

/** The home gallery tiles: null while loading, then up to 8 products or the 8 demo products. */
export function useHomeProducts(): readonly ProductTileData[] | null {
  const state = useAsync(loadTiles, 'home-products');
  return state.status === 'success' ? state.data : state.status === 'error' ? DEMO_PRODUCTS : null;
}

import { API_PATHS } from '@gear/contract/api-paths';
import { ProductListSchema, type Product } from '@gear/contract/product';
import { apiRequest } from '@/lib/api-client';
import { setStoredProducts } from '@/lib/storage';

/** GET /api/subcategories: every product; the whole list is cached under productsData (SPEC §3). */
export async function getProducts(signal?: AbortSignal): Promise<Product[]> {
  const products = await apiRequest(API_PATHS.products, { schema: ProductListSchema, signal });
  setStoredProducts(products);
  return products;
}

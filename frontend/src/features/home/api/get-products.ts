import { API_PATHS } from '@gear/contract/api-paths';
import { ProductListSchema, type Product } from '@gear/contract/product';
import { apiRequest, readAnswer, type RawAnswer } from '@/lib/api-client';
import { setStoredProducts } from '@/lib/storage';

/** GET /api/subcategories: every product; the whole list is cached under productsData (SPEC §3). */
export async function getProducts(signal?: AbortSignal): Promise<Product[]> {
  const products = await apiRequest(API_PATHS.products, { schema: ProductListSchema, signal });
  setStoredProducts(products);
  return products;
}

/** The same call's answer as the server handed it over with the page (cached the same way). */
export function readProducts(answer: RawAnswer): Product[] {
  const products = readAnswer(answer, ProductListSchema);
  setStoredProducts(products);
  return products;
}

import { API_PATHS } from '@gear/contract/api-paths';
import { ProductDetailResponseSchema, type Product } from '@gear/contract/product';
import { apiRequest } from '@/lib/api-client';
import { replaceStoredProduct } from '@/lib/storage';

/** GET /api/subcategories/{id}: one product; its cached entry is replaced (SPEC §7). */
export async function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  const product = await apiRequest(API_PATHS.product(id), {
    schema: ProductDetailResponseSchema,
    signal,
  });
  replaceStoredProduct(product);
  return product;
}

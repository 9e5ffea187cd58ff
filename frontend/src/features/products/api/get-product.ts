import { API_PATHS } from '@gear/contract/api-paths';
import { ProductDetailResponseSchema, type Product } from '@gear/contract/product';
import { apiRequest, readAnswer, type RawAnswer } from '@/lib/api-client';
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

/** The same call's answer as the server handed it over with the page (cached the same way). */
export function readProduct(answer: RawAnswer): Product {
  const product = readAnswer(answer, ProductDetailResponseSchema);
  replaceStoredProduct(product);
  return product;
}

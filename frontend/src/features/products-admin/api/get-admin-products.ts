import { API_PATHS } from '@gear/contract/api-paths';
import { ProductListSchema, type Product } from '@gear/contract/product';
import { apiRequest } from '@/lib/api-client';

/** GET /api/subcategories with the admin token (SPEC §7: the admin sends the token header). */
export function getAdminProducts(signal?: AbortSignal): Promise<Product[]> {
  return apiRequest(API_PATHS.products, { schema: ProductListSchema, auth: true, signal });
}

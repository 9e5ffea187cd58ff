import { API_PATHS } from '@gear/contract/api-paths';
import { ProductMutationResponseSchema } from '@gear/contract/product';
import type * as z from 'zod/mini';
import { apiRequest, type Transport } from '@/lib/api-client';

export type ProductMutationResponse = z.output<typeof ProductMutationResponseSchema>;

/** POST /api/subcategories (multipart: title, description, image, subimg1..6). */
export function addProduct(
  body: FormData,
  { transport }: { transport?: Transport } = {},
): Promise<ProductMutationResponse> {
  return apiRequest(API_PATHS.products, {
    method: 'POST',
    body,
    auth: true,
    transport,
    schema: ProductMutationResponseSchema,
  });
}

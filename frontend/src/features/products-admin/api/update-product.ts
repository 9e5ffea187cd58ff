import type { Id } from '@gear/contract/common';
import { API_PATHS } from '@gear/contract/api-paths';
import { ProductMutationResponseSchema } from '@gear/contract/product';
import { apiRequest, type Transport } from '@/lib/api-client';
import type { ProductMutationResponse } from './add-product';

/** PATCH /api/subcategories/{id} (the add fields plus existingSubimg1..6 for kept images). */
export function updateProduct(
  id: Id,
  body: FormData,
  { transport }: { transport?: Transport } = {},
): Promise<ProductMutationResponse> {
  return apiRequest(API_PATHS.product(id), {
    method: 'PATCH',
    body,
    auth: true,
    transport,
    schema: ProductMutationResponseSchema,
  });
}

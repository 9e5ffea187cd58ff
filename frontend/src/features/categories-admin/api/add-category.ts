import { API_PATHS } from '@gear/contract/api-paths';
import { CategoryMutationResponseSchema, type CategoryInput } from '@gear/contract/catalogue';
import type * as z from 'zod/mini';
import { apiRequest } from '@/lib/api-client';

export type CategoryMutationResponse = z.output<typeof CategoryMutationResponseSchema>;

/** POST /api/categories (JSON name and slug): added last; 409 when the name or address is taken. */
export function addCategory(input: CategoryInput): Promise<CategoryMutationResponse> {
  return apiRequest(API_PATHS.categories, {
    method: 'POST',
    body: { ...input },
    auth: true,
    schema: CategoryMutationResponseSchema,
  });
}

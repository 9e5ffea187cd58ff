import { API_PATHS } from '@gear/contract/api-paths';
import type { Id } from '@gear/contract/common';
import { CategoryMutationResponseSchema, type CategoryInput } from '@gear/contract/catalogue';
import { apiRequest } from '@/lib/api-client';
import type { CategoryMutationResponse } from './add-category';

/** PATCH /api/categories/{id} (JSON name and slug): renames it and may change its address. */
export function updateCategory(id: Id, input: CategoryInput): Promise<CategoryMutationResponse> {
  return apiRequest(API_PATHS.category(id), {
    method: 'PATCH',
    body: { ...input },
    auth: true,
    schema: CategoryMutationResponseSchema,
  });
}

import { API_PATHS } from '@gear/contract/api-paths';
import { MessageResponseSchema, type Id, type MessageResponse } from '@gear/contract/common';
import { apiRequest } from '@/lib/api-client';

/** DELETE /api/categories/{id}: 409 with categoryNotEmpty while products are in it. */
export function deleteCategory(id: Id): Promise<MessageResponse> {
  return apiRequest(API_PATHS.category(id), {
    method: 'DELETE',
    auth: true,
    schema: MessageResponseSchema,
  });
}

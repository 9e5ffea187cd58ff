import { API_PATHS } from '@gear/contract/api-paths';
import { MessageResponseSchema, type Id, type MessageResponse } from '@gear/contract/common';
import { apiRequest } from '@/lib/api-client';

/** DELETE /api/subcategories/{id}: answers a message; the row is then removed locally. */
export function deleteProduct(id: Id): Promise<MessageResponse> {
  return apiRequest(API_PATHS.product(id), {
    method: 'DELETE',
    auth: true,
    schema: MessageResponseSchema,
  });
}

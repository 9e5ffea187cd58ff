import { API_PATHS } from '@gear/contract/api-paths';
import { MessageResponseSchema, type Id, type MessageResponse } from '@gear/contract/common';
import { apiRequest } from '@/lib/api-client';

/** DELETE /sliders/deleteSlider/{id}. */
export function deleteSlider(id: Id): Promise<MessageResponse> {
  return apiRequest(API_PATHS.deleteSlider(id), {
    method: 'DELETE',
    schema: MessageResponseSchema,
    auth: true,
  });
}

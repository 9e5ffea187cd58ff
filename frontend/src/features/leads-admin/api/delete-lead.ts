import type { Id } from '@gear/contract/common';
import { API_PATHS } from '@gear/contract/api-paths';
import { MessageResponseSchema } from '@gear/contract/common';
import { apiRequest } from '@/lib/api-client';

/** DELETE /api/leads/{id}: the lead and its drawings. */
export function deleteLead(id: Id) {
  return apiRequest(API_PATHS.lead(id), {
    schema: MessageResponseSchema,
    method: 'DELETE',
    auth: true,
  });
}

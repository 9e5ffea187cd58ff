import * as z from 'zod/mini';
import { API_PATHS } from '@gear/contract/api-paths';
import { MessageResponseSchema } from '@gear/contract/common';
import { apiRequest } from '@/lib/api-client';

/** DELETE /api/ebrochure: removes the brochure and its files. */
export function deleteEbrochure() {
  return apiRequest(API_PATHS.ebrochure, {
    // SPEC §7: the answer's body is not specified; only its `message` is used, when present.
    schema: z.catch(MessageResponseSchema, {}),
    method: 'DELETE',
    auth: true,
  });
}

import type { Id } from '@gear/contract/common';
import { API_PATHS } from '@gear/contract/api-paths';
import * as z from 'zod/mini';
import { apiRequest } from '@/lib/api-client';

/** DELETE /gallery/{id}. Only the status matters (SPEC §7: "Removes the item"), so any body is accepted. */
export function deleteGalleryImage(id: Id): Promise<unknown> {
  return apiRequest(API_PATHS.galleryItem(id), {
    schema: z.unknown(),
    method: 'DELETE',
    auth: true,
  });
}

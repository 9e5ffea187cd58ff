import type { Id } from '@gear/contract/common';
import { API_PATHS } from '@gear/contract/api-paths';
import { GALLERY_FIELDS, GalleryUpdateResponseSchema } from '@gear/contract/gallery';
import { apiRequest, type Transport } from '@/lib/api-client';

/** PUT /gallery/{id}: one replacement file under `images`; the answer carries `updatedItem`. */
export function updateGalleryImage(
  id: Id,
  file: File,
  { transport }: { transport?: Transport } = {},
) {
  const body = new FormData();
  body.append(GALLERY_FIELDS.images, file);
  return apiRequest(API_PATHS.galleryItem(id), {
    schema: GalleryUpdateResponseSchema,
    method: 'PUT',
    body,
    auth: true,
    transport,
  });
}

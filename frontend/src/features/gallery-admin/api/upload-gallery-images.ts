import { API_PATHS } from '@gear/contract/api-paths';
import { GALLERY_FIELDS, GalleryUploadResponseSchema } from '@gear/contract/gallery';
import { apiRequest, type Transport } from '@/lib/api-client';

/** POST /gallery/upload: several files under the multipart field `images`. */
export function uploadGalleryImages(
  files: readonly File[],
  { transport }: { transport?: Transport } = {},
) {
  const body = new FormData();
  for (const file of files) body.append(GALLERY_FIELDS.images, file);
  return apiRequest(API_PATHS.galleryUpload, {
    schema: GalleryUploadResponseSchema,
    method: 'POST',
    body,
    auth: true,
    transport,
  });
}

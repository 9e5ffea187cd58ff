import { API_PATHS } from '@gear/contract/api-paths';
import { GalleryListSchema, type GalleryItem } from '@gear/contract/gallery';
import { apiRequest } from '@/lib/api-client';

/** GET /gallery/ with the admin token: the gallery items (id, image). */
export function getGalleryItems(signal?: AbortSignal): Promise<GalleryItem[]> {
  return apiRequest(API_PATHS.gallery, { schema: GalleryListSchema, auth: true, signal });
}

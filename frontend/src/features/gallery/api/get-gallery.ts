import { API_PATHS } from '@gear/contract/api-paths';
import { GalleryListSchema, type GalleryItem } from '@gear/contract/gallery';
import { apiRequest, readAnswer, type RawAnswer } from '@/lib/api-client';

/** GET /gallery/: the gallery items (id, image). */
export function getGallery(signal?: AbortSignal): Promise<GalleryItem[]> {
  return apiRequest(API_PATHS.gallery, { schema: GalleryListSchema, signal });
}

/** The same call's answer as the server handed it over with the page. */
export function readGallery(answer: RawAnswer): GalleryItem[] {
  return readAnswer(answer, GalleryListSchema);
}

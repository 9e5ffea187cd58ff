import { useAsync } from '@/lib/use-async';
import { getGallery } from '../api/get-gallery';
import { FALLBACK_GALLERY_IMAGES, toGalleryImages, type GalleryImage } from '../lib/gallery-images';

export interface GalleryImagesResult {
  readonly images: readonly GalleryImage[];
  readonly source: 'server' | 'fallback';
}

async function loadGallery(signal: AbortSignal): Promise<GalleryImagesResult> {
  try {
    const items = await getGallery(signal);
    const images = toGalleryImages(items, Date.now());
    return images.length > 0
      ? { images, source: 'server' }
      : { images: FALLBACK_GALLERY_IMAGES, source: 'fallback' };
  } catch (error) {
    if (signal.aborted) throw error;
    // SPEC §8: a gallery load failure is only logged; the fallback images are shown.
    console.error('Failed to load gallery images:', error);
    return { images: FALLBACK_GALLERY_IMAGES, source: 'fallback' };
  }
}

/** The public gallery: null while loading, then the server's images or the five fallbacks. */
export function useGalleryImages(): GalleryImagesResult | null {
  const state = useAsync(loadGallery, 'gallery');
  if (state.status === 'success') return state.data;
  if (state.status === 'error') return { images: FALLBACK_GALLERY_IMAGES, source: 'fallback' };
  return null;
}

import { API_PATHS } from '@gear/contract/api-paths';
import type { GalleryItem } from '@gear/contract/gallery';
import { useHandedAnswer } from '@/lib/handover';
import { settleLater } from '@/lib/settle';
import { useAsync } from '@/lib/use-async';
import { getGallery, readGallery } from '../api/get-gallery';
import { FALLBACK_GALLERY_IMAGES, toGalleryImages, type GalleryImage } from '../lib/gallery-images';

interface GalleryImagesResult {
  readonly images: readonly GalleryImage[];
  readonly source: 'server' | 'fallback';
}

const FALLBACK: GalleryImagesResult = { images: FALLBACK_GALLERY_IMAGES, source: 'fallback' };

/**
 * The gallery of a read (`read` gives the items or throws why it could not); `loadedAt` stamps
 * the image addresses (the server's time for a handed-over answer, so hydration matches).
 */
function settleGallery(read: () => GalleryItem[], loadedAt: number): GalleryImagesResult {
  try {
    const images = toGalleryImages(read(), loadedAt);
    return images.length > 0 ? { images, source: 'server' } : FALLBACK;
  } catch (error) {
    // SPEC §8: a gallery load failure is only logged; the fallback images are shown.
    console.error('Failed to load gallery images:', error);
    return FALLBACK;
  }
}

const loadGallery = async (signal: AbortSignal) =>
  settleGallery(await settleLater(getGallery(signal), signal), Date.now());

/** The public gallery: null while loading, then the server's images or the five fallbacks. */
export function useGalleryImages(): GalleryImagesResult | null {
  const handed = useHandedAnswer(API_PATHS.gallery);
  const state = useAsync(
    loadGallery,
    'gallery',
    handed && (() => settleGallery(() => readGallery(handed), handed.receivedAt)),
  );
  if (state.status === 'success') return state.data;
  if (state.status === 'error') return FALLBACK;
  return null;
}

import type { GalleryItem } from '@gear/contract/gallery';
import type { ImageVariants } from '@gear/contract/image-variants';
import { galleryFallbackImages } from '@/assets/images/site-images';
import { resolveAssetUrl, withCacheBuster } from '@/lib/asset-url';

/** One picture of the public gallery, ready to render. */
export interface GalleryImage {
  readonly key: string;
  /** Null when the server's address is unusable: the 'Image Not Found' placeholder shows. */
  readonly src: string | null;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
  /** The item's WebP derivatives (mock backend), keyed by the unresolved image URL. */
  readonly variants?: ImageVariants;
}

/** Intrinsic size of gallery photos (space is reserved with it; frames keep a 4:3 ratio). */
const GALLERY_PHOTO = { width: 1200, height: 900 } as const;

/**
 * A gallery image address with a timestamp query against caching (SPEC §7: GET /gallery/),
 * e.g. /backend/uploads/a.jpg?t=1732300000000. The stamp is the time the list was loaded.
 */
export function galleryImageSrc(url: string | null | undefined, loadedAt: number): string | null {
  const resolved = resolveAssetUrl(url);
  return resolved === null ? null : withCacheBuster(resolved, loadedAt);
}

/** The server's items as gallery images. */
export function toGalleryImages(items: readonly GalleryItem[], loadedAt: number): GalleryImage[] {
  return items.map((item, index) => ({
    key: `server-${String(item.id)}`,
    src: galleryImageSrc(item.image, loadedAt),
    alt: `Gallery item ${index + 1}`,
    ...GALLERY_PHOTO,
    variants: item.variants,
  }));
}

/** The five bundled images shown when the server has none or cannot be reached (SPEC §2, §8). */
export const FALLBACK_GALLERY_IMAGES: readonly GalleryImage[] = Object.entries(
  galleryFallbackImages,
).map(([name, image]) => ({
  key: `fallback-${name}`,
  src: image.src,
  alt: image.alt,
  width: image.width,
  height: image.height,
}));

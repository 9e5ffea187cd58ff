import { subImagesOf, type Product } from '@gear/contract/product';
import { PRODUCT_GALLERY } from '@/config/site';
import { resolveAssetUrl } from '@/lib/asset-url';

interface ProductImages {
  /** The thumbnails: the main image first, then the sub images. */
  readonly thumbnails: readonly string[];
  /** The 'Gallery Images (n)' list: the non-empty sub images, at most 6. */
  readonly gallery: readonly string[];
}

/**
 * The images of a product, resolved against the API base (SPEC §4 Product detail).
 * From the server: the main image plus up to 6 sub images. From the cache (SPEC §8 fallback):
 * the main image plus sub images, up to 6 in total.
 */
export function productImages(product: Product, fromCache: boolean): ProductImages {
  const resolve = (urls: readonly (string | null | undefined)[]) =>
    urls.map((url) => resolveAssetUrl(url)).filter((url): url is string => url !== null);
  const main = resolve([product.product_image]);
  const subs = resolve(subImagesOf(product));
  const thumbnails = [...main, ...subs];
  if (!fromCache) return { thumbnails, gallery: subs };
  const capped = thumbnails.slice(0, PRODUCT_GALLERY.slots);
  return { thumbnails: capped, gallery: capped.slice(main.length) };
}

import type { ImageVariant } from '@gear/contract/image-variants';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { HttpError } from '../../http/http-error.ts';
import type { StoredGalleryItem } from '../../store/db-schema.ts';
import { nextId } from '../../store/db-invariants.ts';
import type { DeepReadonly } from '../../store/deep-freeze.ts';
import type { Store } from '../../store/store.ts';
import { assignVariants, derivativeUrls, variantsFor } from '../../uploads/image-derivatives.ts';

type Variants = Record<string, ImageVariant[]>;

export interface GalleryItem {
  id: number;
  image: string;
  /** WebP derivatives of `image` (absent when there are none). */
  variants?: DeepReadonly<Variants>;
}

export interface GalleryService {
  list(): GalleryItem[];
  /** `variants`: derivatives of this request's uploads, keyed by their URLs. */
  add(imageUrls: string[], variants?: Variants): Promise<GalleryItem[]>;
  /** `replaced`: the old image and its derivatives (to remove after the commit). */
  replace(
    id: number,
    imageUrl: string,
    variants?: Variants,
  ): Promise<{ item: GalleryItem; replaced: string[] }>;
  remove(id: number): Promise<{ removed: string[] }>;
}

const notFound = () => new HttpError(404, ADMIN_MESSAGES.galleryNotFound);
const toItem = (
  item: DeepReadonly<Pick<StoredGalleryItem, 'id' | 'image' | 'variants'>>,
): GalleryItem =>
  item.variants
    ? { id: item.id, image: item.image, variants: item.variants }
    : { id: item.id, image: item.image };
const filesOf = (item: DeepReadonly<StoredGalleryItem>): string[] => [
  item.image,
  ...derivativeUrls(item.variants, [item.image]),
];

export function createGalleryService(store: Store): GalleryService {
  return {
    list: () => store.read().gallery.map(toItem),
    add(imageUrls, variants) {
      return store.update((draft) => {
        const now = new Date().toISOString();
        return imageUrls.map((image) => {
          const item: StoredGalleryItem = {
            id: nextId(draft, 'gallery'),
            image,
            created_at: now,
            updated_at: now,
          };
          assignVariants(item, variantsFor([image], variants));
          draft.gallery.push(item);
          return toItem(item);
        });
      });
    },
    replace(id, imageUrl, variants) {
      return store.update((draft) => {
        const item = draft.gallery.find((candidate) => candidate.id === id);
        if (!item) throw notFound();
        const replaced = item.image === imageUrl ? [] : filesOf(item);
        item.image = imageUrl;
        assignVariants(item, variantsFor([imageUrl], item.variants, variants));
        item.updated_at = new Date().toISOString();
        return { item: toItem(item), replaced };
      });
    },
    remove(id) {
      return store.update((draft) => {
        const index = draft.gallery.findIndex((candidate) => candidate.id === id);
        const [removed] = index === -1 ? [] : draft.gallery.splice(index, 1);
        if (!removed) throw notFound();
        return { removed: filesOf(removed) };
      });
    },
  };
}

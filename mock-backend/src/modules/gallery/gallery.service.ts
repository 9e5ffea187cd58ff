import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { HttpError } from '../../http/http-error.ts';
import type { StoredGalleryItem } from '../../store/db-schema.ts';
import { nextId } from '../../store/db-invariants.ts';
import type { Store } from '../../store/store.ts';

export interface GalleryItem {
  id: number;
  image: string;
}

export interface GalleryService {
  list(): GalleryItem[];
  add(imageUrls: string[]): Promise<GalleryItem[]>;
  replace(id: number, imageUrl: string): Promise<{ item: GalleryItem; replaced: string }>;
  remove(id: number): Promise<{ removed: string }>;
}

const notFound = () => new HttpError(404, ADMIN_MESSAGES.galleryNotFound);
const toItem = (item: Pick<StoredGalleryItem, 'id' | 'image'>): GalleryItem => ({
  id: item.id,
  image: item.image,
});

export function createGalleryService(store: Store): GalleryService {
  return {
    list: () => store.read().gallery.map(toItem),
    add(imageUrls) {
      return store.update((draft) => {
        const now = new Date().toISOString();
        return imageUrls.map((image) => {
          const item: StoredGalleryItem = {
            id: nextId(draft.gallery),
            image,
            created_at: now,
            updated_at: now,
          };
          draft.gallery.push(item);
          return toItem(item);
        });
      });
    },
    replace(id, imageUrl) {
      return store.update((draft) => {
        const item = draft.gallery.find((candidate) => candidate.id === id);
        if (!item) throw notFound();
        const replaced = item.image;
        item.image = imageUrl;
        item.updated_at = new Date().toISOString();
        return { item: toItem(item), replaced };
      });
    },
    remove(id) {
      return store.update((draft) => {
        const index = draft.gallery.findIndex((candidate) => candidate.id === id);
        const [removed] = index === -1 ? [] : draft.gallery.splice(index, 1);
        if (!removed) throw notFound();
        return { removed: removed.image };
      });
    },
  };
}

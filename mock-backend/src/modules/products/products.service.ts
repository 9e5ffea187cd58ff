import type { ImageVariant } from '@gear/contract/image-variants';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { SUB_IMAGE_SLOTS, type SubImageSlot } from '@gear/contract/limits';
import { subImageKey } from '@gear/contract/product';
import { HttpError } from '../../http/http-error.ts';
import type { StoredProduct } from '../../store/db-schema.ts';
import { nextId } from '../../store/db-invariants.ts';
import type { Snapshot, Store } from '../../store/store.ts';
import { assignVariants, derivativeUrls, variantsFor } from '../../uploads/image-derivatives.ts';

/** Validated, sanitized text fields of the product form. */
export interface ProductFields {
  title: string;
  description: string;
  /** existingSubimg1..6 as sent ('' or absent: nothing kept). */
  kept: Partial<Record<SubImageSlot, string>>;
}

/** URLs of files uploaded with this request, already stored. */
export interface ProductUploads {
  main: string | null;
  subs: Partial<Record<SubImageSlot, string>>;
  /** Derivatives of this request's uploads, keyed by their URLs. */
  variants?: Record<string, ImageVariant[]>;
}

export interface ProductsService {
  list(): Snapshot['subcategories'];
  get(id: number): Snapshot['subcategories'][number];
  create(fields: ProductFields, uploads: ProductUploads & { main: string }): Promise<StoredProduct>;
  update(
    id: number,
    fields: ProductFields,
    uploads: ProductUploads,
  ): Promise<{ product: StoredProduct; removed: string[] }>;
  /** `removed`: the product's files (images and their derivatives). */
  remove(id: number): Promise<{ removed: string[] }>;
}

const notFound = () => new HttpError(404, ADMIN_MESSAGES.productNotFound);
const unknownKept = (slot: SubImageSlot) =>
  new HttpError(400, `existingSubimg${slot} is not an image of this product.`);

function imagesOf(product: Snapshot['subcategories'][number]): string[] {
  const urls = [
    product.product_image,
    ...SUB_IMAGE_SLOTS.map((slot) => product[subImageKey(slot)]),
  ];
  return urls.filter((url): url is string => typeof url === 'string');
}

/**
 * The stored `/uploads/<name>` URL a kept value refers to. The admin may send back the URL as it
 * received it or as it displayed it (absolute, behind the `/backend` prefix, with a cache-busting
 * query); only the final `/uploads/<name>` part counts.
 */
function keptUploadUrl(value: string): string | null {
  let pathname = value.split(/[?#]/)[0] ?? '';
  if (/^https?:\/\//i.test(value)) {
    try {
      pathname = new URL(value).pathname;
    } catch {
      return null;
    }
  }
  // The name after the last /uploads/ (one pass: an unanchored pattern would retry at each one).
  const at = pathname.lastIndexOf('/uploads/');
  const name = at === -1 ? '' : pathname.slice(at + '/uploads/'.length);
  return /^[A-Za-z0-9._-]+$/.test(name) ? `/uploads/${name}` : null;
}

/** Slots: a new file wins; else a kept URL that is one of the product's current images; else empty. */
function assignSubImages(
  product: StoredProduct,
  fields: ProductFields,
  uploads: ProductUploads,
  current: Set<string>,
) {
  for (const slot of SUB_IMAGE_SLOTS) {
    const uploaded = uploads.subs[slot];
    const kept = fields.kept[slot];
    let next: string | null = null;
    if (uploaded) next = uploaded;
    else if (kept) {
      const url = keptUploadUrl(kept);
      if (!url || !current.has(url)) throw unknownKept(slot);
      next = url;
    }
    product[subImageKey(slot)] = next;
  }
}

export function createProductsService(store: Store): ProductsService {
  return {
    list: () => store.read().subcategories,
    get(id) {
      const product = store.read().subcategories.find((candidate) => candidate.id === id);
      if (!product) throw notFound();
      return product;
    },
    create(fields, uploads) {
      return store.update((draft) => {
        const now = new Date().toISOString();
        const product: StoredProduct = {
          id: nextId(draft, 'subcategories'),
          title: fields.title,
          description: fields.description,
          product_image: uploads.main,
          sub_image1: null,
          sub_image2: null,
          sub_image3: null,
          sub_image4: null,
          sub_image5: null,
          sub_image6: null,
          created_at: now,
          updated_at: now,
        };
        assignSubImages(product, fields, uploads, new Set());
        assignVariants(product, variantsFor(imagesOf(product), uploads.variants));
        draft.subcategories.push(product);
        return product;
      });
    },
    update(id, fields, uploads) {
      return store.update((draft) => {
        const product = draft.subcategories.find((candidate) => candidate.id === id);
        if (!product) throw notFound();
        const before = imagesOf(product);
        product.title = fields.title;
        product.description = fields.description;
        if (uploads.main) product.product_image = uploads.main;
        assignSubImages(product, fields, uploads, new Set(before));
        product.updated_at = new Date().toISOString();
        const after = new Set(imagesOf(product));
        const removed = before.filter((url) => !after.has(url));
        const removedDerivatives = derivativeUrls(product.variants, removed);
        assignVariants(product, variantsFor(after, product.variants, uploads.variants));
        return { product: { ...product }, removed: [...removed, ...removedDerivatives] };
      });
    },
    remove(id) {
      return store.update((draft) => {
        const index = draft.subcategories.findIndex((candidate) => candidate.id === id);
        const [removed] = index === -1 ? [] : draft.subcategories.splice(index, 1);
        if (!removed) throw notFound();
        const images = imagesOf(removed);
        return { removed: [...images, ...derivativeUrls(removed.variants, images)] };
      });
    },
  };
}

import { CATALOGUE_MESSAGES } from '@gear/contract/catalogue-basics';
import type { Category } from '@gear/contract/catalogue-search';
import type { SpecRows } from '@gear/contract/catalogue';
import type { ImageVariant } from '@gear/contract/image-variants';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { SUB_IMAGE_SLOTS, type SubImageSlot } from '@gear/contract/limits';
import { subImageKey } from '@gear/contract/product';
import { HttpError } from '../../http/http-error.ts';
import type { Db, StoredProduct } from '../../store/db-schema.ts';
import { nextId } from '../../store/db-invariants.ts';
import type { Snapshot, Store } from '../../store/store.ts';
import { assignVariants, derivativeUrls, variantsFor } from '../../uploads/image-derivatives.ts';

/** Validated, sanitized text fields of the product form. */
export interface ProductFields {
  title: string;
  description: string;
  /** existingSubimg1..6 as sent ('' or absent: nothing kept). */
  kept: Partial<Record<SubImageSlot, string>>;
  /** Issue 20. undefined: not sent (an update keeps the stored one); null: no category. */
  categoryId?: number | null | undefined;
  /** Issue 20: the specification rows (units normalised). undefined: not sent, kept. */
  specs?: SpecRows | undefined;
}

type StoredProductView = Snapshot['subcategories'][number];

/** GET /api/subcategories/{id}: the product and its category. */
export type ProductDetail = StoredProductView & {
  category: Pick<Category, 'id' | 'name' | 'slug'> | null;
};

/** URLs of files uploaded with this request, already stored. */
export interface ProductUploads {
  main: string | null;
  subs: Partial<Record<SubImageSlot, string>>;
  /** Derivatives of this request's uploads, keyed by their URLs. */
  variants?: Record<string, ImageVariant[]>;
}

export interface ProductsService {
  list(): Snapshot['subcategories'];
  get(id: number): StoredProductView;
  /** The product with its category resolved. */
  detail(id: number): ProductDetail;
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

/**
 * The category and specifications the form sent (issue 20); what it left out stays. A category
 * that does not exist (any more) is a 400, checked inside the write so a category deleted at the
 * same moment cannot be referenced. No rows is no `specs` key, like a product written before.
 */
function assignCatalogue(draft: Db, product: StoredProduct, fields: ProductFields): void {
  const categoryId = fields.categoryId;
  if (categoryId !== undefined) {
    if (categoryId !== null && !draft.categories.some((category) => category.id === categoryId))
      throw new HttpError(400, CATALOGUE_MESSAGES.productCategoryUnknown);
    product.category_id = categoryId;
  }
  if (fields.specs !== undefined) {
    if (fields.specs.length === 0) delete product.specs;
    else product.specs = fields.specs.map((row) => ({ ...row }));
  }
}

export function createProductsService(store: Store): ProductsService {
  const get = (id: number) => {
    const product = store.read().subcategories.find((candidate) => candidate.id === id);
    if (!product) throw notFound();
    return product;
  };
  return {
    list: () => store.read().subcategories,
    get,
    detail(id) {
      const product = get(id);
      const found = store.read().categories.find((category) => category.id === product.category_id);
      const category = found ? { id: found.id, name: found.name, slug: found.slug } : null;
      return { ...product, category };
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
        assignCatalogue(draft, product, fields);
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
        assignCatalogue(draft, product, fields);
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

import { SUB_IMAGE_SLOTS, type SubImageSlot } from '@gear/contract/limits';
import {
  PRODUCT_FIELDS,
  existingSubImageField,
  subImageField,
} from '@gear/contract/product-fields';
import { type ProductInput } from '@gear/contract/product-input';
import { subImageKey, type Product } from '@gear/contract/product';

/** One sub image slot of the form. */
export interface SubImageState {
  /** A newly chosen file (sent as subimgN; it replaces the current image). */
  file: File | null;
  /** The slot's image as the list sent it (edit mode), or null. */
  current: string | null;
  /** The owner chose to remove the current image. */
  removed: boolean;
}

export type SubImageStates = Record<SubImageSlot, SubImageState>;

/** What the form sends: the contract's title and description, the files, and issue 20's fields. */
export interface ProductFormPayload extends Pick<ProductInput, 'title' | 'description'> {
  mainImage: File | null;
  subImages: SubImageStates;
  /**
   * Issue 20, only for a backend that keeps categories (null: neither field is sent): the category
   * id ('' for none) and the specification rows as JSON text.
   */
  catalogue: { categoryId: string; specs: string } | null;
}

/** Empty slots (add mode), or the row's current sub images (edit mode). */
export function initialSubImages(product?: Product | null): SubImageStates {
  const slot = (number: SubImageSlot): SubImageState => ({
    file: null,
    current: product?.[subImageKey(number)]?.trim() || null,
    removed: false,
  });
  return { 1: slot(1), 2: slot(2), 3: slot(3), 4: slot(4), 5: slot(5), 6: slot(6) };
}

/** The current image a slot keeps: not removed and not replaced by a new file. */
export function keptSubImage(state: SubImageState): string | null {
  return state.file || state.removed ? null : state.current;
}

/**
 * The multipart body of POST and PATCH /api/subcategories (SPEC §3): title, description, image,
 * subimgN for new files and existingSubimgN=<URL> for every kept image. A removed image is simply
 * not sent, which tells the server to drop it. With categories (issue 20): category_id and specs.
 */
export function buildProductFormData(payload: ProductFormPayload): FormData {
  const body = new FormData();
  body.append(PRODUCT_FIELDS.title, payload.title);
  body.append(PRODUCT_FIELDS.description, payload.description);
  if (payload.mainImage) body.append(PRODUCT_FIELDS.image, payload.mainImage);
  for (const slot of SUB_IMAGE_SLOTS) {
    const state = payload.subImages[slot];
    if (state.file) body.append(subImageField(slot), state.file);
    const kept = keptSubImage(state);
    if (kept) body.append(existingSubImageField(slot), kept);
  }
  if (payload.catalogue) {
    body.append(PRODUCT_FIELDS.categoryId, payload.catalogue.categoryId);
    body.append(PRODUCT_FIELDS.specs, payload.catalogue.specs);
  }
  return body;
}

import { SUB_IMAGE_SLOTS, type SubImageSlot } from './limits.ts';

/*
 * The product form's multipart field names, import-free of zod: the upload rules (uploads.ts) name
 * their files with them, and the public quote page reads those rules.
 */

export const subImageField = (slot: SubImageSlot) => `subimg${slot}` as const;
export const existingSubImageField = (slot: SubImageSlot) => `existingSubimg${slot}` as const;

/** Multipart field names of POST /api/subcategories and PATCH /api/subcategories/{id}. */
export const PRODUCT_FIELDS = {
  title: 'title',
  description: 'description',
  /** Issue 20, sent only to a backend that has categories: '' for none. */
  categoryId: 'category_id',
  /** Issue 20: the specification rows as JSON text; absent on an update keeps the stored ones. */
  specs: 'specs',
  image: 'image',
  subImages: SUB_IMAGE_SLOTS.map(subImageField),
  existingSubImages: SUB_IMAGE_SLOTS.map(existingSubImageField),
} as const;

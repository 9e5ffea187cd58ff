import { z } from 'zod';
import {
  StoredProductSchema,
  StoredSliderSchema,
  StoredVariantsSchema,
} from '../store/db-schema.ts';

/** supertest types bodies as `any`: tests read them through these schemas instead. */
interface HasBody {
  body: unknown;
}

const GalleryItemBodySchema = z.strictObject({
  id: z.number(),
  image: z.string(),
  variants: StoredVariantsSchema.optional(),
});
const EbrochureBodySchema = z.strictObject({
  cover_image: z.string(),
  pdf_file: z.string(),
  updated_at: z.string(),
  variants: StoredVariantsSchema.optional(),
});

export const errorOf = (response: HasBody) =>
  z.object({ error: z.string() }).parse(response.body).error;
export const successOf = (response: HasBody) =>
  z.object({ success: z.boolean() }).parse(response.body).success;
export const tokenOf = (response: HasBody) =>
  z.object({ token: z.string() }).parse(response.body).token;

export const sliderOf = (response: HasBody) =>
  z.object({ slider: StoredSliderSchema }).parse(response.body).slider;
export const slidersOf = (response: HasBody) => z.array(StoredSliderSchema).parse(response.body);

export const productOf = (response: HasBody) =>
  z.object({ data: StoredProductSchema }).parse(response.body).data;
/** GET /api/subcategories/{id}: the product and its category (issue 20). */
const ProductDetailBodySchema = StoredProductSchema.extend({
  category: z.strictObject({ id: z.number(), name: z.string(), slug: z.string() }).nullable(),
});
export const productBodyOf = (response: HasBody) => ProductDetailBodySchema.parse(response.body);

export const galleryItemsOf = (response: HasBody) =>
  z.object({ items: z.array(GalleryItemBodySchema) }).parse(response.body).items;
export const galleryListOf = (response: HasBody) =>
  z.array(GalleryItemBodySchema).parse(response.body);
export const updatedItemOf = (response: HasBody) =>
  z.object({ updatedItem: GalleryItemBodySchema }).parse(response.body).updatedItem;

export const ebrochureOf = (response: HasBody) =>
  z.object({ data: EbrochureBodySchema }).parse(response.body).data;
export const ebrochureBodyOf = (response: HasBody) => EbrochureBodySchema.parse(response.body);

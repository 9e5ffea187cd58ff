import * as z from 'zod/mini';
import { ImageVariantsSchema } from './image-variants.ts';
import { AssetUrlSchema, IdSchema, requiredLine, requiredText } from './common.ts';
import { SUB_IMAGE_SLOTS, TEXT_LIMITS, type SubImageSlot } from './limits.ts';
import { VALIDATION } from './messages.ts';
import { markupHasText } from './markup-text.ts';
import {
  CategoryIdFieldSchema,
  CategorySchema,
  SpecRowsSchema,
  SpecsFieldSchema,
} from './catalogue.ts';

/**
 * A product. The API and the admin call it a "subcategory" (SPEC §3); visitors see "product".
 * description is an HTML string, sanitized on write by the backend and again before rendering.
 */
export const ProductSchema = z.object({
  id: IdSchema,
  title: z.nullish(z.string()),
  description: z.nullish(z.string()),
  product_image: AssetUrlSchema,
  sub_image1: AssetUrlSchema,
  sub_image2: AssetUrlSchema,
  sub_image3: AssetUrlSchema,
  sub_image4: AssetUrlSchema,
  sub_image5: AssetUrlSchema,
  sub_image6: AssetUrlSchema,
  variants: ImageVariantsSchema,
  /*
   * Issue 20, absent from backends without categories and specifications. Read leniently: a
   * backend whose own fields of these names mean something else leaves them undefined.
   */
  category_id: z.catch(z.optional(z.nullable(IdSchema)), undefined),
  specs: z.catch(z.optional(SpecRowsSchema), undefined),
  /** The product's category, sent with one product (GET /api/subcategories/{id}). */
  category: z.catch(
    z.optional(z.nullable(z.pick(CategorySchema, { id: true, name: true, slug: true }))),
    undefined,
  ),
});
export type Product = z.infer<typeof ProductSchema>;
export const ProductListSchema = z.array(ProductSchema);

/** GET /api/subcategories/{id} may answer the product itself or wrap it as `{ data }`. */
export const ProductDetailResponseSchema = z.union([
  ProductSchema,
  z.pipe(
    z.object({ data: ProductSchema }),
    z.transform((body) => body.data),
  ),
]);

type SubImageKey = `sub_image${SubImageSlot}`;
export const subImageKey = (slot: SubImageSlot): SubImageKey => `sub_image${slot}`;
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

/** An existing image URL kept on edit: absolute http(s) or root-relative, nothing else. */
const KeptImageUrlSchema = z.optional(
  z.string().check(
    z.trim(),
    z.maxLength(2048),
    z.refine(
      (value) => value === '' || /^(https?:\/\/|\/(?!\/))/i.test(value),
      'Invalid image URL.',
    ),
  ),
);

/**
 * Text fields of the product form (multipart). Unknown fields are rejected. On an update,
 * `stored` is the product as saved: its unchanged values skip our added limits (issue 14).
 */
export function productInputSchema(stored?: Pick<Product, 'title' | 'description'> | null) {
  return z.strictObject({
    title: requiredLine(
      'Title',
      TEXT_LIMITS.productTitle,
      VALIDATION.productTitleRequired,
      stored?.title,
    ),
    description: requiredText(
      'Description',
      TEXT_LIMITS.productDescription,
      VALIDATION.productDescriptionRequired,
      stored?.description,
    ).check(
      // An editor left empty still sends markup such as <p><br></p>.
      z.refine(markupHasText, VALIDATION.productDescriptionRequired),
    ),
    existingSubimg1: KeptImageUrlSchema,
    existingSubimg2: KeptImageUrlSchema,
    existingSubimg3: KeptImageUrlSchema,
    existingSubimg4: KeptImageUrlSchema,
    existingSubimg5: KeptImageUrlSchema,
    existingSubimg6: KeptImageUrlSchema,
    category_id: z.optional(CategoryIdFieldSchema),
    specs: z.optional(SpecsFieldSchema),
  });
}
export const ProductInputSchema = productInputSchema();
export type ProductInput = z.infer<typeof ProductInputSchema>;

export const ProductMutationResponseSchema = z.object({
  success: z.optional(z.boolean()),
  message: z.optional(z.string()),
  data: z.optional(ProductSchema),
});

/** The non-empty sub images of a product, in slot order, at most 6. */
export function subImagesOf(product: Product): string[] {
  return SUB_IMAGE_SLOTS.map((slot) => product[subImageKey(slot)])
    .filter((url): url is string => typeof url === 'string' && url.length > 0)
    .slice(0, SUB_IMAGE_SLOTS.length);
}

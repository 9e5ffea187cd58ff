import * as z from 'zod/mini';
import { ImageVariantsSchema } from './image-variants.ts';
import { AssetUrlSchema, IdSchema } from './common.ts';
import { SUB_IMAGE_SLOTS, type SubImageSlot } from './limits.ts';

/**
 * A product's specification rows as any backend sends them (issue 20), read without the owner's
 * rules (catalogue.ts SpecRowsSchema checks those on write): this file is in every public page.
 */
const SpecRowReadSchema = z.object({
  name: z.string(),
  value: z.union([z.number(), z.object({ min: z.number(), max: z.number() }), z.string()]),
  unit: z.catch(z.string(), ''),
});

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
  specs: z.catch(z.optional(z.array(SpecRowReadSchema)), undefined),
  /** The product's category, sent with one product (GET /api/subcategories/{id}). */
  category: z.catch(
    z.optional(z.nullable(z.object({ id: IdSchema, name: z.string(), slug: z.string() }))),
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

import * as z from 'zod/mini';
import { IdSchema } from './common.ts';

/*
 * What the public /product page reads (issue 20): a category and the catalogue search's answer.
 * Apart from catalogue.ts (the owner's inputs), so the public chunks never carry the admin's
 * schemas.
 */

export const CategorySchema = z.object({
  id: IdSchema,
  name: z.string(),
  /** The category's address: /product?category=<slug>. */
  slug: z.string(),
  /** How many products it holds (the mock sends it; optional for others). */
  product_count: z.optional(z.number()),
});
export type Category = z.infer<typeof CategorySchema>;
/** GET /api/categories: in the owner's order. */
export const CategoryListSchema = z.array(CategorySchema);

// ---- the catalogue search ----

const RangeFacetSchema = z.object({
  kind: z.literal('range'),
  key: z.string(),
  name: z.string(),
  unit: z.string(),
  min: z.number(),
  max: z.number(),
  /** Products in scope that have this specification. */
  count: z.number(),
});
const ChoiceFacetSchema = z.object({
  kind: z.literal('choice'),
  key: z.string(),
  name: z.string(),
  unit: z.string(),
  options: z.array(z.object({ value: z.string(), count: z.number() })),
  count: z.number(),
});
// A plain union, not z.discriminatedUnion: the zod chunk every form page shares stays as it was.
export const FacetSchema = z.union([RangeFacetSchema, ChoiceFacetSchema]);
export type Facet = z.infer<typeof FacetSchema>;
export type RangeFacet = z.infer<typeof RangeFacetSchema>;
export type ChoiceFacet = z.infer<typeof ChoiceFacetSchema>;

export const CatalogueResponseSchema = z.object({
  /** The matching products' ids, in the order of GET /api/subcategories. */
  ids: z.array(IdSchema),
  total: z.number(),
  /** Every category, with how many products match the search in each (chips). */
  categories: z.array(z.object({ ...CategorySchema.shape, count: z.number() })),
  /** The category the address names; null when it names none or one that does not exist. */
  category: z.nullable(CategorySchema),
  /** Filters offered by the products of the category (and search); each counted without itself. */
  facets: z.array(FacetSchema),
});
export type CatalogueResponse = z.infer<typeof CatalogueResponseSchema>;

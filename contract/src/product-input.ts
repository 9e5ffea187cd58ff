import * as z from 'zod/mini';
import { CategoryIdFieldSchema, SpecsFieldSchema } from './catalogue.ts';
import { requiredLine, requiredText } from './common.ts';
import { TEXT_LIMITS } from './limits.ts';
import { markupHasText } from './markup-text.ts';
import { VALIDATION } from './messages.ts';
import type { Product } from './product.ts';

/*
 * The product form (POST and PATCH /api/subcategories, multipart): the schema of its text fields
 * (their names: product-fields.ts), shared by the admin and the mock. Apart from product.ts,
 * which every public page reads, so those pages never carry the form's rules.
 */

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

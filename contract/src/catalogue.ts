import * as z from 'zod/mini';
import {
  CATALOGUE_LIMITS as LIMITS,
  CATALOGUE_MESSAGES as MESSAGES,
  normalizeUnit,
} from './catalogue-basics.ts';
import { SLUG_PATTERN } from './catalogue-input.ts';
import { CategorySchema } from './catalogue-search.ts';
import { IdSchema } from './common.ts';

/*
 * Categories, product specifications and the catalogue search (issue 20). A backend without them
 * answers 404 to these calls and sends products without `category_id` and `specs`: the site then
 * is SPEC's catalogue (ADR 0035).
 */

/** A control character (line break, tab, NUL…): names, values and units are one line. */
function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

const singleLine = (field: string, max: number, required: string) =>
  z.string({ error: required }).check(
    z.trim(),
    z.minLength(1, required),
    z.maxLength(max, `${field} must be at most ${String(max)} characters.`),
    z.refine((value) => !hasControlCharacter(value), `${field} must be a single line.`),
  );

// ---- categories (CategorySchema: catalogue-search.ts, the public page reads it) ----

const SlugSchema = z
  .string()
  .check(
    z.trim(),
    z.maxLength(LIMITS.categorySlugMax, MESSAGES.categorySlugInvalid),
    z.regex(SLUG_PATTERN, MESSAGES.categorySlugInvalid),
  );

/** POST /api/categories and PATCH /api/categories/{id}: a slug left out is made from the name. */
export const CategoryInputSchema = z.strictObject({
  name: singleLine('Category name', LIMITS.categoryNameMax, MESSAGES.categoryNameRequired),
  slug: z.optional(SlugSchema),
});
export type CategoryInput = z.infer<typeof CategoryInputSchema>;

/** PUT /api/categories/order: every category id once, in the new order. */
export const CategoryOrderSchema = z.strictObject({
  ids: z.array(IdSchema).check(z.maxLength(LIMITS.maxCategories)),
});

export const CategoryMutationResponseSchema = z.object({
  success: z.optional(z.boolean()),
  message: z.optional(z.string()),
  data: z.optional(CategorySchema),
});

// ---- specifications ----

// Shapes no form sends (JSON edited by hand) get one plain message, never zod's technical one.
const SpecNumberSchema = z
  .number({ error: MESSAGES.specsInvalid })
  .check(
    z.refine(
      (value) => Number.isFinite(value) && Math.abs(value) <= LIMITS.specNumberMax,
      MESSAGES.specsInvalid,
    ),
  );

const SpecValueSchema = z.union(
  [
    SpecNumberSchema,
    z
      .strictObject(
        { min: SpecNumberSchema, max: SpecNumberSchema },
        { error: MESSAGES.specsInvalid },
      )
      .check(
        z.refine((range) => range.min <= range.max, 'A range must start at its smaller number.'),
      ),
    z.string().check(
      z.trim(),
      z.minLength(1, MESSAGES.specValueRequired),
      z.maxLength(
        LIMITS.specTextMax,
        `A value may be at most ${String(LIMITS.specTextMax)} characters.`,
      ),
      z.refine((value) => !hasControlCharacter(value), 'A value must be a single line.'),
    ),
  ],
  { error: MESSAGES.specsInvalid },
);

const SpecRowSchema = z.strictObject(
  {
    name: singleLine('A specification name', LIMITS.specNameMax, MESSAGES.specNameRequired),
    value: SpecValueSchema,
    unit: z.pipe(
      z.string({ error: MESSAGES.specsInvalid }).check(
        z.trim(),
        z.maxLength(
          LIMITS.specUnitMax,
          `A unit may be at most ${String(LIMITS.specUnitMax)} characters.`,
        ),
        z.refine((value) => !hasControlCharacter(value), 'A unit must be a single line.'),
      ),
      z.transform((unit) => normalizeUnit(unit)),
    ),
  },
  { error: MESSAGES.specsInvalid },
);

/** A product's specifications, in the owner's order; each name once (case and spacing ignored). */
export const SpecRowsSchema = z.array(SpecRowSchema, { error: MESSAGES.specsInvalid }).check(
  z.maxLength(LIMITS.maxSpecRows, MESSAGES.specRowsMax),
  z.superRefine((rows, ctx) => {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      const key = row.name.trim().replace(/\s+/g, ' ').toLowerCase();
      if (seen.has(key)) {
        ctx.issues.push({
          code: 'custom',
          message: MESSAGES.specNameTwice(row.name.trim()),
          input: row.name,
          path: [index, 'name'],
        });
      }
      seen.add(key);
    });
  }),
);
export type SpecRows = z.infer<typeof SpecRowsSchema>;

/**
 * The `specs` field of the product form: the rows as JSON text. Absent on an update: the stored
 * rows stay. `[]` removes them all.
 */
export const SpecsFieldSchema = z.pipe(
  z.pipe(
    z.string().check(z.maxLength(LIMITS.specsFieldMax, MESSAGES.specsInvalid)),
    z.transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.issues.push({ code: 'custom', message: MESSAGES.specsInvalid, input: text });
        return z.NEVER;
      }
    }),
  ),
  SpecRowsSchema,
);

/** The `category_id` field of the product form: '' for none, else a category's id. */
export const CategoryIdFieldSchema = z
  .string()
  .check(z.trim(), z.maxLength(64, MESSAGES.productCategoryUnknown));

/**
 * GET /api/catalogue: the query of the page's own address. `category` and `q` are described here;
 * every other parameter is a specification filter named by its key (`module=2..3`,
 * `material=EN-19`, repeatable), and keys the data has no filter for are ignored.
 */
export const CatalogueQuerySchema = z.object({
  category: z.optional(z.string().check(z.maxLength(LIMITS.categorySlugMax))),
  q: z.optional(z.string().check(z.trim(), z.maxLength(LIMITS.searchMax, MESSAGES.searchTooLong))),
});

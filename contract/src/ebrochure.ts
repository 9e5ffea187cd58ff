import * as z from 'zod/mini';
import { ImageVariantsSchema } from './image-variants.ts';
import { AssetUrlSchema } from './common.ts';

/**
 * The single e-brochure record. With brochure gating (BROCHURE_GATED, ADR 0020) an anonymous
 * GET leaves `pdf_file` out and says `pdf_available: true` instead; the PDF then comes from the
 * signed link of POST /api/send-email (see brochure-links.ts).
 */
export const EbrochureSchema = z.object({
  cover_image: AssetUrlSchema,
  pdf_file: AssetUrlSchema,
  pdf_available: z.optional(z.boolean()),
  updated_at: z.optional(z.string()),
  variants: ImageVariantsSchema,
});
export type Ebrochure = z.infer<typeof EbrochureSchema>;

/**
 * GET /api/ebrochure: the record, `{ data: record }`, or an empty answer / `null` when none exists.
 * Normalised to the record or null.
 */
export const EbrochureResponseSchema = z.pipe(
  z.union([
    z.null(),
    z.pipe(
      z.object({ data: z.nullable(EbrochureSchema) }),
      z.transform((body) => body.data),
    ),
    EbrochureSchema,
  ]),
  z.transform((record) =>
    record && (record.cover_image || record.pdf_file || record.pdf_available) ? record : null,
  ),
);

/** Multipart field names of POST /api/ebrochure (create and update). */
export const EBROCHURE_FIELDS = { coverImage: 'cover_image', pdfFile: 'pdf_file' } as const;

export const EbrochureMutationResponseSchema = z.object({
  success: z.optional(z.boolean()),
  message: z.optional(z.string()),
  data: z.optional(EbrochureSchema),
});

import { z } from 'zod';
import { AssetUrlSchema } from './common.ts';

/** The single e-brochure record. */
export const EbrochureSchema = z.object({
  cover_image: AssetUrlSchema,
  pdf_file: AssetUrlSchema,
  updated_at: z.string().optional(),
});
export type Ebrochure = z.infer<typeof EbrochureSchema>;

/**
 * GET /api/ebrochure: the record, `{ data: record }`, or an empty answer / `null` when none exists.
 * Normalised to the record or null.
 */
export const EbrochureResponseSchema = z
  .union([
    z.null(),
    z.object({ data: EbrochureSchema.nullable() }).transform((body) => body.data),
    EbrochureSchema,
  ])
  .transform((record) => (record && (record.cover_image || record.pdf_file) ? record : null));

/** Multipart field names of POST /api/ebrochure (create and update). */
export const EBROCHURE_FIELDS = { coverImage: 'cover_image', pdfFile: 'pdf_file' } as const;

export const EbrochureMutationResponseSchema = z.object({
  success: z.boolean().optional(),
  message: z.string().optional(),
  data: EbrochureSchema.optional(),
});

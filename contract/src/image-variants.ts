import * as z from 'zod/mini';

/** One responsive derivative of an uploaded image (WebP, `width` px wide). */
export const ImageVariantSchema = z.object({
  width: z.number().check(z.int(), z.positive()),
  url: z.string().check(z.minLength(1), z.maxLength(2048)),
});
export type ImageVariant = z.infer<typeof ImageVariantSchema>;

/**
 * The optional `variants` field of records with images (sliders, products, gallery items, the
 * brochure): derivatives keyed by the image URL exactly as the record gives it, e.g.
 * `{ "/uploads/a.jpg": [{ "width": 480, "url": "/uploads/a-480w.webp" }, ...] }`.
 * The real backend sends none; a malformed value is dropped rather than failing the whole record,
 * because the plain URL always works.
 */
export const ImageVariantsSchema = z.catch(
  z.optional(z.record(z.string(), z.array(ImageVariantSchema))),
  undefined,
);
export type ImageVariants = z.infer<typeof ImageVariantsSchema>;

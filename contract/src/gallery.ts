import * as z from 'zod/mini';
import { ImageVariantsSchema } from './image-variants.ts';
import { AssetUrlSchema, IdSchema } from './common.ts';

export const GalleryItemSchema = z.object({
  id: IdSchema,
  image: AssetUrlSchema,
  variants: ImageVariantsSchema,
});
export type GalleryItem = z.infer<typeof GalleryItemSchema>;

/** GET /gallery/ answers a list; some backends wrap it as `{ data }` or `{ images }`. */
export const GalleryListSchema = z.union([
  z.array(GalleryItemSchema),
  z.pipe(
    z.object({ data: z.array(GalleryItemSchema) }),
    z.transform((body) => body.data),
  ),
  z.pipe(
    z.object({ images: z.array(GalleryItemSchema) }),
    z.transform((body) => body.images),
  ),
]);

/** Multipart field name of POST /gallery/upload (several files) and PUT /gallery/{id} (one file). */
export const GALLERY_FIELDS = { images: 'images' } as const;

export const GalleryUploadResponseSchema = z.object({
  success: z.optional(z.boolean()),
  message: z.optional(z.string()),
  items: z.optional(z.array(GalleryItemSchema)),
});

export const GalleryUpdateResponseSchema = z.object({
  success: z.optional(z.boolean()),
  message: z.optional(z.string()),
  updatedItem: GalleryItemSchema,
});

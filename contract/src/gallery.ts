import { z } from 'zod';
import { AssetUrlSchema, IdSchema } from './common.ts';

export const GalleryItemSchema = z.object({ id: IdSchema, image: AssetUrlSchema });
export type GalleryItem = z.infer<typeof GalleryItemSchema>;

/** GET /gallery/ answers a list; some backends wrap it as `{ data }` or `{ images }`. */
export const GalleryListSchema = z.union([
  z.array(GalleryItemSchema),
  z.object({ data: z.array(GalleryItemSchema) }).transform((body) => body.data),
  z.object({ images: z.array(GalleryItemSchema) }).transform((body) => body.images),
]);

/** Multipart field name of POST /gallery/upload (several files) and PUT /gallery/{id} (one file). */
export const GALLERY_FIELDS = { images: 'images' } as const;

export const GalleryUploadResponseSchema = z.object({
  success: z.boolean().optional(),
  message: z.string().optional(),
  items: z.array(GalleryItemSchema).optional(),
});

export const GalleryUpdateResponseSchema = z.object({
  success: z.boolean().optional(),
  message: z.string().optional(),
  updatedItem: GalleryItemSchema,
});

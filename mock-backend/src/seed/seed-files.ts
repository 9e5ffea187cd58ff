import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The seed's pictures and catalogue, drawn once by the development tool in tools/pictures
 * (`npm run pictures:seed`) and shipped here, with the WebP derivatives every upload gets
 * (`<name>-<width>w.webp`). manifest.json names the file of each picture; a fresh data folder
 * copies them under server-style names (build-seed.ts). Replacing one with a photograph: keep
 * its name, format and pixel size (README, "Pictures").
 */
export const SEED_FILES_DIR = fileURLToPath(new URL('../../seed-files/', import.meta.url));
export const SEED_MANIFEST_FILE = path.join(SEED_FILES_DIR, 'manifest.json');

/** Pixel sizes of the seed pictures, by kind (what the admin's uploads usually are). */
export const SEED_PICTURE_SIZES = {
  slider: { width: 1600, height: 900 },
  main: { width: 1000, height: 800 },
  sub: { width: 800, height: 640 },
  gallery: { width: 1200, height: 900 },
  cover: { width: 800, height: 1100 },
} as const;

const PictureSchema = z.object({
  file: z.string().regex(/^[a-z0-9-]+\.jpg$/),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type SeedPicture = z.infer<typeof PictureSchema>;

export const SeedManifestSchema = z.object({
  /** By slide title (seed-sliders.ts). */
  sliders: z.record(z.string(), PictureSchema),
  /** By product title (seed-products.ts): the main picture and 2 to 6 more. */
  products: z.record(
    z.string(),
    z.object({ main: PictureSchema, subs: z.array(PictureSchema).min(2).max(6) }),
  ),
  gallery: z.array(PictureSchema).min(1),
  brochure: z.object({ cover: PictureSchema, pdf: z.string().regex(/^[a-z0-9-]+\.pdf$/) }),
});
export type SeedManifest = z.infer<typeof SeedManifestSchema>;

export async function readSeedManifest(): Promise<SeedManifest> {
  return SeedManifestSchema.parse(JSON.parse(await readFile(SEED_MANIFEST_FILE, 'utf8')));
}

import { randomUUID } from 'node:crypto';
import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { ImageVariant } from '@gear/contract/image-variants';
import { derivativeName, derivativeWidths } from '../uploads/image-derivatives.ts';
import { urlForName } from '../uploads/upload-files.ts';
import type {
  SeedContent,
  StoredCategory,
  StoredEbrochure,
  StoredGalleryItem,
  StoredProduct,
  StoredSlider,
} from '../store/db-schema.ts';
import { readSeedManifest, SEED_FILES_DIR, type SeedPicture } from './seed-files.ts';
import { SEED_CATEGORIES, SEED_PRODUCTS } from './seed-products.ts';
import { SEED_SLIDERS } from './seed-sliders.ts';

/**
 * The first-start content of the mock backend: copies the shipped pictures and catalogue
 * (seed-files.ts) into `uploadsDir` under server-style names, and returns the db.json records
 * that point at them as `/uploads/<file>`, with their WebP derivatives as `variants`.
 */

interface Copied {
  readonly url: string;
  readonly variants: ImageVariant[];
}

async function copyIn(file: string, uploadsDir: string): Promise<string> {
  const name = `${randomUUID()}${path.extname(file)}`;
  await copyFile(path.join(SEED_FILES_DIR, file), path.join(uploadsDir, name));
  return urlForName(name);
}

async function copyPicture(picture: SeedPicture, uploadsDir: string): Promise<Copied> {
  const url = await copyIn(picture.file, uploadsDir);
  const variants = await Promise.all(
    derivativeWidths(picture.width).map(async (width) => {
      const name = derivativeName(url, width);
      await copyFile(
        path.join(SEED_FILES_DIR, derivativeName(picture.file, width)),
        path.join(uploadsDir, name),
      );
      return { width, url: urlForName(name) };
    }),
  );
  return { url, variants };
}

/** The `variants` field of a record showing these pictures. */
const variantsOf = (...pictures: Copied[]): Record<string, ImageVariant[]> =>
  Object.fromEntries(
    pictures
      .filter((picture) => picture.variants.length > 0)
      .map((picture) => [picture.url, picture.variants]),
  );

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) {
    throw new Error(`seed-files/manifest.json has no ${what} (npm run pictures:seed)`);
  }
  return value;
}

export async function buildSeed(uploadsDir: string): Promise<SeedContent> {
  await mkdir(uploadsDir, { recursive: true });
  const manifest = await readSeedManifest();
  const copy = (picture: SeedPicture) => copyPicture(picture, uploadsDir);

  const [sliderPictures, productPictures, galleryPictures, cover, pdf] = await Promise.all([
    Promise.all(
      SEED_SLIDERS.map((s) => copy(required(manifest.sliders[s.title], `slide "${s.title}"`))),
    ),
    Promise.all(
      SEED_PRODUCTS.map(async (p) => {
        const pictures = required(manifest.products[p.title], `product "${p.title}"`);
        return {
          main: await copy(pictures.main),
          subs: await Promise.all(pictures.subs.map(copy)),
        };
      }),
    ),
    Promise.all(manifest.gallery.map(copy)),
    copy(manifest.brochure.cover),
    copyIn(manifest.brochure.pdf, uploadsDir),
  ]);

  // Staggered, ascending timestamps in list order.
  const base = Date.now() - 60_000;
  const at = (i: number): string => new Date(base + i * 1000).toISOString();

  const sliders: StoredSlider[] = SEED_SLIDERS.map((s, i) => {
    const picture = required(sliderPictures[i], `slide ${i + 1}`);
    return {
      id: i + 1,
      title: s.title,
      description: s.description,
      image: picture.url,
      variants: variantsOf(picture),
      created_at: at(i),
      updated_at: at(i),
    };
  });
  // Categories (issue 20): ids 1, 2, 3… in the owner's order, added before the products.
  const categories: StoredCategory[] = SEED_CATEGORIES.map((c, i) => ({
    id: i + 1,
    name: c.name,
    slug: c.slug,
    created_at: at(5),
    updated_at: at(5),
  }));
  const categoryIds = new Map(categories.map((c) => [c.slug, c.id]));
  const categoryId = (slug: string): number => {
    const id = categoryIds.get(slug);
    if (id === undefined) throw new Error(`seed-products.ts has no category "${slug}"`);
    return id;
  };
  const subcategories: StoredProduct[] = SEED_PRODUCTS.map((p, i) => {
    const { main, subs } = required(productPictures[i], `product ${i + 1}`);
    const sub = (k: number): string | null => subs[k]?.url ?? null;
    return {
      id: i + 1,
      title: p.title,
      description: p.description,
      product_image: main.url,
      sub_image1: sub(0),
      sub_image2: sub(1),
      sub_image3: sub(2),
      sub_image4: sub(3),
      sub_image5: sub(4),
      sub_image6: sub(5),
      variants: variantsOf(main, ...subs),
      category_id: categoryId(p.category),
      specs: p.specs.map((row) => ({
        name: row.name,
        value: typeof row.value === 'object' ? { ...row.value } : row.value,
        unit: row.unit,
      })),
      created_at: at(10 + i),
      updated_at: at(10 + i),
    };
  });
  const gallery: StoredGalleryItem[] = galleryPictures.map((picture, i) => ({
    id: i + 1,
    image: picture.url,
    variants: variantsOf(picture),
    created_at: at(40 + i),
    updated_at: at(40 + i),
  }));
  const ebrochure: StoredEbrochure[] = [
    {
      id: 1,
      cover_image: cover.url,
      pdf_file: pdf,
      variants: variantsOf(cover),
      updated_at: at(60),
    },
  ];
  return { sliders, subcategories, gallery, ebrochure, categories };
}

import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { ImageVariant } from '@gear/contract/image-variants';
import { toVariants, writeDerivatives } from '../uploads/image-derivatives.ts';
import type {
  SeedContent,
  StoredEbrochure,
  StoredGalleryItem,
  StoredProduct,
  StoredSlider,
} from '../store/db-schema.ts';
import { buildCataloguePdf } from './catalogue-pdf.ts';
import { createRng } from './draw/prng.ts';
import { mapLimit, rasterize } from './draw/raster.ts';
import { composeScene } from './draw/scene.ts';
import type { Defs } from './draw/svg-util.ts';
import { SEED_PRODUCTS, type ImageRecipe } from './seed-products.ts';
import { BROCHURE_COVER, SEED_GALLERY, SEED_SLIDERS } from './seed-scenes.ts';

/**
 * Builds the first-start content of the mock backend: renders every picture procedurally
 * (deterministic, offline: SVG scenes rasterised by sharp), writes them and the catalogue PDF
 * into `uploadsDir` under server-style names, and returns the db.json records that point at
 * them as `/uploads/<file>`.
 */

interface ImageJob {
  readonly key: string;
  readonly width: number;
  readonly height: number;
  readonly quality: number;
  readonly recipe: ImageRecipe & {
    readonly overlay?: (defs: Defs, w: number, h: number) => string;
  };
}

export const IMAGE_SIZES = {
  slider: { width: 1600, height: 900, quality: 80 },
  main: { width: 1000, height: 800, quality: 82 },
  sub: { width: 800, height: 640, quality: 80 },
  gallery: { width: 1200, height: 900, quality: 80 },
  cover: { width: 800, height: 1100, quality: 84 },
} as const;

async function renderJob(job: ImageJob): Promise<Buffer> {
  const rng = createRng(job.key);
  const { recipe, width, height } = job;
  const overlay = recipe.overlay;
  const scene = composeScene({
    width,
    height,
    camera: recipe.camera,
    backdrop: recipe.backdrop,
    items: recipe.parts(rng).map((mesh) => ({ mesh })),
    frame: recipe.frame,
    caption: recipe.caption,
    glows: recipe.glows,
    grain: recipe.grain,
    seed: job.key,
    overlay: overlay ? (defs) => overlay(defs, width, height) : undefined,
  });
  return rasterize(scene, { format: 'jpeg', quality: job.quality });
}

export async function buildSeed(uploadsDir: string): Promise<SeedContent> {
  await mkdir(uploadsDir, { recursive: true });
  const jobs: ImageJob[] = [];
  const add = (
    key: string,
    size: (typeof IMAGE_SIZES)[keyof typeof IMAGE_SIZES],
    recipe: ImageJob['recipe'],
  ): number => jobs.push({ key, ...size, recipe }) - 1;

  const sliderJobs = SEED_SLIDERS.map((s, i) =>
    add(`slider-${i}`, IMAGE_SIZES.slider, { grain: 3, ...s.image }),
  );
  const productJobs = SEED_PRODUCTS.map((p, i) => ({
    main: add(`product-${i}-main`, IMAGE_SIZES.main, p.main),
    subs: p.subs.map((sub, j) => add(`product-${i}-sub-${j}`, IMAGE_SIZES.sub, sub)),
  }));
  const galleryJobs = SEED_GALLERY.map((g, i) =>
    add(`gallery-${i}`, IMAGE_SIZES.gallery, { grain: 2, ...g }),
  );
  const coverJob = add('brochure-cover', IMAGE_SIZES.cover, BROCHURE_COVER);

  // Big pictures first so the pool drains evenly.
  const order = jobs.map((_, i) => i).sort((a, b) => area(jobs[b]) - area(jobs[a]));
  const concurrency = Math.max(2, Math.min(6, availableParallelism() + 1));
  const rendered = new Map<
    number,
    { readonly file: string; readonly data: Buffer; readonly variants: ImageVariant[] }
  >();
  await mapLimit(order, concurrency, async (index) => {
    const job = jobs[index];
    if (!job) throw new Error(`seed: no image job ${index}`);
    const data = await renderJob(job);
    const file = `${randomUUID()}.jpg`;
    await writeFile(path.join(uploadsDir, file), data);
    // Seed images get the same WebP derivatives as uploads (a failed seed's files are swept).
    const derivatives = await writeDerivatives(data, `/uploads/${file}`, uploadsDir);
    rendered.set(index, { file, data, variants: toVariants(derivatives) });
  });
  const image = (
    index: number,
  ): { readonly url: string; readonly data: Buffer; readonly variants: ImageVariant[] } => {
    const r = rendered.get(index);
    if (!r) throw new Error(`seed: image ${index} was not rendered`);
    return { url: `/uploads/${r.file}`, data: r.data, variants: r.variants };
  };
  /** The `variants` field of a record showing these images. */
  const variantsOf = (...indexes: (number | undefined)[]): Record<string, ImageVariant[]> => {
    const map: Record<string, ImageVariant[]> = {};
    for (const index of indexes) {
      if (index === undefined) continue;
      const { url, variants } = image(index);
      if (variants.length > 0) map[url] = variants;
    }
    return map;
  };

  const pdf = await buildCataloguePdf({
    cover: image(coverJob).data,
    products: SEED_PRODUCTS.map((p, i) => ({
      title: p.title,
      descriptionHtml: p.description,
      image: image(productJobs[i]?.main ?? -1).data,
    })),
  });
  const pdfFile = `${randomUUID()}.pdf`;
  await writeFile(path.join(uploadsDir, pdfFile), pdf);

  // Staggered, ascending timestamps in list order.
  const base = Date.now() - 60_000;
  const at = (i: number): string => new Date(base + i * 1000).toISOString();

  const sliders: StoredSlider[] = SEED_SLIDERS.map((s, i) => ({
    id: i + 1,
    title: s.title,
    description: s.description,
    image: image(sliderJobs[i] ?? -1).url,
    variants: variantsOf(sliderJobs[i] ?? -1),
    created_at: at(i),
    updated_at: at(i),
  }));
  const subcategories: StoredProduct[] = SEED_PRODUCTS.map((p, i) => {
    const jobsOf = productJobs[i];
    if (!jobsOf) throw new Error(`seed: product ${i} has no images`);
    const sub = (k: number): string | null => {
      const j = jobsOf.subs[k];
      return j === undefined ? null : image(j).url;
    };
    return {
      id: i + 1,
      title: p.title,
      description: p.description,
      product_image: image(jobsOf.main).url,
      sub_image1: sub(0),
      sub_image2: sub(1),
      sub_image3: sub(2),
      sub_image4: sub(3),
      sub_image5: sub(4),
      sub_image6: sub(5),
      variants: variantsOf(jobsOf.main, ...jobsOf.subs),
      created_at: at(10 + i),
      updated_at: at(10 + i),
    };
  });
  const gallery: StoredGalleryItem[] = galleryJobs.map((j, i) => ({
    id: i + 1,
    image: image(j).url,
    variants: variantsOf(j),
    created_at: at(40 + i),
    updated_at: at(40 + i),
  }));
  const ebrochure: StoredEbrochure[] = [
    {
      id: 1,
      cover_image: image(coverJob).url,
      pdf_file: `/uploads/${pdfFile}`,
      variants: variantsOf(coverJob),
      updated_at: at(60),
    },
  ];
  return { sliders, subcategories, gallery, ebrochure };
}

function area(job: ImageJob | undefined): number {
  return job ? job.width * job.height : 0;
}

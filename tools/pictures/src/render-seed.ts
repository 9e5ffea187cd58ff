import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  SEED_FILES_DIR,
  SEED_MANIFEST_FILE,
  SEED_PICTURE_SIZES,
  SeedManifestSchema,
  type SeedManifest,
  type SeedPicture,
} from '../../../mock-backend/src/seed/seed-files.ts';
import { SEED_PRODUCTS } from '../../../mock-backend/src/seed/seed-products.ts';
import { SEED_SLIDERS } from '../../../mock-backend/src/seed/seed-sliders.ts';
import { writeDerivatives } from '../../../mock-backend/src/uploads/image-derivatives.ts';
import { buildCataloguePdf } from './catalogue-pdf.ts';
import { createRng } from './draw/prng.ts';
import { mapLimit, rasterize } from './draw/raster.ts';
import { composeScene } from './draw/scene.ts';
import { PRODUCT_PICTURES, type OverlaidRecipe } from './product-pictures.ts';
import { SEED_GALLERY, SLIDER_PICTURES } from './seed-scenes.ts';
import { renderRecipe } from './site-images/scenes.ts';
import { SITE_IMAGE_SPECS } from './site-images/site-image-specs.ts';

/**
 * `npm run pictures:seed`: draws the mock's first-start pictures and its catalogue PDF into
 * mock-backend/seed-files (or the folder given as an argument), with the WebP derivatives the
 * mock writes for uploads, and the manifest.json build-seed.ts reads. Deterministic: the same
 * code draws the same bytes, so a re-run changes only what a recipe changed.
 *
 * `npm run pictures:seed -- --keep-pictures`: draws nothing; takes the JPEGs already there (say,
 * photographs put in place of drawn ones, same names and sizes) and writes their derivatives, the
 * catalogue PDF and the manifest again.
 */

type Size = (typeof SEED_PICTURE_SIZES)[keyof typeof SEED_PICTURE_SIZES];

/** JPEG quality by kind: the hero pictures are the largest, the cover carries small type. */
const QUALITY = { slider: 80, main: 82, sub: 80, gallery: 80, cover: 84 } as const;

interface Job {
  readonly file: string;
  readonly size: Size;
  readonly quality: number;
  readonly draw: () => Promise<Buffer>;
}

function sceneJob(
  file: string,
  kind: keyof typeof SEED_PICTURE_SIZES,
  recipe: OverlaidRecipe,
  key = path.basename(file, '.jpg'),
): Job {
  const size = SEED_PICTURE_SIZES[kind];
  const quality = QUALITY[kind];
  const draw = () => {
    const { width, height } = size;
    const overlay = recipe.overlay;
    const scene = composeScene({
      width,
      height,
      camera: recipe.camera,
      backdrop: recipe.backdrop,
      items: recipe.parts(createRng(key)).map((mesh) => ({ mesh })),
      frame: recipe.frame,
      caption: recipe.caption,
      glows: recipe.glows,
      grain: recipe.grain,
      seed: key,
      overlay: overlay ? (defs) => overlay(defs, width, height) : undefined,
    });
    return rasterize(scene, { format: 'jpeg', quality });
  };
  return { file, size, quality, draw };
}

/** The e-brochure cover: the same design as the E-Brochure page's own cover picture. */
function coverJob(): Job {
  const spec = SITE_IMAGE_SPECS.find((s) => s.group === 'pages' && s.name === 'ebrochure-cover');
  if (!spec) throw new Error('no pages/ebrochure-cover site image');
  const size = SEED_PICTURE_SIZES.cover;
  const quality = QUALITY.cover;
  const draw = async () => {
    const rendered = renderRecipe({ ...spec, ...size });
    if (rendered.kind !== 'scene') throw new Error('the cover is a scene');
    return rasterize(rendered.scene, { format: 'jpeg', quality });
  };
  return { file: 'brochure-cover.jpg', size, quality, draw };
}

function nth<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item ${index}`);
  return item;
}

const two = (n: number) => String(n).padStart(2, '0');
const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export async function renderSeed(
  dir = SEED_FILES_DIR,
  { keepPictures = false } = {},
): Promise<SeedManifest> {
  await mkdir(dir, { recursive: true });
  // What this run writes again (a kept JPEG stays; a picture no recipe draws any more goes).
  const stale = keepPictures ? /\.(webp|pdf|json)$/ : /\.(jpg|webp|pdf|json)$/;
  for (const name of await readdir(dir)) {
    if (stale.test(name)) await rm(path.join(dir, name));
  }

  const picture = (job: Job): SeedPicture => ({ file: job.file, ...job.size });
  const sliders = SEED_SLIDERS.map((s, i) =>
    sceneJob(`slider-${i + 1}.jpg`, 'slider', { grain: 3, ...SLIDER_PICTURES[s.title] }),
  );
  const products = SEED_PRODUCTS.map((p, i) => {
    const name = `product-${two(i + 1)}-${slug(p.title)}`;
    const recipes = PRODUCT_PICTURES[p.title];
    return {
      main: sceneJob(`${name}.jpg`, 'main', recipes.main, `product-${i}-main`),
      subs: recipes.subs.map((recipe, j) =>
        sceneJob(`${name}-${j + 1}.jpg`, 'sub', recipe, `product-${i}-sub-${j}`),
      ),
    };
  });
  const gallery = SEED_GALLERY.map((recipe, i) =>
    sceneJob(`gallery-${two(i + 1)}.jpg`, 'gallery', { grain: 2, ...recipe }),
  );
  const cover = coverJob();
  const jobs = [
    ...sliders,
    ...products.flatMap((p) => [p.main, ...p.subs]),
    ...gallery,
    cover,
  ].sort((a, b) => b.size.width * b.size.height - a.size.width * a.size.height);

  const drawn = new Map<string, Buffer>();
  await mapLimit(jobs, Math.max(2, Math.min(6, availableParallelism() + 1)), async (job) => {
    const file = path.join(dir, job.file);
    const data = keepPictures ? await readFile(file) : await job.draw();
    if (!keepPictures) await writeFile(file, data);
    await writeDerivatives(data, `/uploads/${job.file}`, dir);
    drawn.set(job.file, data);
  });
  const bytes = (job: Job): Buffer => {
    const data = drawn.get(job.file);
    if (!data) throw new Error(`${job.file} was not drawn`);
    return data;
  };

  const pdf = await buildCataloguePdf({
    cover: bytes(cover),
    products: SEED_PRODUCTS.map((p, i) => ({
      title: p.title,
      descriptionHtml: p.description,
      image: bytes(nth(products, i).main),
    })),
  });
  await writeFile(path.join(dir, 'catalogue.pdf'), pdf);

  const manifest = SeedManifestSchema.parse({
    sliders: Object.fromEntries(SEED_SLIDERS.map((s, i) => [s.title, picture(nth(sliders, i))])),
    products: Object.fromEntries(
      SEED_PRODUCTS.map((p, i) => {
        const { main, subs } = nth(products, i);
        return [p.title, { main: picture(main), subs: subs.map(picture) }];
      }),
    ),
    gallery: gallery.map(picture),
    brochure: { cover: picture(cover), pdf: 'catalogue.pdf' },
  });
  await writeFile(
    dir === SEED_FILES_DIR ? SEED_MANIFEST_FILE : path.join(dir, 'manifest.json'),
    `${JSON.stringify(manifest, null, 2)}\n`,
  );
  return manifest;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const t0 = performance.now();
  const args = process.argv.slice(2);
  const keepPictures = args.includes('--keep-pictures');
  const folder = args.find((arg) => !arg.startsWith('--'));
  const dir = folder ? path.resolve(folder) : SEED_FILES_DIR;
  const manifest = await renderSeed(dir, { keepPictures });
  const count =
    Object.keys(manifest.sliders).length +
    Object.values(manifest.products).reduce((n, p) => n + 1 + p.subs.length, 0) +
    manifest.gallery.length +
    1;
  console.log(
    `${count} pictures ${keepPictures ? 'kept' : 'drawn'}, derivatives and the catalogue in ${((performance.now() - t0) / 1000).toFixed(1)} s -> ${dir}`,
  );
}

/**
 * Scale data for the benchmarks (issue 6, "Scale"): a DATA_DIR with N products and M gallery items
 * that the mock starts on like any other (`DATA_DIR=<dir> SEED=false npm start -w mock-backend`).
 *
 * A handful of real JPEGs is drawn once and referenced by many records, so 10,000 items need a
 * dozen files, not 10,000. Titles, part codes and short HTML descriptions are varied and
 * deterministic (seeded PRNG): two runs with the same counts write the same db.json records.
 *
 *   import { seedScale } from './scripts/seed-scale.ts';
 *   await seedScale({ dataDir: '/tmp/scale-10k', products: 10_000, gallery: 10_000 });
 *
 *   tsx scripts/seed-scale.ts --data-dir /tmp/scale-10k --products 10000 --gallery 10000
 */
import { access, copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { dataPaths } from '../src/data-paths.ts';
import { writeFileAtomic } from '../src/lib/fs-utils.ts';
import { readSeedManifest, SEED_FILES_DIR, SEED_PICTURE_SIZES } from '../src/seed/seed-files.ts';
import { createRng, type Rng } from '../../tools/pictures/src/draw/prng.ts';
import { DbWithInvariantsSchema } from '../src/store/db-invariants.ts';
import {
  emptyDb,
  type Db,
  type StoredGalleryItem,
  type StoredProduct,
  type StoredSlider,
} from '../src/store/db-schema.ts';
import { serializeDb } from '../src/store/load-db.ts';
import { catalogueCategories, catalogueProducts } from '../src/test-utils/catalogue-products.ts';

export interface SeedScaleOptions {
  /** Created if missing; must not be in use by a running mock (db.lock present). */
  readonly dataDir: string;
  /** Number of products (subcategories). */
  readonly products: number;
  /** Number of gallery items. */
  readonly gallery: number;
}

export interface SeedScaleResult {
  readonly dbFile: string;
  readonly products: number;
  readonly gallery: number;
  /** Distinct image files written (shared by the records). */
  readonly files: number;
  /** Size of db.json in bytes. */
  readonly dbBytes: number;
}

/** Distinct pictures per kind: enough to look varied in a grid, few enough to write in a second. */
const DISTINCT = { main: 6, sub: 4, gallery: 6, slider: 3 } as const;

const GEAR_KINDS = [
  'Spur Gear',
  'Helical Gear',
  'Bevel Gear',
  'Spiral Bevel Gear',
  'Worm Wheel',
  'Worm Shaft',
  'Crown Wheel & Pinion',
  'Internal Ring Gear',
  'Chain Sprocket',
  'Spline Shaft',
  'Transmission Shaft',
  'PTO Shaft',
  'Rotavator Gear',
  'Gearbox Input Shaft',
  'Axle Shaft',
  'Bearing Housing',
] as const;
const MATERIALS = ['EN-19', 'EN-24', 'EN-36', 'EN-353', '20MnCr5', '16MnCr5', 'SAE 8620'] as const;
const TREATMENTS = [
  'case carburised 58-62 HRC',
  'induction hardened 55-60 HRC',
  'through hardened 28-32 HRC',
  'nitrided',
] as const;
const APPLICATIONS = [
  'tractor transmissions',
  'rotavators and tillers',
  'industrial gearboxes',
  'conveyor drives',
  'commercial vehicle axles',
  'pump drives',
] as const;

const code = (kind: string) =>
  kind
    .split(/[\s&]+/)
    .filter(Boolean)
    .map((word) => word[0])
    .join('')
    .toUpperCase();

function productText(rng: Rng, index: number): { title: string; description: string } {
  const kind = rng.pick(GEAR_KINDS);
  const module = rng.pick([1.5, 2, 2.5, 3, 4, 5, 6, 8]);
  const teeth = rng.int(12, 96);
  const material = rng.pick(MATERIALS);
  const part = `${code(kind)}-${String(index + 1).padStart(5, '0')}`;
  const title = `${kind} m${module} ${teeth}T ${material} (${part})`;
  const description =
    `<p>${kind} with ${teeth} teeth, module ${module}, machined from ${material} and ` +
    `${rng.pick(TREATMENTS)}. Made for ${rng.pick(APPLICATIONS)}.</p>` +
    `<ul><li>Part code: ${part}</li><li>Bore: ${rng.int(20, 90)} mm</li>` +
    `<li>Face width: ${rng.int(15, 80)} mm</li></ul>`;
  return { title, description };
}

/** A gear outline with `teeth` teeth as an SVG path, centred at (cx, cy). */
function gearPath(cx: number, cy: number, radius: number, teeth: number): string {
  const points: string[] = [];
  const depth = radius * 0.12;
  for (let tooth = 0; tooth < teeth; tooth += 1) {
    for (const [fraction, r] of [
      [0, radius - depth],
      [0.2, radius + depth],
      [0.5, radius + depth],
      [0.7, radius - depth],
    ] as const) {
      const angle = ((tooth + fraction) / teeth) * Math.PI * 2;
      points.push(
        `${(cx + r * Math.cos(angle)).toFixed(1)},${(cy + r * Math.sin(angle)).toFixed(1)}`,
      );
    }
  }
  return `M${points.join('L')}Z`;
}

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** One picture: a steel-coloured gear (or two) on a gradient, with a caption. */
async function drawPicture(
  key: string,
  size: { width: number; height: number },
  caption: string,
): Promise<Buffer> {
  const rng = createRng(key);
  const { width, height } = size;
  const hue = rng.int(195, 225);
  const radius = Math.min(width, height) * rng.range(0.26, 0.34);
  const cx = width * rng.range(0.38, 0.5);
  const cy = height * 0.48;
  const teeth = rng.int(18, 40);
  const small = radius * 0.55;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue},30%,22%)"/><stop offset="1" stop-color="hsl(${hue},35%,8%)"/>` +
    `</linearGradient><radialGradient id="steel" cx="0.4" cy="0.35" r="0.8">` +
    `<stop offset="0" stop-color="#eef2f6"/><stop offset="0.6" stop-color="#8f9aa6"/><stop offset="1" stop-color="#4a535d"/>` +
    `</radialGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#bg)"/>` +
    `<path d="${gearPath(cx, cy, radius, teeth)}" fill="url(#steel)" stroke="#2b3138" stroke-width="3"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${radius * 0.28}" fill="hsl(${hue},30%,14%)"/>` +
    `<path d="${gearPath(cx + radius + small * 0.9, cy + radius * 0.35, small, Math.round(teeth / 2))}" fill="url(#steel)" stroke="#2b3138" stroke-width="3"/>` +
    `<circle cx="${cx + radius + small * 0.9}" cy="${cy + radius * 0.35}" r="${small * 0.3}" fill="hsl(${hue},30%,14%)"/>` +
    `<text x="${width * 0.05}" y="${height * 0.92}" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(height * 0.05)}" fill="#f4f6f8">${escapeXml(caption)}</text>` +
    `</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

async function isPresent(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

function assertCount(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`seedScale: ${name} must be a whole number ≥ 0 (got ${value}).`);
  }
}

/** Write db.json and a few shared images into `dataDir` (see the file comment). */
export async function seedScale(options: SeedScaleOptions): Promise<SeedScaleResult> {
  assertCount('products', options.products);
  assertCount('gallery', options.gallery);
  const paths = dataPaths(path.resolve(options.dataDir));
  if (await isPresent(paths.lockFile)) {
    throw new Error(
      `seedScale: ${paths.lockFile} exists; stop the mock using this DATA_DIR first.`,
    );
  }
  await mkdir(paths.uploadsDir, { recursive: true });
  // A stale backup of other data must not be restored over ours if db.json is ever removed.
  await rm(paths.backupFile, { force: true });

  const files = new Set<string>();
  const picture = async (
    kind: keyof typeof DISTINCT,
    index: number,
    size: { width: number; height: number },
    caption: string,
  ): Promise<string> => {
    const name = `scale-${kind}-${index + 1}.jpg`;
    const data = await drawPicture(name, size, caption);
    await writeFile(path.join(paths.uploadsDir, name), data);
    files.add(name);
    return `/uploads/${name}`;
  };
  const draw = (
    kind: keyof typeof DISTINCT,
    size: { width: number; height: number },
    caption: (index: number) => string,
  ) =>
    Promise.all(
      Array.from({ length: DISTINCT[kind] }, (_, index) =>
        picture(kind, index, size, caption(index)),
      ),
    );

  const mains = await draw('main', SEED_PICTURE_SIZES.main, (i) => GEAR_KINDS[i] ?? 'Gear');
  const subs = await draw('sub', SEED_PICTURE_SIZES.sub, (i) => `Detail ${i + 1}`);
  const galleryImages = await draw(
    'gallery',
    SEED_PICTURE_SIZES.gallery,
    (i) => `Shop floor ${i + 1}`,
  );
  const sliderImages = await draw(
    'slider',
    SEED_PICTURE_SIZES.slider,
    (i) => `Precision gears ${i + 1}`,
  );

  const base = Date.parse('2025-01-01T00:00:00.000Z');
  const at = (i: number) => new Date(base + i * 1000).toISOString();
  const nth = (list: readonly string[], i: number): string => list[i % list.length] ?? '';

  const rng = createRng(`seed-scale-${options.products}-${options.gallery}`);
  // Categories and specifications (issue 20) as the catalogue's own tests generate them, so the
  // benchmark's filters narrow a catalogue shaped like a real one.
  const catalogue = catalogueProducts(options.products);
  const subcategories: StoredProduct[] = Array.from({ length: options.products }, (_, i) => {
    const { title, description } = productText(rng, i);
    const { category_id, specs } = catalogue[i] ?? {};
    // 0..3 sub images, so the detail page shows filled and empty slots.
    const subCount = i % 4;
    const sub = (slot: number) => (slot < subCount ? nth(subs, i + slot) : null);
    return {
      id: i + 1,
      title,
      description,
      product_image: nth(mains, i),
      sub_image1: sub(0),
      sub_image2: sub(1),
      sub_image3: sub(2),
      sub_image4: null,
      sub_image5: null,
      sub_image6: null,
      created_at: at(i),
      updated_at: at(i),
      ...(category_id === undefined ? {} : { category_id }),
      ...(specs === undefined ? {} : { specs }),
    };
  });
  const gallery: StoredGalleryItem[] = Array.from({ length: options.gallery }, (_, i) => ({
    id: i + 1,
    image: nth(galleryImages, i),
    created_at: at(i),
    updated_at: at(i),
  }));
  const sliders: StoredSlider[] = sliderImages.map((image, i) => ({
    id: i + 1,
    title:
      ['Service for Industries', 'Precision Gears and Shafts', 'Gearboxes Built to Last'][i] ??
      'Gears',
    description: 'Placeholder description of the slide, written by the scale seed.',
    image,
    created_at: at(i),
    updated_at: at(i),
  }));

  // The e-brochure is the seed's own catalogue (its PDF is the same for any scale).
  const pdfName = 'scale-catalogue.pdf';
  const { brochure } = await readSeedManifest();
  await copyFile(path.join(SEED_FILES_DIR, brochure.pdf), path.join(paths.uploadsDir, pdfName));

  const db: Db = {
    ...emptyDb(),
    sliders,
    categories: catalogueCategories(),
    subcategories,
    gallery,
    ebrochure: [
      {
        id: 1,
        cover_image: nth(mains, 0),
        pdf_file: `/uploads/${pdfName}`,
        updated_at: at(0),
      },
    ],
  };
  // The same check the store runs at start: a db.json it would refuse is never written.
  const json = serializeDb(DbWithInvariantsSchema.parse(db));
  await writeFileAtomic(paths.dbFile, json);
  return {
    dbFile: paths.dbFile,
    products: subcategories.length,
    gallery: gallery.length,
    files: files.size + 1,
    dbBytes: Buffer.byteLength(json),
  };
}

function parseCount(value: string | undefined, name: string): number {
  if (value === undefined) throw new Error(`--${name} is required.`);
  const count = Number(value);
  assertCount(name, count);
  return count;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'data-dir': { type: 'string' },
      products: { type: 'string' },
      gallery: { type: 'string' },
    },
  });
  const dataDir = values['data-dir'];
  if (!dataDir) {
    throw new Error(
      'Usage: tsx scripts/seed-scale.ts --data-dir <dir> --products <n> --gallery <n>',
    );
  }
  const started = performance.now();
  const result = await seedScale({
    dataDir,
    products: parseCount(values.products, 'products'),
    gallery: parseCount(values.gallery, 'gallery'),
  });
  const ms = Math.round(performance.now() - started);
  console.log(
    `Wrote ${result.dbFile}: ${result.products} products, ${result.gallery} gallery items, ` +
      `${result.files} files, db.json ${(result.dbBytes / 1e6).toFixed(1)} MB, in ${ms} ms.`,
  );
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(path.resolve(entry)).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}

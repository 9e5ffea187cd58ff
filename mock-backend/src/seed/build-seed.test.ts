import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SpecRowsSchema } from '@gear/contract/catalogue';
import {
  readCatalogueQuery,
  searchCatalogue,
  buildCatalogueIndex,
} from '../modules/catalogue/catalogue-engine.ts';
import { sanitizeDescription } from '../modules/products/sanitize-description.ts';
import { DbSchema, type SeedContent } from '../store/db-schema.ts';
import { buildSeed } from './build-seed.ts';
import {
  readSeedManifest,
  SEED_FILES_DIR,
  SEED_PICTURE_SIZES,
  type SeedPicture,
} from './seed-files.ts';
import { SEED_CATEGORIES, SEED_PRODUCTS } from './seed-products.ts';
import { SEED_SLIDERS } from './seed-sliders.ts';

const SeedSchema = DbSchema.pick({
  sliders: true,
  subcategories: true,
  gallery: true,
  ebrochure: true,
  categories: true,
});

/**
 * Issue 18: a fresh data folder seeds in under 2 s. It copies the shipped files (about 250,
 * 7 MB); drawing them, as it once did, took about 8 s.
 */
const TIME_BOUND_MS = 2_000;

const dirs: string[] = [];
let first: { dir: string; content: SeedContent; ms: number };

async function run(): Promise<{ dir: string; content: SeedContent; ms: number }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'seed-test-'));
  dirs.push(dir);
  const t0 = performance.now();
  const content = await buildSeed(path.join(dir, 'uploads'));
  return { dir: path.join(dir, 'uploads'), content, ms: performance.now() - t0 };
}

const fileOf = (dir: string, url: string): string =>
  path.join(dir, url.replace(/^\/uploads\//, ''));

function urls(content: SeedContent): string[] {
  return [
    ...content.sliders.map((s) => s.image),
    ...content.subcategories.flatMap((p) =>
      [
        p.product_image,
        p.sub_image1,
        p.sub_image2,
        p.sub_image3,
        p.sub_image4,
        p.sub_image5,
        p.sub_image6,
      ].filter((u): u is string => u !== null),
    ),
    ...content.gallery.map((g) => g.image),
    ...content.ebrochure.flatMap((b) => [b.cover_image, b.pdf_file]),
  ];
}

function variantUrls(content: SeedContent): string[] {
  return [
    ...content.sliders,
    ...content.subcategories,
    ...content.gallery,
    ...content.ebrochure,
  ].flatMap((record) =>
    Object.values(record.variants ?? {}).flatMap((list) => list.map((v) => v.url)),
  );
}

const isJpeg = (b: Buffer): boolean => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
const isPng = (b: Buffer): boolean =>
  b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
const isPdf = (b: Buffer): boolean => b.subarray(0, 5).toString('latin1') === '%PDF-';

describe('buildSeed', () => {
  beforeAll(async () => {
    first = await run();
  }, 60_000);

  afterAll(async () => {
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });

  it('returns records that match the db.json schemas', () => {
    expect(() => SeedSchema.parse(first.content)).not.toThrow();
  });

  it('has the expected counts', () => {
    const c = first.content;
    expect(c.sliders).toHaveLength(3);
    expect(c.subcategories.length).toBeGreaterThanOrEqual(12);
    expect(c.gallery.length).toBeGreaterThanOrEqual(10);
    expect(c.ebrochure).toHaveLength(1);
    for (const p of c.subcategories) {
      const subs = [
        p.sub_image1,
        p.sub_image2,
        p.sub_image3,
        p.sub_image4,
        p.sub_image5,
        p.sub_image6,
      ];
      const count = subs.filter((u) => u !== null).length;
      expect.soft(count).toBeGreaterThanOrEqual(2);
      expect.soft(count).toBeLessThanOrEqual(6);
      // Filled slots come first.
      expect.soft(subs.slice(0, count).every((u) => u !== null)).toBe(true);
    }
    const counts = new Set(
      c.subcategories.map(
        (p) =>
          [
            p.sub_image1,
            p.sub_image2,
            p.sub_image3,
            p.sub_image4,
            p.sub_image5,
            p.sub_image6,
          ].filter((u) => u !== null).length,
      ),
    );
    expect(counts.size).toBeGreaterThan(1);
  });

  it('has unique ids and a slider title starting with "Service"', () => {
    for (const list of [
      first.content.sliders,
      first.content.subcategories,
      first.content.gallery,
    ]) {
      expect.soft(new Set(list.map((r) => r.id)).size).toBe(list.length);
    }
    expect(first.content.sliders.some((s) => /^service/i.test(s.title))).toBe(true);
  });

  it('puts every product in a category, the categories in order with ids 1, 2, 3…', () => {
    const { categories, subcategories } = first.content;
    expect(categories?.map((c) => [c.id, c.name, c.slug])).toEqual(
      SEED_CATEGORIES.map((c, i) => [i + 1, c.name, c.slug]),
    );
    const ids = new Set(categories?.map((c) => c.id));
    for (const p of subcategories) expect.soft(ids.has(p.category_id ?? -1), p.title).toBe(true);
    // Every category holds a product.
    expect(new Set(subcategories.map((p) => p.category_id)).size).toBe(SEED_CATEGORIES.length);
  });

  it('gives every product specification rows the admin form could have saved', () => {
    for (const p of first.content.subcategories) {
      expect.soft(p.specs?.length ?? 0, p.title).toBeGreaterThanOrEqual(5);
      // Parsing changes nothing: valid rows, names once, units already normalised.
      expect.soft(SpecRowsSchema.parse(p.specs), p.title).toEqual(p.specs);
    }
  });

  it('narrows Spur Gears by module 2–3, then by EN-19 to one product (the e2e path)', () => {
    const { categories = [], subcategories } = first.content;
    const index = buildCatalogueIndex(subcategories, categories);
    const titles = (query: string) => {
      const { ids } = searchCatalogue(index, readCatalogueQuery(query));
      return subcategories.filter((p) => ids.includes(p.id)).map((p) => p.title);
    };
    expect(titles('category=spur-gears')).toEqual(['Spur Gears', 'Internal Ring Gears']);
    expect(titles('category=spur-gears&module=2..3')).toEqual([
      'Spur Gears',
      'Internal Ring Gears',
    ]);
    expect(titles('category=spur-gears&module=2..3&material=EN-19')).toEqual(['Spur Gears']);
    const answer = searchCatalogue(index, readCatalogueQuery('category=spur-gears'));
    expect(answer.facets.map((f) => [f.key, f.kind])).toEqual(
      expect.arrayContaining([
        ['module', 'range'],
        ['material', 'choice'],
      ]),
    );
  });

  it('references real files with server-style names, valid by magic bytes, and nothing else', async () => {
    const all = urls(first.content);
    expect(new Set(all).size).toBe(all.length);
    for (const url of all) {
      expect.soft(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.(jpg|png|pdf)$/);
      const data = await readFile(fileOf(first.dir, url));
      if (url.endsWith('.pdf')) expect.soft(isPdf(data)).toBe(true);
      else expect.soft(isJpeg(data) || isPng(data)).toBe(true);
    }
    const derivatives = variantUrls(first.content);
    const onDisk = (await readdir(first.dir)).sort();
    expect(onDisk).toEqual([...all, ...derivatives].map((u) => u.replace('/uploads/', '')).sort());
  });

  it('gives every seed picture its WebP derivatives, never wider than the picture', async () => {
    const records = [
      ...first.content.sliders,
      ...first.content.subcategories,
      ...first.content.gallery,
      ...first.content.ebrochure,
    ];
    const images = urls(first.content).filter((url) => !url.endsWith('.pdf'));
    const keys = records.flatMap((record) => Object.keys(record.variants ?? {}));
    expect(keys.sort()).toEqual([...images].sort());
    for (const record of records) {
      for (const [image, variants] of Object.entries(record.variants ?? {})) {
        const original = await sharp(fileOf(first.dir, image)).metadata();
        expect.soft(variants.length).toBeGreaterThan(0);
        for (const variant of variants) {
          const base = path.basename(image, path.extname(image));
          expect.soft(variant.url).toBe(`/uploads/${base}-${variant.width}w.webp`);
          const meta = await sharp(fileOf(first.dir, variant.url)).metadata();
          expect.soft(meta.format).toBe('webp');
          expect.soft(meta.width).toBe(variant.width);
          expect.soft(variant.width).toBeLessThanOrEqual(original.width);
        }
        expect.soft(variants.at(-1)?.width).toBe(Math.min(original.width, 1600));
      }
    }
  });

  it('renders pictures at the documented sizes, sliders under 300 KB', async () => {
    const check = async (url: string, size: { width: number; height: number }): Promise<number> => {
      const file = fileOf(first.dir, url);
      const meta = await sharp(file).metadata();
      expect([meta.width, meta.height]).toEqual([size.width, size.height]);
      return (await stat(file)).size;
    };
    for (const s of first.content.sliders)
      expect.soft(await check(s.image, SEED_PICTURE_SIZES.slider)).toBeLessThan(300 * 1024);
    for (const p of first.content.subcategories)
      await check(p.product_image, SEED_PICTURE_SIZES.main);
    const firstProduct = first.content.subcategories[0];
    if (firstProduct?.sub_image1) await check(firstProduct.sub_image1, SEED_PICTURE_SIZES.sub);
    for (const g of first.content.gallery) await check(g.image, SEED_PICTURE_SIZES.gallery);
    const brochure = first.content.ebrochure[0];
    expect(brochure).toBeDefined();
    if (brochure) await check(brochure.cover_image, SEED_PICTURE_SIZES.cover);
  });

  it('writes a multi-page catalogue PDF under 3 MB', async () => {
    const brochure = first.content.ebrochure[0];
    if (!brochure) throw new Error('no brochure');
    const pdf = await readFile(fileOf(first.dir, brochure.pdf_file));
    expect(pdf.length).toBeLessThan(3 * 1024 * 1024);
    const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? [];
    // Cover + contents + one page per product.
    expect(pages.length).toBe(first.content.subcategories.length + 2);
  });

  it('keeps product descriptions exactly as the backend sanitizer would store them', () => {
    for (const p of first.content.subcategories) {
      expect.soft(sanitizeDescription(p.description)).toBe(p.description);
      expect.soft(p.description).not.toMatch(/<(?!\/?(p|h2|h3|strong|em|u|ol|ul|li|a)\b)[^>]*>/);
    }
  });

  it('completes in under 2 s', () => {
    expect(first.ms).toBeLessThan(TIME_BOUND_MS);
  });

  it('is deterministic: same records and identical pictures on a second run', async () => {
    const second = await run();
    const strip = (c: SeedContent) => ({
      sliders: c.sliders.map((s) => [s.title, s.description]),
      products: c.subcategories.map((p) => [p.title, p.description, p.category_id, p.specs]),
      categories: c.categories?.map((cat) => [cat.id, cat.name, cat.slug]),
      gallery: c.gallery.length,
    });
    expect(strip(second.content)).toEqual(strip(first.content));
    const hashes = async (run: { dir: string; content: SeedContent }): Promise<string[]> =>
      Promise.all(
        urls(run.content)
          .filter((u) => !u.endsWith('.pdf'))
          .map(async (u) =>
            createHash('sha256')
              .update(await readFile(fileOf(run.dir, u)))
              .digest('hex'),
          ),
      );
    expect(await hashes(second)).toEqual(await hashes(first));
  }, 60_000);
});

/**
 * The shipped files (mock-backend/seed-files) are what the owner replaces with photographs: each
 * must exist in its kind's size and format, with the WebP derivatives the seed copies.
 */
describe('the shipped seed files', () => {
  it('name a picture for every seeded slide and product, and nothing else', async () => {
    const manifest = await readSeedManifest();
    expect(Object.keys(manifest.sliders).sort()).toEqual(SEED_SLIDERS.map((s) => s.title).sort());
    expect(Object.keys(manifest.products).sort()).toEqual(SEED_PRODUCTS.map((p) => p.title).sort());
  });

  it('are JPEG files of their documented sizes, each with its derivatives', async () => {
    const manifest = await readSeedManifest();
    const pictures: (readonly [SeedPicture, { width: number; height: number }])[] = [
      ...Object.values(manifest.sliders).map((p) => [p, SEED_PICTURE_SIZES.slider] as const),
      ...Object.values(manifest.products).flatMap((p) => [
        [p.main, SEED_PICTURE_SIZES.main] as const,
        ...p.subs.map((sub) => [sub, SEED_PICTURE_SIZES.sub] as const),
      ]),
      ...manifest.gallery.map((p) => [p, SEED_PICTURE_SIZES.gallery] as const),
      [manifest.brochure.cover, SEED_PICTURE_SIZES.cover],
    ];
    for (const [picture, size] of pictures) {
      const meta = await sharp(path.join(SEED_FILES_DIR, picture.file)).metadata();
      expect
        .soft([picture.file, meta.format, meta.width, meta.height])
        .toEqual([picture.file, 'jpeg', size.width, size.height]);
      expect.soft([picture.width, picture.height]).toEqual([size.width, size.height]);
    }
    const pdf = await readFile(path.join(SEED_FILES_DIR, manifest.brochure.pdf));
    expect(isPdf(pdf)).toBe(true);
  });
});

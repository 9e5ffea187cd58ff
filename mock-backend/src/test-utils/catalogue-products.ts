import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  emptyDb,
  type Db,
  type StoredCategory,
  type StoredProduct,
  type StoredSpecRow,
} from '../store/db-schema.ts';
import { serializeDb } from '../store/load-db.ts';

/**
 * A catalogue of any size for the search's tests and timings (issue 20): nine categories and
 * `count` products with varied, deterministic specifications, as an admin would type them (numbers,
 * ranges, text alternatives, a few in cm or inches, some products without a category or without
 * specifications). Same count, same records.
 */

const CATEGORY_NAMES = [
  'Spur Gears',
  'Helical Gears',
  'Bevel Gears',
  'Worm Gears',
  'Planetary Gears',
  'Shafts',
  'Gearboxes',
  'Agricultural Gears',
  'Sprockets',
] as const;

const KINDS = [
  'Spur Gear',
  'Helical Gear',
  'Bevel Gear',
  'Worm Wheel',
  'Planet Gear',
  'Spline Shaft',
  'Gearbox',
  'Rotavator Gear',
  'Chain Sprocket',
] as const;

const MATERIALS = ['EN-19', 'EN-8', 'EN-24', 'EN-36', 'EN-353', '20MnCr5', '16MnCr5', 'SAE 8620'];
const TREATMENTS = ['Case carburised', 'Induction hardened', 'Through hardened', 'Nitrided'];
const APPLICATIONS = [
  'tractor transmissions',
  'rotavators and tillers',
  'industrial gearboxes',
  'conveyor drives',
  'commercial vehicle axles',
  'pump drives',
];

/** mulberry32: small, fast, deterministic. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const AT = '2026-01-01T00:00:00.000Z';

export function catalogueCategories(): StoredCategory[] {
  return CATEGORY_NAMES.map((name, index) => ({
    id: index + 1,
    name,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    created_at: AT,
    updated_at: AT,
  }));
}

/** `count` products (ids 1..count) in the categories of catalogueCategories(). */
export function catalogueProducts(count: number): StoredProduct[] {
  const next = random(20);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));

  return Array.from({ length: count }, (_, index) => {
    const kindIndex = index % KINDS.length;
    const kind = KINDS[kindIndex] ?? 'Gear';
    const module = pick([1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10]);
    const teeth = int(12, 160);
    const materials = [pick(MATERIALS), pick(MATERIALS), pick(MATERIALS)].slice(0, int(1, 3));
    const material = [...new Set(materials)].join(', ');
    const hardness = int(45, 58);
    const diameter = int(20, 800);
    const specs: StoredSpecRow[] = [
      // A family sold over a range of modules, or one module; now and then written in cm.
      index % 10 === 3
        ? { name: 'Module', value: module / 10, unit: 'cm' }
        : index % 4 === 0
          ? { name: 'Module', value: { min: module, max: module + 2 }, unit: 'mm' }
          : { name: 'Module', value: module, unit: 'mm' },
      { name: 'Number of teeth', value: teeth, unit: '' },
      { name: 'Pressure angle', value: pick([14.5, 20, 20, 20, 25]), unit: '°' },
      { name: 'Material', value: material, unit: '' },
      { name: 'Hardness', value: { min: hardness, max: hardness + 4 }, unit: 'HRC' },
      index % 7 === 0
        ? { name: 'Outside diameter', value: Math.round(diameter / 2.54) / 10, unit: 'in' }
        : { name: 'Outside diameter', value: diameter, unit: 'mm' },
      { name: 'Face width', value: { min: int(10, 40), max: int(41, 250) }, unit: 'mm' },
      { name: 'Accuracy grade', value: `DIN ${String(int(5, 9))}`, unit: '' },
      { name: 'Heat treatment', value: pick(TREATMENTS), unit: '' },
    ];
    const part = `${kind.replace(/[^A-Z]/g, '')}-${String(index + 1).padStart(5, '0')}`;
    const title = `${kind} m${String(module)} ${String(teeth)}T ${material} (${part})`;
    const description =
      `<h3>${kind}</h3><p>${kind} with <strong>${String(teeth)} teeth</strong>, module ` +
      `${String(module)}, machined from ${material} &amp; ${pick(TREATMENTS).toLowerCase()}. ` +
      `Made for ${pick(APPLICATIONS)}.</p><ul><li>Part code: ${part}</li>` +
      `<li>Bore: ${String(int(20, 90))} mm</li></ul>`;
    const product: StoredProduct = {
      id: index + 1,
      title,
      description,
      product_image: `/uploads/catalogue-${String(kindIndex + 1)}.jpg`,
      sub_image1: null,
      sub_image2: null,
      sub_image3: null,
      sub_image4: null,
      sub_image5: null,
      sub_image6: null,
      created_at: AT,
      updated_at: AT,
    };
    // One in 20 without a category, one in 25 without specifications.
    if (index % 20 !== 19) product.category_id = kindIndex + 1;
    if (index % 25 !== 24) product.specs = specs;
    return product;
  });
}

/** A db.json with catalogueProducts(count), for startTestApp({ dataDir }). */
function catalogueDb(count: number): Db {
  return {
    ...emptyDb(),
    categories: catalogueCategories(),
    subcategories: catalogueProducts(count),
  };
}

export async function writeCatalogueDb(dataDir: string, count: number): Promise<void> {
  await writeFile(path.join(dataDir, 'db.json'), serializeDb(catalogueDb(count)));
}

import type { BackendContext } from './context.ts';
import { colourFor, gradientPng, type Rgb } from './png.ts';
import { SUB_IMAGE_SLOTS, type Product, type SubImageKey } from './store.ts';

const SLIDE_IMAGE_SIZE = { width: 800, height: 600 } as const;
const PRODUCT_IMAGE_SIZE = { width: 640, height: 480 } as const;
const GALLERY_IMAGE_SIZE = { width: 640, height: 480 } as const;

export const FOREIGN_ADMIN_DEFAULTS = { username: 'admin', password: 'foreign-pass' } as const;

export const SPUR_GEAR_TITLE = 'Foreign Spur Gear';
export const SPUR_GEAR_DESCRIPTION = '<p>Spur gear made on the foreign backend.</p>';
/** Exactly 242 characters, words separated by single spaces, no newline. */
export const LONG_PRODUCT_TITLE =
  'Helical Gear with Ground Teeth for High Speed Industrial Gearboxes, Marine Propulsion Drives, ' +
  'Wind Turbine Yaw Systems and Heavy Mining Conveyors, Case Hardened EN-36 Steel, Module 2 to 12, ' +
  'Face Width up to 400 mm, Full Inspection Report Kept';
const LONG_PRODUCT_DESCRIPTION =
  '<p>Helical gear with a <strong>case hardened</strong> and ground tooth flank.</p>' +
  '<ul><li>Module 2 to 12</li><li>Face width up to 400 mm</li></ul>';
export const PLAIN_TEXT_TITLE = 'Plain Text Shaft';
/** Plain text with newlines and no tags, as an older admin tool may have stored it. */
export const PLAIN_TEXT_DESCRIPTION =
  'Material: EN-19 steel\nHardness: 55-60 HRC\n\nApplications: gearboxes and industrial drives';
/** One unbroken 80-character token (a part number without spaces). */
export const UNBROKEN_TITLE = 'SUPERLONGPARTNUMBER'.repeat(5).slice(0, 80);
const UNBROKEN_DESCRIPTION = '<p>Part number printed without spaces on the drawing.</p>';

export interface SeedProduct {
  title: string;
  description: string;
  /** How many of sub_image1..6 get a picture (from slot 1). */
  subImages: number;
}

/** The data every start and every `POST /reset` restores. No e-brochure. */
export const FOREIGN_SEED = {
  sliders: [
    {
      title: 'Precision Gears From Foreign Backend',
      description:
        'Spur, helical and bevel gears cut to drawing, served by an independent backend.',
    },
    {
      title: 'Heavy Duty Shafts',
      description: 'Hardened and ground shafts for gearboxes and industrial drives.',
    },
  ],
  products: [
    { title: SPUR_GEAR_TITLE, description: SPUR_GEAR_DESCRIPTION, subImages: 2 },
    { title: LONG_PRODUCT_TITLE, description: LONG_PRODUCT_DESCRIPTION, subImages: 0 },
    { title: PLAIN_TEXT_TITLE, description: PLAIN_TEXT_DESCRIPTION, subImages: 0 },
    { title: UNBROKEN_TITLE, description: UNBROKEN_DESCRIPTION, subImages: 0 },
  ] satisfies SeedProduct[],
  galleryCount: 3,
  ebrochure: null,
} as const;

const SLIDE_COLOURS: readonly (readonly [Rgb, Rgb])[] = [
  [
    [20, 60, 140],
    [90, 170, 220],
  ],
  [
    [120, 40, 20],
    [230, 150, 60],
  ],
];
const GALLERY_COLOURS: readonly (readonly [Rgb, Rgb])[] = [
  [
    [30, 110, 60],
    [160, 220, 120],
  ],
  [
    [90, 30, 120],
    [210, 140, 230],
  ],
  [
    [60, 60, 60],
    [200, 200, 200],
  ],
];

const pictures = new Map<string, Buffer>();

/** A gradient PNG, memoised (seeding again on every reset stays fast). */
function picture(size: { width: number; height: number }, [from, to]: readonly [Rgb, Rgb]): Buffer {
  const key = `${size.width}x${size.height}:${from.join(',')}:${to.join(',')}`;
  let png = pictures.get(key);
  if (png === undefined) {
    png = gradientPng(size.width, size.height, from, to);
    pictures.set(key, png);
  }
  return png;
}

function darker([r, g, b]: Rgb): Rgb {
  return [Math.round(r * 0.35), Math.round(g * 0.35), Math.round(b * 0.35)];
}

/** Adds products with generated pictures (distinct colours per title and slot) and answers them. */
export async function addProducts(
  { store, files }: BackendContext,
  products: readonly SeedProduct[],
): Promise<Product[]> {
  const added: Product[] = [];
  for (const product of products) {
    const base = colourFor(product.title);
    const productImage = await files.save(picture(PRODUCT_IMAGE_SIZE, [darker(base), base]), 'png');
    const subImages = {} as Record<SubImageKey, string>;
    for (const slot of SUB_IMAGE_SLOTS) {
      subImages[`sub_image${slot}`] =
        slot <= product.subImages
          ? await files.save(
              picture(PRODUCT_IMAGE_SIZE, [base, colourFor(`${product.title} ${slot}`)]),
              'png',
            )
          : '';
    }
    added.push(
      store.products.insert({
        title: product.title,
        description: product.description,
        product_image: productImage,
        ...subImages,
      }),
    );
  }
  return added;
}

/** Fills an empty store with FOREIGN_SEED (files written to the FileStore). */
async function seed(context: BackendContext): Promise<void> {
  const { store, files } = context;
  for (const [index, slide] of FOREIGN_SEED.sliders.entries()) {
    const colours = SLIDE_COLOURS[index % SLIDE_COLOURS.length] ?? SLIDE_COLOURS[0]!;
    const image = await files.save(picture(SLIDE_IMAGE_SIZE, colours), 'png');
    store.sliders.insert({ title: slide.title, description: slide.description, image });
  }
  await addProducts(context, FOREIGN_SEED.products);
  for (let index = 0; index < FOREIGN_SEED.galleryCount; index += 1) {
    const colours = GALLERY_COLOURS[index % GALLERY_COLOURS.length] ?? GALLERY_COLOURS[0]!;
    store.gallery.insert({ image: await files.save(picture(GALLERY_IMAGE_SIZE, colours), 'png') });
  }
}

/** Back to the seed: data, files, tokens, injected failures and delays. */
export async function resetToSeed(context: BackendContext): Promise<void> {
  context.store.clear();
  context.tokens.clear();
  context.failures.clear();
  context.delays.clear();
  await context.files.wipe();
  await seed(context);
}

import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IMAGE_VARIANT_WIDTHS } from '@gear/contract/limits';
import type * as FsUtils from '../lib/fs-utils.ts';
import {
  ebrochureBodyOf,
  ebrochureOf,
  galleryItemsOf,
  galleryListOf,
  productBodyOf,
  productOf,
  sliderOf,
  slidersOf,
  updatedItemOf,
} from '../test-utils/bodies.ts';
import { gif, jpeg, makePdf, pdf, png } from '../test-utils/fixtures.ts';
import { startTestApp, type TestApp } from '../test-utils/test-app.ts';
import { derivativeName, derivativeWidths, variantsFor } from './image-derivatives.ts';

/** A db.json write that fails on demand: the request fails after its files were written. */
const injected = vi.hoisted(() => ({ failDbWrite: false }));
vi.mock('../lib/fs-utils.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof FsUtils>();
  return {
    ...actual,
    async writeFileAtomic(file: string, data: string | Buffer, mode?: number) {
      if (injected.failDbWrite && path.basename(file) === 'db.json') {
        throw Object.assign(new Error('EIO (injected)'), { code: 'EIO' });
      }
      await actual.writeFileAtomic(file, data, mode);
    },
  };
});

/** A picture with some detail (a flat colour would make every encoder look good). */
function picture(width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#123"/><stop offset="1" stop-color="#e83"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="50%" cy="50%" r="30%" fill="#ddd"/></svg>`;
  return sharp(Buffer.from(svg));
}
const pngOf = (width: number, height = Math.round(width * 0.6)) =>
  picture(width, height).png().toBuffer();
const jpegOf = (width: number, height = Math.round(width * 0.6)) =>
  picture(width, height).jpeg().toBuffer();

let t: TestApp;
let token: string;
let wide: Buffer;

beforeAll(async () => {
  t = await startTestApp();
  token = await t.token();
  wide = await pngOf(1000);
});
afterAll(() => t.destroy());

const auth = () => ({ Authorization: `Bearer ${token}` });
const nameOf = (url: string) => path.posix.basename(url);
const fileOf = (url: string) => path.join(t.handle.paths.uploadsDir, nameOf(url));

type Variants = Record<string, { width: number; url: string }[]> | undefined;

/** Checks every derivative of `image` on disk: WebP, the width it claims, the documented name. */
async function expectDerivatives(variants: Variants, image: string, widths: number[]) {
  const list = variants?.[image] ?? [];
  expect(list.map((variant) => variant.width)).toEqual(widths);
  for (const variant of list) {
    expect.soft(nameOf(variant.url)).toBe(derivativeName(image, variant.width));
    const meta = await sharp(fileOf(variant.url)).metadata();
    expect.soft(meta.format).toBe('webp');
    expect.soft(meta.width).toBe(variant.width);
  }
  return list.map((variant) => variant.url);
}

async function onDisk(urls: string[]) {
  const names = new Set(await t.uploads());
  return urls.filter((url) => names.has(nameOf(url)));
}

describe('derivativeWidths', () => {
  it('never upscales, reaches the original up to 1600, and skips originals below 480', () => {
    expect(IMAGE_VARIANT_WIDTHS).toEqual([480, 960, 1600]);
    expect(derivativeWidths(300)).toEqual([]);
    expect(derivativeWidths(479)).toEqual([]);
    expect(derivativeWidths(480)).toEqual([480]);
    expect(derivativeWidths(800)).toEqual([480, 800]);
    expect(derivativeWidths(960)).toEqual([480, 960]);
    expect(derivativeWidths(1200)).toEqual([480, 960, 1200]);
    expect(derivativeWidths(1600)).toEqual([480, 960, 1600]);
    expect(derivativeWidths(6000)).toEqual([480, 960, 1600]);
  });

  it('names derivatives <base>-<width>w.webp', () => {
    expect(derivativeName('/uploads/ab-12.jpg', 480)).toBe('ab-12-480w.webp');
  });

  it('keeps only the entries of images the record still shows', () => {
    const old = { '/uploads/a.jpg': [{ width: 480, url: '/uploads/a-480w.webp' }] };
    const added = { '/uploads/b.jpg': [{ width: 480, url: '/uploads/b-480w.webp' }] };
    expect(variantsFor(['/uploads/b.jpg', null], old, added)).toEqual(added);
    expect(variantsFor(['/uploads/c.jpg'], old, added)).toBeUndefined();
  });
});

describe('sliders', () => {
  it('writes WebP derivatives beside the upload, lists them, serves them as image/webp', async () => {
    const response = await t
      .api()
      .post('/sliders/addSlider')
      .set(auth())
      .field('title', 'Wide')
      .field('description', 'A wide slide')
      .attach('image', wide, png())
      .expect(201);
    const slider = sliderOf(response);
    const urls = await expectDerivatives(slider.variants, slider.image, [480, 960, 1000]);

    const listed = slidersOf(await t.api().get('/sliders/getSliders').expect(200));
    expect(listed.find((candidate) => candidate.id === slider.id)?.variants).toEqual(
      slider.variants,
    );
    for (const url of urls) {
      const served = await t.api().get(url).expect(200);
      expect.soft(served.headers['content-type']).toBe('image/webp');
      expect.soft(served.headers['x-content-type-options']).toBe('nosniff');
    }

    // Replacing the image removes the old derivatives and writes new ones.
    const replaced = sliderOf(
      await t
        .api()
        .put(`/sliders/updateSlider/${slider.id}`)
        .set(auth())
        .field('title', 'Wide')
        .field('description', 'A wider slide')
        .attach('image', await jpegOf(2000), jpeg())
        .expect(200),
    );
    const next = await expectDerivatives(replaced.variants, replaced.image, [480, 960, 1600]);
    expect(Object.keys(replaced.variants ?? {})).toEqual([replaced.image]);
    expect(await onDisk([slider.image, ...urls])).toEqual([]);

    // Text-only update keeps them.
    const kept = sliderOf(
      await t
        .api()
        .put(`/sliders/updateSlider/${slider.id}`)
        .set(auth())
        .field('title', 'Renamed')
        .field('description', 'Same picture')
        .expect(200),
    );
    expect(kept.variants).toEqual(replaced.variants);

    await t.api().delete(`/sliders/deleteSlider/${slider.id}`).set(auth()).expect(200);
    expect(await onDisk([replaced.image, ...next])).toEqual([]);
  });

  it('does not write derivatives for an original narrower than 480 px', async () => {
    const slider = sliderOf(
      await t
        .api()
        .post('/sliders/addSlider')
        .set(auth())
        .field('title', 'Small')
        .field('description', 'A small slide')
        .attach('image', await pngOf(300), png())
        .expect(201),
    );
    expect(slider.variants).toBeUndefined();
    expect((await t.uploads()).filter((name) => name.endsWith('.webp'))).toEqual([]);
    await t.api().delete(`/sliders/deleteSlider/${slider.id}`).set(auth()).expect(200);
  });
});

describe('products', () => {
  it('keeps one entry per image, drops replaced ones, removes every file on delete', async () => {
    const created = productOf(
      await t
        .api()
        .post('/api/subcategories')
        .set(auth())
        .field('title', 'Helical gear')
        .field('description', '<p>Hardened</p>')
        .attach('image', wide, png())
        .attach('subimg1', await jpegOf(700), jpeg())
        .attach('subimg2', await pngOf(200), png('small.png'))
        .expect(201),
    );
    const sub1 = created.sub_image1 ?? '';
    const mainUrls = await expectDerivatives(
      created.variants,
      created.product_image,
      [480, 960, 1000],
    );
    const subUrls = await expectDerivatives(created.variants, sub1, [480, 700]);
    expect(Object.keys(created.variants ?? {}).sort()).toEqual(
      [created.product_image, sub1].sort(),
    );
    const read = productBodyOf(await t.api().get(`/api/subcategories/${created.id}`).expect(200));
    expect(read.variants).toEqual(created.variants);

    // Replace sub image 1, keep the main image.
    const updated = productOf(
      await t
        .api()
        .patch(`/api/subcategories/${created.id}`)
        .set(auth())
        .field('title', 'Helical gear')
        .field('description', '<p>Hardened</p>')
        .attach('subimg1', await jpegOf(600), jpeg())
        .expect(200),
    );
    expect(updated.variants?.[created.product_image]).toEqual(
      created.variants?.[created.product_image],
    );
    await expectDerivatives(updated.variants, updated.sub_image1 ?? '', [480, 600]);
    expect(updated.variants?.[sub1]).toBeUndefined();
    expect(await onDisk([sub1, ...subUrls])).toEqual([]);
    expect(await onDisk(mainUrls)).toEqual(mainUrls);

    const all = Object.values(updated.variants ?? {}).flatMap((list) => list.map((v) => v.url));
    await t.api().delete(`/api/subcategories/${created.id}`).set(auth()).expect(200);
    expect(await onDisk(all)).toEqual([]);
  });
});

describe('gallery', () => {
  it('returns derivatives in the upload answer, the list and updatedItem; GIFs: still ones only', async () => {
    // An animated GIF: three differently coloured 600×400 frames.
    const frames = await Promise.all(
      ['#468', '#864', '#486'].map((background) =>
        sharp({ create: { width: 600, height: 400, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
    const animatedGif = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(animatedGif).metadata()).pages).toBe(3);
    const stillGif = await picture(640, 400).gif().toBuffer();

    const items = galleryItemsOf(
      await t
        .api()
        .post('/gallery/upload')
        .set(auth())
        .attach('images', wide, png('a.png'))
        .attach('images', animatedGif, gif('anim.gif'))
        .attach('images', stillGif, gif('still.gif'))
        .expect(201),
    );
    const [first, anim, still] = items;
    if (!first || !anim || !still) throw new Error('three items expected');
    const firstUrls = await expectDerivatives(first.variants, first.image, [480, 960, 1000]);
    expect(anim.variants).toBeUndefined();
    await expectDerivatives(still.variants, still.image, [480, 640]);

    const list = galleryListOf(await t.api().get('/gallery/').expect(200));
    expect(list.find((item) => item.id === first.id)).toEqual(first);

    const updated = updatedItemOf(
      await t
        .api()
        .put(`/gallery/${first.id}`)
        .set(auth())
        .attach('images', await jpegOf(1700), jpeg())
        .expect(200),
    );
    const next = await expectDerivatives(updated.variants, updated.image, [480, 960, 1600]);
    expect(await onDisk([first.image, ...firstUrls])).toEqual([]);

    for (const item of [updated, anim, still]) {
      await t.api().delete(`/gallery/${item.id}`).set(auth()).expect(200);
    }
    expect(await onDisk(next)).toEqual([]);
    expect((await t.uploads()).filter((name) => name.endsWith('.webp'))).toEqual([]);
  });
});

describe('e-brochure', () => {
  it('gives the cover derivatives (not the PDF) and replaces them with the cover', async () => {
    const created = ebrochureOf(
      await t
        .api()
        .post('/api/ebrochure')
        .set(auth())
        .attach('cover_image', await jpegOf(800, 1100), jpeg())
        .attach('pdf_file', makePdf(), pdf())
        .expect(201),
    );
    const coverUrls = await expectDerivatives(created.variants, created.cover_image, [480, 800]);
    expect(Object.keys(created.variants ?? {})).toEqual([created.cover_image]);
    expect(ebrochureBodyOf(await t.api().get('/api/ebrochure').expect(200)).variants).toEqual(
      created.variants,
    );

    // A new PDF only: the cover and its derivatives stay.
    const pdfOnly = ebrochureOf(
      await t
        .api()
        .post('/api/ebrochure')
        .set(auth())
        .attach('pdf_file', makePdf(), pdf('new.pdf'))
        .expect(200),
    );
    expect(pdfOnly.variants).toEqual(created.variants);
    expect(await onDisk(coverUrls)).toEqual(coverUrls);

    const recovered = ebrochureOf(
      await t
        .api()
        .post('/api/ebrochure')
        .set(auth())
        .attach('cover_image', wide, png())
        .expect(200),
    );
    const next = await expectDerivatives(
      recovered.variants,
      recovered.cover_image,
      [480, 960, 1000],
    );
    expect(await onDisk([created.cover_image, ...coverUrls])).toEqual([]);

    await t.api().delete('/api/ebrochure').set(auth()).expect(200);
    expect(await onDisk(next)).toEqual([]);
  });
});

describe('failures and restarts', () => {
  it('a request failing after its derivatives were written leaves no file behind', async () => {
    const before = (await t.uploads()).sort();
    injected.failDbWrite = true;
    try {
      await t
        .api()
        .post('/gallery/upload')
        .set(auth())
        .attach('images', wide, png('a.png'))
        .attach('images', await jpegOf(1800), jpeg('b.jpg'))
        .expect(500);
    } finally {
      injected.failDbWrite = false;
    }
    expect((await t.uploads()).sort()).toEqual(before);
    expect(await t.temps()).toEqual([]);
  });

  it('a restart keeps referenced derivatives (the start-up sweep knows them)', async () => {
    const [item] = galleryItemsOf(
      await t.api().post('/gallery/upload').set(auth()).attach('images', wide, png()).expect(201),
    );
    if (!item) throw new Error('no item');
    const urls = Object.values(item.variants ?? {}).flatMap((list) => list.map((v) => v.url));
    expect(urls).toHaveLength(3);
    await t.restart();
    expect(await onDisk(urls)).toEqual(urls);
    await t.api().delete(`/gallery/${item.id}`).set(auth()).expect(200);
    expect(await onDisk(urls)).toEqual([]);
  });
});

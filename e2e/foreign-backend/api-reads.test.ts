import { describe, expect, it } from 'vitest';
import {
  FOREIGN_SEED,
  LONG_PRODUCT_TITLE,
  PLAIN_TEXT_DESCRIPTION,
  PLAIN_TEXT_TITLE,
  SPUR_GEAR_TITLE,
  UNBROKEN_TITLE,
} from './seed.ts';
import type { GalleryItem, Product, Slider } from './store.ts';
import {
  accessControlHeaders,
  expectMessageError,
  expectMongoRecord,
  readJson,
  useTestBackend,
} from './test-support.ts';

const { backend } = useTestBackend({ reset: false });

async function getJson(path: string): Promise<unknown> {
  const response = await fetch(`${backend().apiUrl}${path}`);
  expect(response.status).toBe(200);
  return readJson(response);
}

describe('foreign backend: public reads', () => {
  it('lists the seeded sliders with string ids and Mongoose fields', async () => {
    const sliders = (await getJson('/sliders/getSliders')) as Slider[];
    expect(sliders.map((s) => s.title)).toEqual(FOREIGN_SEED.sliders.map((s) => s.title));
    for (const slider of sliders) {
      expectMongoRecord(slider);
      expect
        .soft(Object.keys(slider).sort())
        .toEqual(
          ['_id', 'id', 'title', 'description', 'image', 'createdAt', 'updatedAt', '__v'].sort(),
        );
    }
  });

  it('lists the seeded products, including the awkward ones', async () => {
    const products = (await getJson('/api/subcategories')) as Product[];
    expect(products.map((p) => p.title)).toEqual([
      SPUR_GEAR_TITLE,
      LONG_PRODUCT_TITLE,
      PLAIN_TEXT_TITLE,
      UNBROKEN_TITLE,
    ]);
    products.forEach(expectMongoRecord);
    expect(LONG_PRODUCT_TITLE).toHaveLength(242);
    expect(LONG_PRODUCT_TITLE).not.toMatch(/\n|\s{2}/);
    expect(UNBROKEN_TITLE).toHaveLength(80);
    expect(UNBROKEN_TITLE).not.toMatch(/\s/);
    const [spur, , plain] = products;
    expect(spur?.description).toBe('<p>Spur gear made on the foreign backend.</p>');
    expect(spur?.sub_image1).toMatch(/^http:\/\//);
    expect(spur?.sub_image2).toMatch(/^http:\/\//);
    expect([spur?.sub_image3, spur?.sub_image4, spur?.sub_image5, spur?.sub_image6]).toEqual([
      '',
      '',
      '',
      '',
    ]);
    expect(plain?.description).toBe(PLAIN_TEXT_DESCRIPTION);
    expect(plain?.description).toBe(
      'Material: EN-19 steel\nHardness: 55-60 HRC\n\nApplications: gearboxes and industrial drives',
    );
  });

  it('answers one product by id, and 404 { message } for unknown or malformed ids', async () => {
    const [first] = (await getJson('/api/subcategories')) as Product[];
    expect(await getJson(`/api/subcategories/${first!.id}`)).toEqual(first);
    await expectMessageError(
      await fetch(`${backend().apiUrl}/api/subcategories/${'0'.repeat(24)}`),
      404,
      'Subcategory not found',
    );
    await expectMessageError(
      await fetch(`${backend().apiUrl}/api/subcategories/42`),
      404,
      'Subcategory not found',
    );
  });

  it('lists the gallery at /gallery/ and /gallery', async () => {
    const withSlash = (await getJson('/gallery/')) as GalleryItem[];
    expect(withSlash).toHaveLength(FOREIGN_SEED.galleryCount);
    withSlash.forEach(expectMongoRecord);
    expect(await getJson('/gallery')).toEqual(withSlash);
  });

  it('answers 404 { message } when there is no e-brochure', async () => {
    await expectMessageError(
      await fetch(`${backend().apiUrl}/api/ebrochure`),
      404,
      'No e-brochure found',
    );
  });

  it('answers 404 { message: "Not found" } for everything outside SPEC §7', async () => {
    const paths = [
      '/openapi.json',
      '/docs',
      '/api/leads',
      '/api/leads/summary',
      '/api/activity',
      '/sitemap.xml',
      '/api/ebrochure/link',
      '/uploads/anything.png',
      '/files/anything.png',
      '/api/gallery',
      '/gallery/abc',
    ];
    for (const path of paths) {
      await expectMessageError(await fetch(`${backend().apiUrl}${path}`), 404, 'Not found');
    }
  });
});

describe('foreign backend: assets', () => {
  it('stores absolute URLs on the asset origin, served there with no CORS header', async () => {
    const sliders = (await getJson('/sliders/getSliders')) as Slider[];
    const products = (await getJson('/api/subcategories')) as Product[];
    const gallery = (await getJson('/gallery')) as GalleryItem[];
    const urls = [
      ...sliders.map((s) => s.image),
      ...products.map((p) => p.product_image),
      ...gallery.map((g) => g.image),
    ];
    expect(backend().assetBaseUrl).not.toBe(backend().apiUrl);
    for (const url of urls) {
      expect.soft(url).toMatch(new RegExp(`^${backend().assetBaseUrl}/files/[0-9a-f]{32}\\.png$`));
    }
    const response = await fetch(urls[0]!, { headers: { Origin: 'http://site.test:8080' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(accessControlHeaders(response)).toEqual([]);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it('answers 404 for unknown files and anything else, still without CORS headers', async () => {
    for (const path of ['/files/0123456789abcdef0123456789abcdef.png', '/files/../seed.ts', '/']) {
      const response = await fetch(`${backend().assetUrl}${path}`, {
        headers: { Origin: 'http://site.test:8080' },
      });
      expect.soft(response.status).toBe(404);
      expect.soft(accessControlHeaders(response)).toEqual([]);
    }
    const preflight = await fetch(`${backend().assetUrl}/files/x.png`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://site.test:8080', 'Access-Control-Request-Method': 'GET' },
    });
    expect(accessControlHeaders(preflight)).toEqual([]);
  });
});

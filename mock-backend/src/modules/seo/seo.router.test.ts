import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PUBLIC_PAGE_PATHS } from '@gear/contract/sitemap';
import { makePng, png } from '../../test-utils/fixtures.ts';
import { productOf } from '../../test-utils/bodies.ts';
import { startTestApp, type TestApp } from '../../test-utils/test-app.ts';

let t: TestApp;
const created: { id: number; updated_at: string }[] = [];
const categories: { id: number; slug: string; updated_at: string }[] = [];

const CategoryBody = z.object({ data: z.object({ id: z.number(), slug: z.string() }) });

beforeAll(async () => {
  t = await startTestApp();
  const token = await t.token();
  const image = await makePng();
  for (const name of ['Spur Gears', 'Shafts & Splines']) {
    const response = await t
      .api()
      .post('/api/categories')
      .set('Authorization', `Bearer ${token}`)
      .send({ name })
      .expect(201);
    const { id, slug } = CategoryBody.parse(response.body).data;
    const stored = t.handle.store.read().categories.find((category) => category.id === id);
    categories.push({ id, slug, updated_at: stored?.updated_at ?? '' });
  }
  for (const title of ['Spur <Gears> & "Pinions"', 'EN-19 Shaft', 'Worm & Wheel']) {
    const response = await t
      .api()
      .post('/api/subcategories')
      .set('Authorization', `Bearer ${token}`)
      .field('title', title)
      .field('description', '<p>Hobbed & ground.</p>')
      .field('category_id', title.startsWith('Spur') ? String(categories[0]?.id) : '')
      .attach('image', image, png())
      .expect(201);
    created.push(productOf(response));
  }
});
afterAll(() => t.destroy());

/** Every <loc> and its <lastmod> (if any), in document order. */
function urlsOf(xml: string): { loc: string; lastmod: string | undefined }[] {
  return [...xml.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g)].map(
    (m) => ({ loc: m[1] ?? '', lastmod: m[2] }),
  );
}

describe('GET /sitemap.xml', () => {
  it('lists every public page and every product as absolute URLs on the forwarded origin', async () => {
    const response = await t
      .api()
      .get('/sitemap.xml')
      .set('X-Forwarded-Proto', 'https')
      .set('X-Forwarded-Host', 'www.gears.example:8443')
      .expect(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const xml = response.text;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);

    const urls = urlsOf(xml);
    const origin = 'https://www.gears.example:8443';
    expect(urls.map((u) => u.loc)).toEqual([
      ...PUBLIC_PAGE_PATHS.map((path) => origin + path),
      `${origin}/product?category=spur-gears`,
      `${origin}/product?category=shafts-and-splines`,
      ...created.map((p) => `${origin}/product/${p.id}`),
    ]);
    // Nothing but <url> entries: every line is the prolog, the urlset or one url.
    expect(xml.split('\n').filter((line) => line.startsWith('  <url>'))).toHaveLength(urls.length);
    // Product titles never reach the sitemap (ids only), so their markup cannot break it.
    expect(xml).not.toContain('Spur');
  });

  it('dates each product and the pages showing backend data; static pages have none', async () => {
    const urls = urlsOf((await t.api().get('/sitemap.xml').expect(200)).text);
    const byPath = new Map(
      urls.map((u) => [new URL(u.loc).pathname + new URL(u.loc).search, u.lastmod]),
    );
    for (const product of created) {
      expect.soft(byPath.get(`/product/${product.id}`)).toBe(product.updated_at);
    }
    const newest = created
      .map((p) => p.updated_at)
      .sort()
      .at(-1);
    expect(byPath.get('/product')).toBe(newest);
    expect(byPath.get('/')).toBe(newest);
    expect(byPath.get('/about')).toBeUndefined();
    // A category page: the newest change of the category or of a product in it.
    expect(byPath.get('/product?category=spur-gears')).toBe(created[0]?.updated_at);
    expect(byPath.get('/product?category=shafts-and-splines')).toBe(categories[1]?.updated_at);
    expect(byPath.get('/gallery')).toBeUndefined(); // no gallery items in this store
  });

  it('uses plain http and the Host header without forwarded headers', async () => {
    const response = await t.api().get('/sitemap.xml').set('Host', 'localhost:8080').expect(200);
    expect(urlsOf(response.text)[0]?.loc).toBe('http://localhost:8080/');
  });

  it('refuses a forged host instead of writing it into the XML', async () => {
    for (const host of ['evil.example"><x', 'a b', 'host/path', 'x&y']) {
      const response = await t.api().get('/sitemap.xml').set('X-Forwarded-Host', host);
      expect.soft(response.status).toBe(400);
      expect.soft(response.text).not.toContain('<urlset');
    }
  });

  it('answers HEAD without a body', async () => {
    const response = await t.api().head('/sitemap.xml').expect(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.text).toBeFalsy();
  });
});

describe('GET /sitemap.xml with SITE_URL', () => {
  it('uses SITE_URL whatever the request headers say', async () => {
    await t.restart({ SITE_URL: 'https://www.gears.example/' });
    try {
      const response = await t
        .api()
        .get('/sitemap.xml')
        .set('X-Forwarded-Host', 'attacker.example')
        .expect(200);
      const locs = urlsOf(response.text).map((u) => u.loc);
      expect(locs).toHaveLength(PUBLIC_PAGE_PATHS.length + categories.length + created.length);
      expect(locs.every((loc) => loc.startsWith('https://www.gears.example/'))).toBe(true);
    } finally {
      await t.restart({});
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CATALOGUE_LIMITS, CATALOGUE_MESSAGES } from '@gear/contract/catalogue-basics';
import { CatalogueResponseSchema, type CatalogueResponse } from '@gear/contract/catalogue-search';
import { writeCatalogueDb } from '../../test-utils/catalogue-products.ts';
import { makeDataDir, startTestApp, type TestApp } from '../../test-utils/test-app.ts';

const answerOf = (response: { body: unknown }): CatalogueResponse =>
  CatalogueResponseSchema.parse(response.body);
const ErrorSchema = z.strictObject({ success: z.literal(false), error: z.string() });

let t: TestApp;
let token: string;

beforeAll(async () => {
  const dataDir = await makeDataDir();
  await writeCatalogueDb(dataDir, 300);
  t = await startTestApp({}, { dataDir });
  token = await t.token();
});
afterAll(() => t.destroy());

const get = (query: string) => t.api().get(`/api/catalogue${query ? `?${query}` : ''}`);

describe('GET /api/catalogue', () => {
  it('is public and answers CatalogueResponseSchema, ids in the list order', async () => {
    const response = await get('category=spur-gears&module=2..3').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const answer = answerOf(response);
    expect(answer.category).toEqual({ id: 1, name: 'Spur Gears', slug: 'spur-gears' });
    expect(answer.total).toBe(answer.ids.length);
    expect(answer.total).toBeGreaterThan(0);
    const list = z
      .array(z.object({ id: z.number(), category_id: z.number().nullish() }))
      .parse((await t.api().get('/api/subcategories').expect(200)).body);
    const order = list.map((p) => p.id);
    expect(
      [...answer.ids].sort((a, b) => order.indexOf(Number(a)) - order.indexOf(Number(b))),
    ).toEqual(answer.ids);
    expect(answer.ids.every((id) => list.find((p) => p.id === id)?.category_id === 1)).toBe(true);
    expect(answer.categories.map((c) => c.slug)).toContain('sprockets');
  });

  it('sends an ETag and answers 304 to a matching If-None-Match', async () => {
    const first = await get('material=EN-19').expect(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"/);
    await get('material=EN-19').set('If-None-Match', etag).expect(304);
  });

  it('follows every write at once: a product moved, a category renamed', async () => {
    const before = answerOf(await get('category=shafts').expect(200));
    const [moved] = before.ids;
    expect(moved).toBeDefined();
    await t
      .api()
      .patch(`/api/subcategories/${String(moved)}`)
      .set('Authorization', `Bearer ${token}`)
      .field('title', 'Moved hub')
      .field('description', '<p>Moved</p>')
      .field('category_id', '2')
      .expect(200);
    const after = answerOf(await get('category=shafts').expect(200));
    expect(after.ids).not.toContain(moved);
    expect(after.total).toBe(before.total - 1);
    expect(answerOf(await get('q=moved+hub').expect(200)).ids).toEqual([moved]);

    await t
      .api()
      .patch('/api/categories/6')
      .set('Authorization', `Bearer ${token}`)
      .send({ name: 'Shafts', slug: 'transmission-shafts' })
      .expect(200);
    expect(answerOf(await get('category=shafts').expect(200)).category).toBeNull();
    expect(answerOf(await get('category=transmission-shafts').expect(200)).total).toBe(after.total);
  });

  it('answers 400 in the API error shape past its limits', async () => {
    const many = Array.from(
      { length: CATALOGUE_LIMITS.maxParams + 1 },
      (_, i) => `k${String(i)}=1`,
    );
    const cases: [string, string][] = [
      [many.join('&'), CATALOGUE_MESSAGES.tooManyFilters],
      [`q=${'x'.repeat(CATALOGUE_LIMITS.searchMax + 1)}`, CATALOGUE_MESSAGES.searchTooLong],
      [
        `material=${'x'.repeat(CATALOGUE_LIMITS.filterValueMax + 1)}`,
        CATALOGUE_MESSAGES.filterTooLong,
      ],
    ];
    for (const [query, message] of cases) {
      const response = await get(query);
      expect.soft(response.status, query.slice(0, 40)).toBe(400);
      expect.soft(ErrorSchema.parse(response.body).error, query.slice(0, 40)).toBe(message);
    }
  });

  it('ignores what is no filter, never 500', async () => {
    const all = answerOf(await get('category=spur-gears').expect(200));
    for (const query of [
      'q[]=x',
      'category[]=x',
      'category[slug]=spur-gears',
      '__proto__=x',
      '__proto__[module]=2..3',
      'constructor=x',
      'constructor[prototype]=x',
      'toString=1..2',
      'module=1e999..',
      'module=abc',
      'material=2..3',
      'utm_source=newsletter',
      '%ZZ=%ZZ',
      'a=%00',
    ]) {
      const response = await get(`category=spur-gears&${query}`);
      expect.soft(response.status, query).toBe(200);
      expect.soft(answerOf(response).ids, query).toEqual(all.ids);
    }
  });
});

/** Median and worst, in ms. */
function stats(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)] ?? 0, worst: sorted.at(-1) ?? 0 };
}

describe.each([1_000, 10_000])('at %i products, through HTTP', (count) => {
  let big: TestApp;
  beforeAll(async () => {
    const dataDir = await makeDataDir();
    await writeCatalogueDb(dataDir, count);
    big = await startTestApp({}, { dataDir });
  }, 60_000);
  afterAll(() => big.destroy());

  it('answers a new address well under 50 ms', async () => {
    // Every address new (nothing from the answer cache): a filter in a category asked before.
    const queries = Array.from(
      { length: 20 },
      (_, i) =>
        `category=${i % 2 === 0 ? 'spur-gears' : 'helical-gears'}&module=${String(1 + (i % 5))}..${String(3 + (i % 7))}&material=EN-${String(8 + (i % 3))}`,
    );
    await big.api().get('/api/catalogue?category=spur-gears').expect(200);
    await big.api().get('/api/catalogue?category=helical-gears').expect(200);
    const times: number[] = [];
    for (const query of queries) {
      const started = performance.now();
      const response = await big.api().get(`/api/catalogue?${query}`);
      times.push(performance.now() - started);
      expect.soft(response.status, query).toBe(200);
    }
    // A search over everything, each time new.
    const searches: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const started = performance.now();
      await big
        .api()
        .get(`/api/catalogue?q=teeth+${String(12 + i)}&hardness=${String(45 + (i % 5))}..`)
        .expect(200);
      searches.push(performance.now() - started);
    }
    const filter = stats(times);
    const search = stats(searches);
    console.info(
      `GET /api/catalogue at ${String(count)} products (supertest): new filter in a known category median ${filter.median.toFixed(1)} ms, worst ${filter.worst.toFixed(1)} ms; new search over all median ${search.median.toFixed(1)} ms, worst ${search.worst.toFixed(1)} ms`,
    );
    expect(filter.median).toBeLessThan(50);
    expect(search.median).toBeLessThan(100);
  }, 60_000);
});

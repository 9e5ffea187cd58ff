import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ActivityListResponseSchema } from '@gear/contract/activity';
import { CATALOGUE_LIMITS, CATALOGUE_MESSAGES } from '@gear/contract/catalogue-basics';
import { CategoryListSchema } from '@gear/contract/catalogue-search';
import { CategoryMutationResponseSchema } from '@gear/contract/catalogue';
import { ADMIN_MESSAGES, API_ERRORS } from '@gear/contract/messages';
import { errorOf } from '../../test-utils/bodies.ts';
import { makePng, png } from '../../test-utils/fixtures.ts';
import { startTestApp, type TestApp } from '../../test-utils/test-app.ts';

let t: TestApp;
let token: string;
let pngBytes: Buffer;

beforeAll(async () => {
  t = await startTestApp();
  token = await t.token();
  pngBytes = await makePng();
});
afterAll(() => t.destroy());

const auth = () => ({ Authorization: `Bearer ${token}` });
const CategoryBodySchema = z.strictObject({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  product_count: z.number(),
});
const dataOf = (response: { body: unknown }) => {
  const data = CategoryMutationResponseSchema.parse(response.body).data;
  if (!data) throw new Error('no data');
  return CategoryBodySchema.parse(data);
};
const listOf = (response: { body: unknown }) => CategoryListSchema.parse(response.body);

const add = (body: unknown) =>
  t
    .api()
    .post('/api/categories')
    .set(auth())
    .send(body as object);
const list = async () => listOf(await t.api().get('/api/categories').expect(200));

/** Every category and product removed: each test starts from none. */
async function reset() {
  await t.handle.store.update((draft) => {
    draft.subcategories = [];
    draft.categories = [];
  });
}

async function addProduct(categoryId: number | '', title = 'Gear') {
  return t
    .api()
    .post('/api/subcategories')
    .set(auth())
    .field('title', title)
    .field('description', '<p>Gear</p>')
    .field('category_id', String(categoryId))
    .attach('image', pngBytes, png())
    .expect(201);
}

beforeEach(reset);

describe('GET /api/categories', () => {
  it('is public: the owner order, each with its product count, an ETag and 304', async () => {
    const spur = dataOf(await add({ name: 'Spur Gears' }).expect(201));
    const shafts = dataOf(await add({ name: 'Shafts' }).expect(201));
    await addProduct(spur.id);
    await addProduct(spur.id);
    const response = await t.api().get('/api/categories').expect(200);
    expect(listOf(response)).toEqual([
      { id: spur.id, name: 'Spur Gears', slug: 'spur-gears', product_count: 2 },
      { id: shafts.id, name: 'Shafts', slug: 'shafts', product_count: 0 },
    ]);
    expect(response.headers['cache-control']).toBe('no-cache');
    const etag = response.headers.etag;
    expect(etag).toMatch(/^"/);
    await t.api().get('/api/categories').set('If-None-Match', String(etag)).expect(304);
  });
});

describe('POST /api/categories', () => {
  it('adds a category last, its slug made from the name, and logs it', async () => {
    await add({ name: 'Spur Gears' }).expect(201);
    const response = await add({ name: '  Crown Wheel & Pinion ' }).expect(201);
    expect(response.body).toMatchObject({
      success: true,
      message: CATALOGUE_MESSAGES.categoryAdded,
    });
    const data = dataOf(response);
    expect(data).toMatchObject({
      name: 'Crown Wheel & Pinion',
      slug: 'crown-wheel-and-pinion',
      product_count: 0,
    });
    expect((await list()).map((category) => category.name)).toEqual([
      'Spur Gears',
      'Crown Wheel & Pinion',
    ]);
    const log = ActivityListResponseSchema.parse(
      (await t.api().get('/api/activity').query({ entity: 'category' }).set(auth()).expect(200))
        .body,
    );
    expect(log.data[0]).toMatchObject({
      action: 'create',
      entity: 'category',
      entity_id: data.id,
      summary: `Created category #${String(data.id)} "Crown Wheel & Pinion"`,
    });
  });

  it('takes a slug when sent, and never gives an id again', async () => {
    const first = dataOf(await add({ name: 'Worm Gears', slug: 'worm' }).expect(201));
    expect(first.slug).toBe('worm');
    await t
      .api()
      .delete(`/api/categories/${String(first.id)}`)
      .set(auth())
      .expect(200);
    const second = dataOf(await add({ name: 'Worm Gears' }).expect(201));
    expect(second.id).toBeGreaterThan(first.id);
  });

  it('refuses a name or slug in use (ignoring case and spacing) with 409', async () => {
    await add({ name: 'Spur Gears' }).expect(201);
    for (const body of [{ name: 'spur gears' }, { name: 'SPUR   GEARS' }]) {
      const response = await add(body);
      expect.soft(response.status).toBe(409);
      expect.soft(errorOf(response)).toBe(CATALOGUE_MESSAGES.categoryNameTaken);
    }
    const slugTaken = await add({ name: 'Spur', slug: 'spur-gears' }).expect(409);
    expect(errorOf(slugTaken)).toBe(CATALOGUE_MESSAGES.categorySlugTaken);
    // "Spur-Gears" makes the same slug.
    const madeTaken = await add({ name: 'Spur-Gears' }).expect(409);
    expect(errorOf(madeTaken)).toBe(CATALOGUE_MESSAGES.categorySlugTaken);
    expect(await list()).toHaveLength(1);
  });

  it(`refuses more than ${String(CATALOGUE_LIMITS.maxCategories)} categories`, async () => {
    await t.handle.store.update((draft) => {
      draft.categories = Array.from({ length: CATALOGUE_LIMITS.maxCategories }, (_, i) => ({
        id: i + 1,
        name: `Category ${String(i + 1)}`,
        slug: `category-${String(i + 1)}`,
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
      }));
    });
    const response = await add({ name: 'One more' }).expect(409);
    expect(errorOf(response)).toBe(CATALOGUE_MESSAGES.categoryLimit);
  });

  it('answers 400 with the contract message for bad input, never 500', async () => {
    const cases: [unknown, string][] = [
      [{}, CATALOGUE_MESSAGES.categoryNameRequired],
      [{ name: '   ' }, CATALOGUE_MESSAGES.categoryNameRequired],
      [{ name: 12 }, CATALOGUE_MESSAGES.categoryNameRequired],
      [{ name: '!!!' }, CATALOGUE_MESSAGES.categorySlugInvalid],
      [{ name: '日本語' }, CATALOGUE_MESSAGES.categorySlugInvalid],
      [{ name: 'Gears', slug: 'Spur Gears' }, CATALOGUE_MESSAGES.categorySlugInvalid],
      [{ name: 'Gears', slug: 'a--b' }, CATALOGUE_MESSAGES.categorySlugInvalid],
      [{ name: 'Gears', slug: 'x'.repeat(61) }, CATALOGUE_MESSAGES.categorySlugInvalid],
      [{ name: 'Gears', extra: 1 }, API_ERRORS.invalidInput],
      [['Gears'], API_ERRORS.invalidInput],
    ];
    for (const [body, message] of cases) {
      const response = await add(body);
      expect.soft(response.status, JSON.stringify(body)).toBe(400);
      expect.soft(errorOf(response), JSON.stringify(body)).toBe(message);
    }
    const long = await add({ name: 'x'.repeat(CATALOGUE_LIMITS.categoryNameMax + 1) }).expect(400);
    expect(errorOf(long)).toMatch(/at most 60 characters/);
    const twoLines = await add({ name: 'Spur\nGears' }).expect(400);
    expect(errorOf(twoLines)).toMatch(/single line/);
    expect(await list()).toEqual([]);
  });

  it('needs an admin token, a JSON body, and refuses one over the body limit', async () => {
    const anonymous = await t.api().post('/api/categories').send({ name: 'X' }).expect(401);
    expect(errorOf(anonymous)).toBe(ADMIN_MESSAGES.unauthorized);
    await t.api().post('/api/categories').set(auth()).type('form').send('name=X').expect(415);
    await t
      .api()
      .post('/api/categories')
      .set(auth())
      .set('Content-Type', 'application/json')
      .send('{"name":')
      .expect(400);
    await add({ name: 'x'.repeat(64 * 1024) }).expect(413);
    expect(await list()).toEqual([]);
  });
});

describe('PATCH /api/categories/:id', () => {
  it('renames, keeps the slug unless one is sent, and logs the old name', async () => {
    const category = dataOf(await add({ name: 'Spur Gears' }).expect(201));
    await addProduct(category.id);
    const url = `/api/categories/${String(category.id)}`;
    const renamed = await t.api().patch(url).set(auth()).send({ name: 'Spur gears' }).expect(200);
    expect(renamed.body).toMatchObject({
      success: true,
      message: CATALOGUE_MESSAGES.categoryUpdated,
      data: { id: category.id, name: 'Spur gears', slug: 'spur-gears', product_count: 1 },
    });
    const moved = await t
      .api()
      .patch(url)
      .set(auth())
      .send({ name: 'Straight Spur Gears', slug: 'straight-spur-gears' })
      .expect(200);
    expect(dataOf(moved).slug).toBe('straight-spur-gears');
    const log = ActivityListResponseSchema.parse(
      (await t.api().get('/api/activity').query({ entity: 'category' }).set(auth()).expect(200))
        .body,
    );
    expect(log.data[0]?.summary).toBe(
      `Updated category #${String(category.id)} "Straight Spur Gears" (was "Spur gears")`,
    );
  });

  it('refuses another category’s name or slug, 404 for an unknown id, 400 for a bad one', async () => {
    const spur = dataOf(await add({ name: 'Spur Gears' }).expect(201));
    await add({ name: 'Shafts' }).expect(201);
    const url = `/api/categories/${String(spur.id)}`;
    const name = await t.api().patch(url).set(auth()).send({ name: 'shafts' }).expect(409);
    expect(errorOf(name)).toBe(CATALOGUE_MESSAGES.categoryNameTaken);
    const slug = await t
      .api()
      .patch(url)
      .set(auth())
      .send({ name: 'Spur', slug: 'shafts' })
      .expect(409);
    expect(errorOf(slug)).toBe(CATALOGUE_MESSAGES.categorySlugTaken);
    const missing = await t
      .api()
      .patch('/api/categories/9999')
      .set(auth())
      .send({ name: 'X' })
      .expect(404);
    expect(errorOf(missing)).toBe(CATALOGUE_MESSAGES.categoryNotFound);
    await t.api().patch('/api/categories/abc').set(auth()).send({ name: 'X' }).expect(400);
    await t.api().patch(url).send({ name: 'X' }).expect(401);
  });
});

describe('PUT /api/categories/order', () => {
  it('takes every id once, answers the new order, and logs a change only', async () => {
    const ids = [];
    for (const name of ['A', 'B', 'C']) ids.push(dataOf(await add({ name }).expect(201)).id);
    const [a = 0, b = 0, c = 0] = ids;
    const response = await t
      .api()
      .put('/api/categories/order')
      .set(auth())
      .send({ ids: [c, a, b] })
      .expect(200);
    expect(listOf(response).map((category) => category.name)).toEqual(['C', 'A', 'B']);
    expect((await list()).map((category) => category.id)).toEqual([c, a, b]);
    await t
      .api()
      .put('/api/categories/order')
      .set(auth())
      .send({ ids: [String(c), a, b] })
      .expect(200);
    const log = ActivityListResponseSchema.parse(
      (await t.api().get('/api/activity').query({ entity: 'category' }).set(auth()).expect(200))
        .body,
    );
    expect(log.data.filter((entry) => entry.summary === 'Reordered the categories')).toHaveLength(
      1,
    );
  });

  it('refuses a list that is not every category once', async () => {
    const ids = [];
    for (const name of ['A', 'B']) ids.push(dataOf(await add({ name }).expect(201)).id);
    const [a = 0, b = 0] = ids;
    for (const order of [[a], [a, b, b], [a, a], [a, b, 999], [], [a, 'x'], [a, -1]]) {
      const response = await t.api().put('/api/categories/order').set(auth()).send({ ids: order });
      expect.soft(response.status, JSON.stringify(order)).toBe(400);
      expect
        .soft(errorOf(response), JSON.stringify(order))
        .toBe(CATALOGUE_MESSAGES.categoryOrderMismatch);
    }
    for (const body of [{}, { ids: 'a,b' }, { ids: [a, b], extra: 1 }, [a, b]]) {
      const response = await t.api().put('/api/categories/order').set(auth()).send(body);
      expect.soft(response.status, JSON.stringify(body)).toBe(400);
      expect.soft(errorOf(response), JSON.stringify(body)).toBe(API_ERRORS.invalidInput);
    }
    const tooMany = Array.from({ length: CATALOGUE_LIMITS.maxCategories + 1 }, (_, i) => i + 1);
    const response = await t
      .api()
      .put('/api/categories/order')
      .set(auth())
      .send({ ids: tooMany })
      .expect(400);
    expect(errorOf(response)).toBe(CATALOGUE_MESSAGES.categoryOrderMismatch);
    expect((await list()).map((category) => category.id)).toEqual([a, b]);
  });
});

describe('DELETE /api/categories/:id', () => {
  it('deletes an empty category and refuses one with products, naming how many', async () => {
    const spur = dataOf(await add({ name: 'Spur Gears' }).expect(201));
    const empty = dataOf(await add({ name: 'Empty' }).expect(201));
    await addProduct(spur.id);
    await addProduct(spur.id);
    await addProduct('');
    const refused = await t
      .api()
      .delete(`/api/categories/${String(spur.id)}`)
      .set(auth());
    expect(refused.status).toBe(409);
    expect(errorOf(refused)).toBe(CATALOGUE_MESSAGES.categoryNotEmpty('Spur Gears', 2));
    const deleted = await t
      .api()
      .delete(`/api/categories/${String(empty.id)}`)
      .set(auth())
      .expect(200);
    expect(deleted.body).toEqual({ success: true, message: CATALOGUE_MESSAGES.categoryDeleted });
    expect((await list()).map((category) => category.name)).toEqual(['Spur Gears']);
    const missing = await t
      .api()
      .delete(`/api/categories/${String(empty.id)}`)
      .set(auth());
    expect(missing.status).toBe(404);
    expect(errorOf(missing)).toBe(CATALOGUE_MESSAGES.categoryNotFound);
    await t
      .api()
      .delete(`/api/categories/${String(spur.id)}`)
      .expect(401);
  });
});

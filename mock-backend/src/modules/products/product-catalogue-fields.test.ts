import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CATALOGUE_LIMITS, CATALOGUE_MESSAGES } from '@gear/contract/catalogue-basics';
import { ProductListSchema, ProductSchema } from '@gear/contract/product';
import { errorOf, productBodyOf, productOf } from '../../test-utils/bodies.ts';
import { makePng, png } from '../../test-utils/fixtures.ts';
import { startTestApp, type TestApp } from '../../test-utils/test-app.ts';

/** Issue 20: the product form's `category_id` and `specs`, and what the reads answer. */

let t: TestApp;
let token: string;
let pngBytes: Buffer;
let spur: number;
let shafts: number;

const CategoryIdSchema = z.object({ data: z.object({ id: z.number() }) });

beforeAll(async () => {
  t = await startTestApp();
  token = await t.token();
  pngBytes = await makePng();
  const ids: number[] = [];
  for (const name of ['Spur Gears', 'Shafts']) {
    const response = await t.api().post('/api/categories').set(auth()).send({ name }).expect(201);
    ids.push(CategoryIdSchema.parse(response.body).data.id);
  }
  [spur = 0, shafts = 0] = ids;
});
afterAll(() => t.destroy());

function auth() {
  return { Authorization: `Bearer ${token}` };
}

const SPECS = [
  { name: 'Module', value: { min: 1, max: 12 }, unit: 'mm' },
  { name: 'Pressure angle', value: 20, unit: 'deg' },
  { name: 'Material', value: 'EN-19, EN-8', unit: '' },
  { name: 'Rated torque', value: 250, unit: 'Nm' },
];

function create(fields: Record<string, string>) {
  let req = t
    .api()
    .post('/api/subcategories')
    .set(auth())
    .field('title', 'Spur gear')
    .field('description', '<p>Hobbed</p>');
  for (const [key, value] of Object.entries(fields)) req = req.field(key, value);
  return req.attach('image', pngBytes, png());
}

function update(id: number, fields: Record<string, string>) {
  let req = t
    .api()
    .patch(`/api/subcategories/${String(id)}`)
    .set(auth())
    .field('title', 'Spur gear')
    .field('description', '<p>Hobbed</p>');
  for (const [key, value] of Object.entries(fields)) req = req.field(key, value);
  return req;
}

describe('POST /api/subcategories with category_id and specs', () => {
  it('stores the category and the rows, units normalised', async () => {
    const response = await create({
      category_id: String(spur),
      specs: JSON.stringify(SPECS),
    }).expect(201);
    const product = productOf(response);
    expect(product.category_id).toBe(spur);
    expect(product.specs).toEqual([
      { name: 'Module', value: { min: 1, max: 12 }, unit: 'mm' },
      { name: 'Pressure angle', value: 20, unit: '°' },
      { name: 'Material', value: 'EN-19, EN-8', unit: '' },
      { name: 'Rated torque', value: 250, unit: 'N·m' },
    ]);
    expect(ProductSchema.parse(product).specs).toEqual(product.specs);
  });

  it('stores no category for an empty category_id, and no keys when the fields are left out', async () => {
    const none = productOf(await create({ category_id: '', specs: '[]' }).expect(201));
    expect(none.category_id).toBeNull();
    expect(none).not.toHaveProperty('specs');
    const plain = productOf(await create({}).expect(201));
    expect(plain).not.toHaveProperty('category_id');
    expect(plain).not.toHaveProperty('specs');
  });

  it('refuses an unknown category and unreadable specifications with the contract message', async () => {
    const before = t.handle.store.read().subcategories.length;
    const filesBefore = (await t.uploads()).sort();
    const cases: [Record<string, string>, string][] = [
      [{ category_id: '9999' }, CATALOGUE_MESSAGES.productCategoryUnknown],
      [{ category_id: 'spur-gears' }, CATALOGUE_MESSAGES.productCategoryUnknown],
      [{ category_id: '0' }, CATALOGUE_MESSAGES.productCategoryUnknown],
      [{ category_id: '-1' }, CATALOGUE_MESSAGES.productCategoryUnknown],
      [{ category_id: '1e3' }, CATALOGUE_MESSAGES.productCategoryUnknown],
      [{ category_id: '9'.repeat(40) }, CATALOGUE_MESSAGES.productCategoryUnknown],
      [{ specs: 'not json' }, CATALOGUE_MESSAGES.specsInvalid],
      [
        {
          specs: JSON.stringify([
            { name: 'Module', value: 2, unit: 'mm' },
            { name: ' module ', value: 3, unit: 'mm' },
          ]),
        },
        CATALOGUE_MESSAGES.specNameTwice('module'),
      ],
      [
        { specs: JSON.stringify([{ name: '', value: 2, unit: 'mm' }]) },
        CATALOGUE_MESSAGES.specNameRequired,
      ],
      [
        { specs: JSON.stringify([{ name: 'Material', value: ' ', unit: '' }]) },
        CATALOGUE_MESSAGES.specValueRequired,
      ],
      [
        {
          specs: JSON.stringify(
            Array.from({ length: CATALOGUE_LIMITS.maxSpecRows + 1 }, (_, i) => ({
              name: `Spec ${String(i)}`,
              value: i,
              unit: '',
            })),
          ),
        },
        CATALOGUE_MESSAGES.specRowsMax,
      ],
      [{ specs: 'x'.repeat(CATALOGUE_LIMITS.specsFieldMax + 1) }, CATALOGUE_MESSAGES.specsInvalid],
    ];
    for (const [fields, message] of cases) {
      const response = await create(fields);
      expect.soft(response.status, JSON.stringify(fields).slice(0, 80)).toBe(400);
      expect.soft(errorOf(response), JSON.stringify(fields).slice(0, 80)).toBe(message);
    }
    // Hand-written JSON no form sends: one plain message, never zod's wording.
    for (const specs of [
      [{ name: 'Module', value: 1e10, unit: 'mm' }],
      [{ name: 'Module', value: true, unit: 'mm' }],
      [{ name: 'Module', value: null, unit: 'mm' }],
      [{ name: 'Module', value: { min: 1 }, unit: 'mm' }],
      [{ name: 'Module', value: 2 }],
      ['Module'],
      { name: 'Module' },
    ]) {
      const response = await create({ specs: JSON.stringify(specs) });
      expect.soft(response.status, JSON.stringify(specs)).toBe(400);
      expect.soft(errorOf(response), JSON.stringify(specs)).toBe(CATALOGUE_MESSAGES.specsInvalid);
    }
    for (const specs of [
      [{ name: 'Module', value: { min: 3, max: 1 }, unit: 'mm' }],
      [{ name: 'Module', value: 2, unit: 'mm', extra: 1 }],
      [{ name: 'Material', value: 'x'.repeat(CATALOGUE_LIMITS.specTextMax + 1), unit: '' }],
    ]) {
      const response = await create({ specs: JSON.stringify(specs) });
      expect.soft(response.status, JSON.stringify(specs).slice(0, 80)).toBe(400);
    }
    expect(t.handle.store.read().subcategories.length).toBe(before);
    // The images of refused products are not kept.
    expect((await t.uploads()).sort()).toEqual(filesBefore);
  });
});

describe('PATCH /api/subcategories/:id with category_id and specs', () => {
  it('keeps what is left out, changes what is sent, empties with "" and []', async () => {
    const { id } = productOf(
      await create({ category_id: String(spur), specs: JSON.stringify(SPECS) }).expect(201),
    );
    const kept = productOf(await update(id, {}).expect(200));
    expect(kept.category_id).toBe(spur);
    expect(kept.specs).toHaveLength(SPECS.length);

    const moved = productOf(
      await update(id, {
        category_id: String(shafts),
        specs: JSON.stringify([{ name: 'Length', value: { min: 100, max: 1500 }, unit: 'mm' }]),
      }).expect(200),
    );
    expect(moved.category_id).toBe(shafts);
    expect(moved.specs).toEqual([{ name: 'Length', value: { min: 100, max: 1500 }, unit: 'mm' }]);

    const emptied = productOf(await update(id, { category_id: '', specs: '[]' }).expect(200));
    expect(emptied.category_id).toBeNull();
    expect(emptied).not.toHaveProperty('specs');

    const refused = await update(id, { category_id: '9999' }).expect(400);
    expect(errorOf(refused)).toBe(CATALOGUE_MESSAGES.productCategoryUnknown);
  });
});

describe('reads', () => {
  it('lists category_id and specs as product fields; one product also names its category', async () => {
    const { id } = productOf(
      await create({ category_id: String(spur), specs: JSON.stringify(SPECS) }).expect(201),
    );
    const { id: bare } = productOf(await create({}).expect(201));
    const list = ProductListSchema.parse(
      (await t.api().get('/api/subcategories').expect(200)).body,
    );
    const listed = list.find((p) => p.id === id);
    expect(listed?.category_id).toBe(spur);
    expect(listed?.specs).toContainEqual({ name: 'Pressure angle', value: 20, unit: '°' });
    const raw = z
      .array(z.record(z.string(), z.unknown()))
      .parse((await t.api().get('/api/subcategories').expect(200)).body);
    expect(raw.find((p) => p.id === bare)).not.toHaveProperty('specs');
    expect(raw.every((p) => !('category' in p))).toBe(true);

    const one = productBodyOf(
      await t
        .api()
        .get(`/api/subcategories/${String(id)}`)
        .expect(200),
    );
    expect(one.category).toEqual({ id: spur, name: 'Spur Gears', slug: 'spur-gears' });
    const none = productBodyOf(
      await t
        .api()
        .get(`/api/subcategories/${String(bare)}`)
        .expect(200),
    );
    expect(none.category).toBeNull();
  });
});

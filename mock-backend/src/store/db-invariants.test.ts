import { describe, expect, it } from 'vitest';
import { DbSchema, emptyDb } from './db-schema.ts';
import { DbWithInvariantsSchema, nextId } from './db-invariants.ts';

describe('nextId', () => {
  it('never hands out the id of a deleted record again', () => {
    const db = emptyDb();
    expect(nextId(db, 'leads')).toBe(1);
    expect(nextId(db, 'leads')).toBe(2);
    // Lead #2 was never stored (or was deleted): the next one is still #3.
    expect(nextId(db, 'leads')).toBe(3);
    expect(db.last_ids).toEqual({ leads: 3 });
    // Collections count apart.
    expect(nextId(db, 'sliders')).toBe(1);
  });

  it('starts above the largest stored id of a file written before last_ids existed', () => {
    const { last_ids: _unused, ...older } = emptyDb();
    const db = DbSchema.parse({
      ...older,
      gallery: [
        {
          id: 41,
          image: '/uploads/a.png',
          created_at: '2026-11-01T00:00:00.000Z',
          updated_at: '2026-11-01T00:00:00.000Z',
        },
      ],
    });
    expect(db.last_ids).toEqual({});
    expect(nextId(db, 'gallery')).toBe(42);
  });
});

describe('categories (issue 20)', () => {
  const AT = '2026-11-01T00:00:00.000Z';
  const category = (id: number, name: string, slug: string) => ({
    id,
    name,
    slug,
    created_at: AT,
    updated_at: AT,
  });
  const product = (id: number, extra: Record<string, unknown> = {}) => ({
    id,
    title: 'Gear',
    description: '<p>Gear</p>',
    product_image: '/uploads/a.png',
    sub_image1: null,
    sub_image2: null,
    sub_image3: null,
    sub_image4: null,
    sub_image5: null,
    sub_image6: null,
    created_at: AT,
    updated_at: AT,
    ...extra,
  });

  it('loads a file written before categories: no categories, products unchanged', () => {
    const { categories: _unused, ...older } = emptyDb();
    const db = DbWithInvariantsSchema.parse({ ...older, subcategories: [product(1)] });
    expect(db.categories).toEqual([]);
    expect(db.subcategories[0]).toEqual(product(1));
    expect(db.subcategories[0]).not.toHaveProperty('category_id');
    expect(nextId(db, 'categories')).toBe(1);
  });

  it('takes products with a category and specification rows', () => {
    const specs = [
      { name: 'Module', value: { min: 1, max: 12 }, unit: 'mm' },
      { name: 'Material', value: 'EN-19, EN-8', unit: '' },
      { name: 'Pressure angle', value: 20, unit: '°' },
    ];
    const db = DbWithInvariantsSchema.parse({
      ...emptyDb(),
      categories: [category(1, 'Spur Gears', 'spur-gears')],
      subcategories: [product(1, { category_id: 1, specs }), product(2, { category_id: null })],
    });
    expect(db.subcategories[0]?.specs).toEqual(specs);
  });

  it('refuses a product in a category that does not exist, and duplicate names or slugs', () => {
    const base = { ...emptyDb(), categories: [category(1, 'Spur Gears', 'spur-gears')] };
    const issues = (db: unknown) =>
      DbWithInvariantsSchema.safeParse(db).error?.issues.map((issue) => issue.path.join('.'));
    expect(issues({ ...base, subcategories: [product(1, { category_id: 2 })] })).toEqual([
      'subcategories.0.category_id',
    ]);
    expect(
      issues({
        ...base,
        categories: [...base.categories, category(2, 'spur  gears', 'spur')],
      }),
    ).toEqual(['categories.1.name']);
    expect(
      issues({ ...base, categories: [...base.categories, category(2, 'Spur', 'spur-gears')] }),
    ).toEqual(['categories.1.slug']);
    expect(
      issues({ ...base, categories: [...base.categories, category(1, 'Shafts', 'shafts')] }),
    ).toEqual(['categories.1.id']);
    expect(issues({ ...base, categories: [category(1, 'Spur', 'Spur Gears')] })).toEqual([
      'categories.0.slug',
    ]);
    expect(
      issues({
        ...base,
        subcategories: [
          product(1, { specs: [{ name: 'Module', value: { min: 3, max: 1 }, unit: '' }] }),
        ],
      }),
    ).toEqual(['subcategories.0.specs.0.value']);
  });
});

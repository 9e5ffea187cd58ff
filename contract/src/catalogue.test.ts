import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_MESSAGES,
  catalogueQuery,
  formatRangeFilter,
  formatSpecValue,
  isNarrowed,
  normalizeUnit,
  parseRangeFilter,
  readCatalogueState,
  unitCode,
  unitFactor,
} from './catalogue-basics.ts';
import { parseSpecValue, slugify, specChoices, specKey, specValueText } from './catalogue-input.ts';
import {
  CategoryInputSchema,
  CategoryOrderSchema,
  SpecRowsSchema,
  SpecsFieldSchema,
} from './catalogue.ts';
import { ProductSchema } from './product.ts';
import { productInputSchema } from './product-input.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('specification values', () => {
  it.each([
    ['2.5', 2.5],
    ['20', 20],
    [' .5 ', 0.5],
    ['1 to 12', { min: 1, max: 12 }],
    ['58-62', { min: 58, max: 62 }],
    ['1–12', { min: 1, max: 12 }],
    ['2..3', { min: 2, max: 3 }],
    ['3-3', 3],
    ['12-1', '12-1'],
    ['EN-19', 'EN-19'],
    ['EN-19,  EN-8', 'EN-19, EN-8'],
    ['DIN 6', 'DIN 6'],
    ['1e999', '1e999'],
    ['2000000000', '2000000000'],
  ])('parses %j as %j', (text, expected) => {
    expect(parseSpecValue(text)).toEqual(expected);
  });

  it('writes values back as the owner types them and formats them with their unit', () => {
    expect(specValueText({ min: 1, max: 12 })).toBe('1-12');
    expect(specValueText(0.1 + 0.2)).toBe('0.3');
    expect(formatSpecValue(20, '°')).toBe('20°');
    expect(formatSpecValue({ min: 1, max: 12 }, 'mm')).toBe('1–12 mm');
    expect(formatSpecValue({ min: 58, max: 62 }, 'hrc')).toBe('58–62 HRC');
    expect(formatSpecValue('EN-19, EN-8', '')).toBe('EN-19, EN-8');
    expect(formatSpecValue(350, 'Nm')).toBe('350 N·m');
  });

  it('offers the alternatives of a text value to a choice filter', () => {
    expect(specChoices('EN-19, EN-8; 20MnCr5')).toEqual(['EN-19', 'EN-8', '20MnCr5']);
    expect(specChoices({ min: 1, max: 2 })).toEqual(['1-2']);
  });
});

describe('units', () => {
  it('writes the known units one way and gives their UN/CEFACT codes', () => {
    expect(normalizeUnit(' Nm ')).toBe('N·m');
    expect(normalizeUnit('deg')).toBe('°');
    expect(normalizeUnit('r/min')).toBe('rpm');
    expect(normalizeUnit('teeth')).toBe('teeth');
    expect(unitCode('mm')).toBe('MMT');
    expect(unitCode('N·m')).toBe('NU');
    expect(unitCode('kW')).toBe('KWT');
    expect(unitCode('HRC')).toBeUndefined();
    expect(unitCode('')).toBeUndefined();
  });

  it('converts within one dimension only', () => {
    expect(unitFactor('cm', 'mm')).toBe(10);
    expect(unitFactor('mm', 'mm')).toBe(1);
    expect(unitFactor('in', 'mm')).toBeCloseTo(25.4);
    expect(unitFactor('mm', 'kg')).toBeNull();
    expect(unitFactor('teeth', 'mm')).toBeNull();
  });
});

describe('names in addresses', () => {
  it('makes slugs and filter keys', () => {
    expect(slugify('Spur Gears')).toBe('spur-gears');
    expect(slugify('Worm & Worm Wheel')).toBe('worm-and-worm-wheel');
    expect(slugify('Zahnräder  (Spezial)')).toBe('zahnrader-spezial');
    expect(slugify('###')).toBe('');
    expect(specKey('Number of teeth')).toBe('number-of-teeth');
    expect(specKey('Category')).toBe('spec-category');
    expect(specKey('Q')).toBe('spec-q');
  });

  it('reads and writes a catalogue address in one stable order', () => {
    const state = readCatalogueState(
      new URLSearchParams(
        'material=EN-19&q=+hub+&module=2..3&category=spur-gears&material=EN-8&x=&A_B=1',
      ),
    );
    expect(state).toEqual({
      category: 'spur-gears',
      q: 'hub',
      filters: { material: ['EN-19', 'EN-8'], module: ['2..3'] },
    });
    expect(catalogueQuery(state)).toBe(
      'category=spur-gears&q=hub&material=EN-19&material=EN-8&module=2..3',
    );
    expect(isNarrowed(state)).toBe(true);
    expect(isNarrowed(readCatalogueState(new URLSearchParams('category=shafts')))).toBe(false);
  });

  it('reads range filters with open ends and refuses anything else', () => {
    expect(parseRangeFilter('2..3')).toEqual({ min: 2, max: 3 });
    expect(parseRangeFilter('2..')).toEqual({ min: 2 });
    expect(parseRangeFilter('..3.5')).toEqual({ max: 3.5 });
    expect(parseRangeFilter('..')).toBeNull();
    expect(parseRangeFilter('abc..3')).toBeNull();
    expect(parseRangeFilter('EN-19')).toBeNull();
    expect(formatRangeFilter({ min: 2 })).toBe('2..');
    expect(formatRangeFilter({ min: 2, max: 3 })).toBe('2..3');
  });
});

describe('category and specification schemas', () => {
  it('takes a category name and an optional slug', () => {
    expect(CategoryInputSchema.parse({ name: '  Spur Gears ' })).toEqual({ name: 'Spur Gears' });
    expect(messagesOf(CategoryInputSchema.safeParse({ name: ' ' }))).toEqual([
      CATALOGUE_MESSAGES.categoryNameRequired,
    ]);
    expect(messagesOf(CategoryInputSchema.safeParse({ name: 'A', slug: 'Spur Gears' }))).toEqual([
      'The web address may use lower-case letters, digits and single hyphens only (e.g. spur-gears).',
    ]);
    expect(messagesOf(CategoryInputSchema.safeParse({ name: 'a\nb' }))).toEqual([
      'Category name must be a single line.',
    ]);
    expect(CategoryInputSchema.safeParse({ name: 'A', extra: 1 }).success).toBe(false);
    expect(CategoryOrderSchema.safeParse({ ids: [3, 1, 2] }).success).toBe(true);
  });

  it('checks specification rows as the server stores them', () => {
    const rows = SpecRowsSchema.parse([
      { name: 'Module', value: { min: 1, max: 12 }, unit: 'mm' },
      { name: 'Rated torque', value: 350, unit: 'Nm' },
      { name: 'Material', value: 'EN-19, EN-8', unit: '' },
    ]);
    expect(rows[1]?.unit).toBe('N·m');
    expect(
      messagesOf(
        SpecRowsSchema.safeParse([
          { name: 'Module', value: 2, unit: 'mm' },
          { name: ' module ', value: 3, unit: 'mm' },
        ]),
      ),
    ).toEqual(['"module" is listed twice; give each specification once.']);
    expect(messagesOf(SpecRowsSchema.safeParse([{ name: '', value: 2, unit: '' }]))).toEqual([
      'Each specification needs a name.',
    ]);
    expect(
      messagesOf(SpecRowsSchema.safeParse([{ name: 'Bore', value: ' ', unit: '' }])),
    ).toContain('Each specification needs a value.');
    expect(
      SpecRowsSchema.safeParse([{ name: 'Bore', value: { min: 3, max: 1 }, unit: '' }]).success,
    ).toBe(false);
    expect(SpecRowsSchema.safeParse([{ name: 'Bore', value: Infinity, unit: '' }]).success).toBe(
      false,
    );
    const many = Array.from({ length: 41 }, (_, index) => ({
      name: `S${String(index)}`,
      value: 1,
      unit: '',
    }));
    expect(messagesOf(SpecRowsSchema.safeParse(many))).toEqual(['At most 40 specifications.']);
  });

  it('reads the product form field as JSON text', () => {
    expect(SpecsFieldSchema.parse('[{"name":"Module","value":2,"unit":"mm"}]')).toEqual([
      { name: 'Module', value: 2, unit: 'mm' },
    ]);
    expect(messagesOf(SpecsFieldSchema.safeParse('[{'))).toEqual([
      'The specifications could not be read.',
    ]);
    const form = productInputSchema().safeParse({
      title: 'Spur gear',
      description: '<p>Hobbed.</p>',
      category_id: '3',
      specs: '[]',
    });
    expect(form.success).toBe(true);
  });

  it('reads products from any backend: missing or foreign-shaped fields are left out', () => {
    const foreign = ProductSchema.parse({
      id: '7',
      title: 'Gear',
      product_image: 'https://cdn.example/g.jpg',
      specs: 'module 2',
      category_id: { name: 'x' },
      category: 'Spur',
    });
    expect(foreign.specs).toBeUndefined();
    expect(foreign.category_id).toBeUndefined();
    expect(foreign.category).toBeUndefined();
    const ours = ProductSchema.parse({
      id: 3,
      title: 'Gear',
      category_id: 1,
      specs: [{ name: 'Module', value: 2, unit: 'mm' }],
      category: { id: 1, name: 'Spur Gears', slug: 'spur-gears' },
    });
    expect(ours.category?.slug).toBe('spur-gears');
  });
});

import { describe, expect, it } from 'vitest';
import { CATALOGUE_LIMITS, CATALOGUE_MESSAGES } from '@gear/contract/catalogue-basics';
import { CatalogueResponseSchema, type Facet } from '@gear/contract/catalogue-search';
import { catalogueCategories, catalogueProducts } from '../../test-utils/catalogue-products.ts';
import {
  buildCatalogueIndex,
  createCatalogueIndexer,
  foldText,
  htmlText,
  readCatalogueQuery,
  searchCatalogue,
  type CatalogueCategory,
  type CatalogueProduct,
} from './catalogue-engine.ts';

const CATEGORIES: CatalogueCategory[] = [
  { id: 1, name: 'Spur Gears', slug: 'spur-gears' },
  { id: 2, name: 'Shafts', slug: 'shafts' },
  { id: 3, name: 'Empty', slug: 'empty' },
];

type Row = NonNullable<CatalogueProduct['specs']>[number];
const row = (name: string, value: Row['value'], unit = ''): Row => ({ name, value, unit });

function product(
  id: number,
  title: string,
  specs: Row[],
  category: number | null = 1,
  description = `<p>${title}</p>`,
): CatalogueProduct {
  return { id, title, description, category_id: category, specs };
}

/** Spur gears and shafts as an owner would type them. */
const PRODUCTS: CatalogueProduct[] = [
  product(1, 'Spur gear m2', [
    row('Module', 2, 'mm'),
    row('Material', 'EN-19, EN-8'),
    row('Hardness', { min: 58, max: 62 }, 'HRC'),
  ]),
  product(2, 'Spur gear family', [
    row('Module', { min: 1, max: 12 }, 'mm'),
    row('Material', 'EN-19, 20MnCr5'),
    row('Hardness', { min: 50, max: 55 }, 'HRC'),
  ]),
  product(3, 'Spur gear m4', [
    row('Module', 4, 'mm'),
    row('Material', 'en-8'),
    row('Hardness', 45, 'HRC'),
  ]),
  // 0.25 cm is 2.5 mm.
  product(4, 'Ring gear', [
    row('module', 0.25, 'cm'),
    row('Material', '20MnCr5'),
    row('Hardness', { min: 50, max: 55 }, 'HRC'),
  ]),
  product(5, 'Pinion without specifications', []),
  product(
    6,
    'Spline shaft',
    [row('Length', { min: 100, max: 1200 }, 'mm'), row('Material', 'EN-19')],
    2,
  ),
  product(7, 'Loose part', [row('Module', 3, 'mm')], null),
];

const index = buildCatalogueIndex(PRODUCTS, CATEGORIES);
const search = (query: string, products = index) =>
  searchCatalogue(products, readCatalogueQuery(query));

function facet(answer: { facets: Facet[] }, key: string): Facet {
  const found = answer.facets.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no facet ${key} in ${answer.facets.map((f) => f.key).join(', ')}`);
  return found;
}

function options(answer: { facets: Facet[] }, key: string): Record<string, number> {
  const found = facet(answer, key);
  if (found.kind !== 'choice') throw new Error(`${key} is a range`);
  return Object.fromEntries(found.options.map((option) => [option.value, option.count]));
}

describe('searchCatalogue: scope and chips', () => {
  it('answers every product in list order, the chips in the owner order, no category', () => {
    const answer = search('');
    expect(answer.ids).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(answer.total).toBe(7);
    expect(answer.category).toBeNull();
    expect(answer.categories).toEqual([
      { id: 1, name: 'Spur Gears', slug: 'spur-gears', count: 5 },
      { id: 2, name: 'Shafts', slug: 'shafts', count: 1 },
      { id: 3, name: 'Empty', slug: 'empty', count: 0 },
    ]);
    expect(CatalogueResponseSchema.safeParse(answer).success).toBe(true);
  });

  it('narrows to a category by its slug', () => {
    const answer = search('category=spur-gears');
    expect(answer.ids).toEqual([1, 2, 3, 4, 5]);
    expect(answer.category).toEqual({ id: 1, name: 'Spur Gears', slug: 'spur-gears' });
  });

  it('answers an unknown category with nothing, but still the chips', () => {
    const answer = search('category=bevel-gears&module=2..3');
    expect(answer).toMatchObject({ ids: [], total: 0, category: null, facets: [] });
    expect(answer.categories.map((chip) => chip.slug)).toEqual(['spur-gears', 'shafts', 'empty']);
    expect(CatalogueResponseSchema.safeParse(answer).success).toBe(true);
  });

  it('needs every word of q, in the title, the description text or a specification', () => {
    expect(search('q=spur+GEAR').ids).toEqual([1, 2, 3]);
    expect(search('q=gear+20mncr5').ids).toEqual([2, 4]);
    // A range is found as typed with a hyphen, whatever dash it is shown with.
    expect(search('q=58-62').ids).toEqual([1]);
    expect(search('q=spur+shaft').ids).toEqual([]);
    // The chips count the search only, whatever the category and filters.
    const chips = search('category=shafts&q=en-19&material=EN-8').categories;
    expect(chips.map((chip) => chip.count)).toEqual([2, 1, 0]);
  });

  it('reads the description as text: tags are no words, entities are decoded, accents fold', () => {
    const products = buildCatalogueIndex(
      [
        product(1, 'Zahnräder', [], 1, '<p class="strong">Hobbed &amp; ground<br>EN&#45;19</p>'),
        product(2, 'Gear', [], 1, '<p>Plain</p>'),
      ],
      CATEGORIES,
    );
    expect(search('q=zahnrader', products).ids).toEqual([1]);
    expect(search('q=hobbed+%26+ground', products).ids).toEqual([1]);
    expect(search('q=EN-19', products).ids).toEqual([1]);
    expect(search('q=strong', products).ids).toEqual([]);
    expect(search('q=class', products).ids).toEqual([]);
  });
});

describe('searchCatalogue: facets', () => {
  it('makes numeric specifications ranges in their commonest unit, converting mm and cm', () => {
    const module = facet(search('category=spur-gears'), 'module');
    // 0.25 cm counts as 2.5 mm; the name is the commonest spelling.
    expect(module).toEqual({
      kind: 'range',
      key: 'module',
      name: 'Module',
      unit: 'mm',
      min: 1,
      max: 12,
      count: 4,
    });
    expect(facet(search('category=spur-gears'), 'hardness')).toMatchObject({
      kind: 'range',
      unit: 'HRC',
      min: 45,
      max: 62,
      count: 4,
    });
  });

  it('makes text a choice: each alternative once, ignoring case, the commonest spelling, commonest first (ties in natural order)', () => {
    expect(options(search('category=spur-gears'), 'material')).toEqual({
      'EN-19': 2,
      'EN-8': 2,
      '20MnCr5': 2,
    });
    const material = facet(search('category=spur-gears'), 'material');
    expect(material.kind === 'choice' && material.options.map((option) => option.value)).toEqual([
      '20MnCr5',
      'EN-8',
      'EN-19',
    ]);
    expect(material.count).toBe(4);
  });

  it('offers no filter where there is nothing to choose', () => {
    const products = buildCatalogueIndex(
      [
        product(1, 'A', [row('Pressure angle', 20, '°'), row('Finish', 'Black oxide')]),
        product(2, 'B', [row('Pressure angle', 20, '°'), row('Finish', 'black  oxide')]),
      ],
      CATEGORIES,
    );
    expect(search('', products).facets).toEqual([]);
  });

  it('makes numbers whose units do not convert a choice', () => {
    const products = buildCatalogueIndex(
      [
        product(1, 'A', [row('Hardness', { min: 58, max: 62 }, 'HRC')]),
        product(2, 'B', [row('Hardness', { min: 500, max: 600 }, 'HV')]),
        product(3, 'C', [row('Hardness', { min: 58, max: 62 }, 'hrc')]),
      ],
      CATEGORIES,
    );
    // Each choice names its unit; the filter has none of its own.
    const hardness = facet(search('', products), 'hardness');
    expect(hardness).toMatchObject({ kind: 'choice', unit: '', count: 3 });
    expect(options(search('', products), 'hardness')).toEqual({
      '58-62 HRC': 2,
      '500-600 HV': 1,
    });
    expect(search('hardness=58-62+hrc', products).ids).toEqual([1, 3]);
    expect(search('hardness=500%E2%80%93600+HV', products).ids).toEqual([2]);
  });

  it('offers at most maxFacets filters, the ones most products have first', () => {
    const specs = (count: number) =>
      Array.from({ length: count }, (_, i) => row(`Spec ${String(i + 1)}`, { min: 1, max: i + 2 }));
    const products = buildCatalogueIndex(
      [product(1, 'A', specs(20)), product(2, 'B', specs(15)), product(3, 'C', specs(3))],
      CATEGORIES,
    );
    const keys = search('', products).facets.map((f) => f.key);
    expect(keys).toHaveLength(CATALOGUE_LIMITS.maxFacets);
    expect(keys.slice(0, 3)).toEqual(['spec-1', 'spec-2', 'spec-3']);
    expect(keys).not.toContain('spec-16');
  });

  it('offers at most maxFacetOptions choices, the commonest first, and keeps a chosen one', () => {
    const products = buildCatalogueIndex(
      Array.from({ length: 40 }, (_, i) =>
        product(i + 1, `Gear ${String(i)}`, [
          row('Material', i < 5 ? 'EN-19' : `Steel ${String(i)}`),
        ]),
      ),
      CATEGORIES,
    );
    const material = facet(search('', products), 'material');
    expect(material.kind === 'choice' && material.options.length).toBe(
      CATALOGUE_LIMITS.maxFacetOptions,
    );
    expect(material.kind === 'choice' && material.options[0]).toEqual({ value: 'EN-19', count: 5 });
    const chosen = facet(search('material=steel+39', products), 'material');
    expect(chosen.kind === 'choice' && chosen.options.at(-1)).toEqual({
      value: 'Steel 39',
      count: 1,
    });
  });
});

describe('searchCatalogue: filters', () => {
  it('matches a range by overlap, in the facet unit, either end open', () => {
    expect(search('category=spur-gears&module=2..3').ids).toEqual([1, 2, 4]);
    expect(search('category=spur-gears&module=2.6..3.5').ids).toEqual([2]);
    expect(search('category=spur-gears&module=4..').ids).toEqual([2, 3]);
    expect(search('category=spur-gears&module=..2').ids).toEqual([1, 2]);
    // Backwards ends are read the right way round.
    expect(search('category=spur-gears&module=3..2').ids).toEqual([1, 2, 4]);
    // Touching ends overlap.
    expect(search('category=spur-gears&hardness=55..58').ids).toEqual([1, 2, 4]);
    // Without the specification, a product never matches (5 has no specifications).
    expect(search('category=spur-gears&module=..100').ids).not.toContain(5);
  });

  it('matches choices ignoring case; values of one key OR, different keys AND', () => {
    expect(search('category=spur-gears&material=en-19').ids).toEqual([1, 2]);
    expect(search('category=spur-gears&material=EN-8&material=20mncr5').ids).toEqual([1, 2, 3, 4]);
    expect(search('category=spur-gears&material=EN-8&module=..3').ids).toEqual([1]);
    expect(search('category=spur-gears&material=unobtainium').ids).toEqual([]);
  });

  it('counts each facet with every other filter on, never its own', () => {
    const answer = search('category=spur-gears&material=EN-19&module=2..3');
    expect(answer.ids).toEqual([1, 2]);
    // Material counted with the module filter only: products 1, 2 and 4.
    expect(options(answer, 'material')).toEqual({ 'EN-19': 2, 'EN-8': 1, '20MnCr5': 2 });
    // Module counted with the material filter only: products 1 and 2.
    expect(facet(answer, 'module')).toMatchObject({ min: 1, max: 12, count: 2 });
    // Hardness (no filter of its own) counted over the matches.
    expect(facet(answer, 'hardness')).toMatchObject({ min: 50, max: 62, count: 2 });
  });

  it('keeps a range facet on its scale when the other filters leave it nothing', () => {
    const answer = search('category=spur-gears&material=unobtainium');
    expect(facet(answer, 'module')).toMatchObject({ min: 1, max: 12, count: 0 });
  });

  it('ignores parameters that are no filter and values that do not fit their filter', () => {
    const all = [1, 2, 3, 4, 5];
    for (const query of [
      'utm_source=mail&fbclid=x',
      'module=abc',
      'module=EN-19',
      'module=1e999..',
      'module=..',
      'material=2..3',
      'length=1..2',
      'constructor=x',
      'toString=x&valueOf=1..2&hasOwnProperty=y',
      '__proto__=x&__proto__[module]=2..3',
      'q[]=x&category[]=shafts',
      'module[min]=2&material[]=EN-19',
      '%E2%82%AC=1&module=%ZZ',
    ]) {
      expect.soft(search(`category=spur-gears&${query}`).ids, query).toEqual(all);
    }
  });

  it('keeps its answer shape whatever the input', () => {
    for (const query of [
      '',
      'category=',
      'q=%00%01',
      'category=%F0%9F%92%A5&q=%F0%9F%92%A5',
      'material=%00',
    ]) {
      expect.soft(CatalogueResponseSchema.safeParse(search(query)).success, query).toBe(true);
    }
  });
});

describe('readCatalogueQuery', () => {
  it('refuses more than maxParams parameters, a long search and a long filter value', () => {
    const many = Array.from(
      { length: CATALOGUE_LIMITS.maxParams + 1 },
      (_, i) => `k${String(i)}=1`,
    );
    expect(() => readCatalogueQuery(many.join('&'))).toThrow(CATALOGUE_MESSAGES.tooManyFilters);
    expect(() => readCatalogueQuery(many.slice(1).join('&'))).not.toThrow();
    const q = 'x'.repeat(CATALOGUE_LIMITS.searchMax);
    expect(() => readCatalogueQuery(`q=${q}`)).not.toThrow();
    expect(() => readCatalogueQuery(`q=${q}x`)).toThrow(CATALOGUE_MESSAGES.searchTooLong);
    const value = 'x'.repeat(CATALOGUE_LIMITS.filterValueMax);
    expect(() => readCatalogueQuery(`material=${value}`)).not.toThrow();
    expect(() => readCatalogueQuery(`material=${value}x`)).toThrow(
      CATALOGUE_MESSAGES.filterTooLong,
    );
    expect(() => readCatalogueQuery(`category=${value}x`)).toThrow(
      CATALOGUE_MESSAGES.filterTooLong,
    );
    expect(() => readCatalogueQuery(`utm_source=${value}x`)).toThrow(
      CATALOGUE_MESSAGES.filterTooLong,
    );
  });

  it('reads repeated values in order and gives prototype names no special meaning', () => {
    const state = readCatalogueQuery('material=EN-19&constructor=x&material=EN-8&q=+hub+');
    expect(state.q).toBe('hub');
    expect(state.filters.material).toEqual(['EN-19', 'EN-8']);
    expect(state.filters.constructor).toEqual(['x']);
    expect(Object.hasOwn(state.filters, 'toString')).toBe(false);
  });
});

describe('text helpers', () => {
  it('htmlText drops tags and decodes entities, in linear time on unclosed tags', () => {
    const text = htmlText('<p>A&amp;B</p><ul><li>x&#x2013;y</li><li>&nbsp;&bogus;</li></ul>');
    expect(text.replace(/\s+/g, ' ').trim()).toBe('A&B x–y &bogus;');
    expect(htmlText('<li>one</li><li>two</li>')).toMatch(/one\s+two/);
    const started = performance.now();
    htmlText('<'.repeat(200_000));
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('foldText folds case, accents, dashes and spaces', () => {
    expect(foldText('  Zahnräder\u00a0 58–62 HRC ')).toBe('zahnrader 58-62 hrc');
  });
});

describe('the indexer', () => {
  it('reads again only what changed, and answers the same index when nothing did', () => {
    const products = catalogueProducts(50);
    const indexer = createCatalogueIndexer();
    const first = indexer(products, catalogueCategories());
    expect(indexer(products, catalogueCategories())).toBe(first);
    const renamed = products.map((p) =>
      p.id === 3 ? { ...p, title: 'Renamed hub', updated_at: '2026-02-01T00:00:00.000Z' } : p,
    );
    const second = indexer(renamed, catalogueCategories());
    expect(second).not.toBe(first);
    expect(searchCatalogue(second, readCatalogueQuery('q=renamed+hub')).ids).toEqual([3]);
    expect(second.products[0]).toBe(first.products[0]);
    const recategorised = catalogueCategories().map((c) =>
      c.id === 1 ? { ...c, slug: 'spur' } : c,
    );
    const third = indexer(renamed, recategorised);
    expect(searchCatalogue(third, readCatalogueQuery('category=spur')).category?.slug).toBe('spur');
  });
});

/** Median and worst of `runs` calls of `fn`, in ms (`prepare` runs before each, untimed). */
function timings(
  runs: number,
  fn: (run: number) => void,
  prepare: () => void = () => undefined,
): { median: number; worst: number } {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    prepare();
    const started = performance.now();
    fn(run);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(runs / 2)] ?? 0, worst: times.at(-1) ?? 0 };
}

/** Addresses a visitor makes: all, a category, filters, a search with filters. */
const QUERIES = [
  '',
  'category=spur-gears',
  'category=spur-gears&module=2..3&material=EN-19',
  'q=en-19+teeth&module=2..&material=EN-8&material=EN-24&hardness=50..52',
  'material=EN-19&accuracy-grade=DIN+6&pressure-angle=..20&outside-diameter=100..400',
  'category=shafts&q=hardened&face-width=20..60',
  'category=gearboxes&number-of-teeth=40..80&heat-treatment=Nitrided',
];
const query = (run: number) => readCatalogueQuery(QUERIES[run % QUERIES.length] ?? '');
const figure = ({ median, worst }: { median: number; worst: number }) =>
  `median ${median.toFixed(2)} ms, worst ${worst.toFixed(2)} ms`;

describe.each([1_000, 10_000])('at %i products', (count) => {
  it('answers a search well under 50 ms', () => {
    const products = catalogueProducts(count);
    const categories = catalogueCategories();
    const build = timings(3, () => buildCatalogueIndex(products, categories));
    const index = buildCatalogueIndex(products, categories);
    // The first call on new data: the scope's filters are planned too.
    const cold = timings(
      20,
      (run) => searchCatalogue(index, query(run)),
      () => {
        index.scopes.clear();
      },
    );
    // Later calls: another filter in a category or search asked for before.
    for (let run = 0; run < QUERIES.length; run += 1) searchCatalogue(index, query(run));
    const warm = timings(20, (run) => searchCatalogue(index, query(run)));
    console.info(
      `Catalogue search at ${String(count)} products: index ${figure(build)}; first call on new data ${figure(cold)}; later calls ${figure(warm)}`,
    );
    expect(warm.median).toBeLessThan(50);
    // Generous for a loaded test machine; the figures above are what counts.
    expect(cold.median).toBeLessThan(100);
  });
});

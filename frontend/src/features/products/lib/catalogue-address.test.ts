import { readCatalogueState } from '@gear/contract/catalogue-basics';
import { describe, expect, it } from 'vitest';
import { rawAnswer } from '@/test/raw-answer';
import {
  activeFilterCount,
  filterLabel,
  isUnknownCategoryAnswer,
  normalizeSubmittedQuery,
  stateFromSubmitted,
  withoutFilter,
} from './catalogue-address';
import { catalogueApiPath, catalogueHref, categoryHref } from './catalogue-links';

const state = (query: string) => readCatalogueState(new URLSearchParams(query));

describe('the catalogue address', () => {
  it('is the page’s own query, in a stable order, and the same query goes to the API', () => {
    const address = state('material=EN-8&q=hub&category=spur-gears&module=2..3&material=EN-19');
    expect(catalogueHref(address)).toBe(
      '/product?category=spur-gears&q=hub&material=EN-8&material=EN-19&module=2..3',
    );
    expect(catalogueApiPath(address)).toBe(
      '/api/catalogue?category=spur-gears&q=hub&material=EN-8&material=EN-19&module=2..3',
    );
    expect(catalogueHref(state(''))).toBe('/product');
    expect(catalogueApiPath(state(''))).toBe('/api/catalogue');
    expect(categoryHref('spur-gears', 'hub gear')).toBe('/product?category=spur-gears&q=hub+gear');
    expect(categoryHref('')).toBe('/product');
  });

  it('removes one filter value, and counts what is active', () => {
    const address = state('module=2..3&material=EN-19&material=EN-8');
    expect(activeFilterCount(address)).toBe(3);
    expect(catalogueHref(withoutFilter(address, 'material', 'EN-19'))).toBe(
      '/product?material=EN-8&module=2..3',
    );
    expect(catalogueHref(withoutFilter(address, 'module', '2..3'))).toBe(
      '/product?material=EN-19&material=EN-8',
    );
  });

  it.each([
    ['module.from=2&module.to=3', '/product?module=2..3'],
    ['module.from=2&module.to=', '/product?module=2..'],
    ['module.from=&module.to=3.5', '/product?module=..3.5'],
    ['module.from=5&module.to=2', '/product?module=2..5'],
    ['module.from=&module.to=&q=', '/product'],
    ['module.from=abc&module.to=3', '/product?module=..3'],
    [
      'category=spur-gears&q=hub&module.from=1&module.to=2&material=EN-19&material=EN-8',
      '/product?category=spur-gears&q=hub&material=EN-19&material=EN-8&module=1..2',
    ],
  ])('a form sent without JavaScript, %s, stands for %s', (query, href) => {
    expect(normalizeSubmittedQuery(new URLSearchParams(query))).toBe(href);
    expect(catalogueHref(stateFromSubmitted(new URLSearchParams(query)))).toBe(href);
  });

  it('leaves an address without range fields as it is', () => {
    expect(normalizeSubmittedQuery(new URLSearchParams('module=2..3&q='))).toBeNull();
  });

  it('names filters as a reader says them', () => {
    const module = { kind: 'range', name: 'Module', unit: 'mm' } as const;
    const angle = { kind: 'range', name: 'Pressure angle', unit: '°' } as const;
    const material = { kind: 'choice', name: 'Material', unit: '' } as const;
    expect(filterLabel('module', '2..3', module)).toBe('Module 2–3 mm');
    expect(filterLabel('module', '2..', module)).toBe('Module from 2 mm');
    expect(filterLabel('module', '..3', module)).toBe('Module up to 3 mm');
    expect(filterLabel('module', '2..2', module)).toBe('Module 2 mm');
    expect(filterLabel('pressure-angle', '..20', angle)).toBe('Pressure angle up to 20°');
    expect(filterLabel('module', 'big', module)).toBe('Module big');
    expect(filterLabel('material', 'EN-19', material)).toBe('Material EN-19');
    expect(filterLabel('utm-source', 'mail', undefined)).toBe('utm-source: mail');
  });

  it('reads an unknown category from the answer without the schema', () => {
    const unknown = rawAnswer({ ids: [], total: 0, categories: [], category: null, facets: [] });
    const known = rawAnswer({ ids: [], categories: [], category: { slug: 'x' }, facets: [] });
    expect(isUnknownCategoryAnswer(state('category=worm'), unknown)).toBe(true);
    expect(isUnknownCategoryAnswer(state(''), unknown)).toBe(false);
    expect(isUnknownCategoryAnswer(state('category=x'), known)).toBe(false);
    expect(isUnknownCategoryAnswer(state('category=x'), rawAnswer({ error: 'no' }, 404))).toBe(
      false,
    );
    expect(isUnknownCategoryAnswer(state('category=x'), rawAnswer('not json'))).toBe(false);
    expect(isUnknownCategoryAnswer(state('category=x'), undefined)).toBe(false);
  });
});

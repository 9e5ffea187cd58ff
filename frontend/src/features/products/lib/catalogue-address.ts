import {
  CATALOGUE_PARAMS,
  formatRangeFilter,
  formatSpecValue,
  parseRangeFilter,
  readCatalogueState,
  type CatalogueState,
  type RangeFilter,
} from '@gear/contract/catalogue-basics';
import type { RawAnswer } from '@/lib/api-client';
import { catalogueHref } from './catalogue-links';

/*
 * The catalogue page's filters in its address (ADR 0035): removing one, counting them, the filter
 * form sent without JavaScript, and their words. The links themselves: catalogue-links.ts.
 */

/** The state without one filter value (a range filter has one value: the key goes). */
export function withoutFilter(state: CatalogueState, key: string, value: string): CatalogueState {
  const filters: Record<string, string[]> = {};
  for (const [other, values] of Object.entries(state.filters)) {
    const kept = other === key ? values.filter((entry) => entry !== value) : values;
    if (kept.length > 0) filters[other] = kept;
  }
  return { ...state, filters };
}

/** How many filter values the address holds (each chosen text and each range counts one). */
export const activeFilterCount = (state: CatalogueState) =>
  Object.values(state.filters).reduce((sum, values) => sum + values.length, 0);

// ---- the filter form without JavaScript ----

/**
 * The names of a range filter's two number fields in the filter form: `module.from`, `module.to`.
 * A browser without JavaScript submits them as they are; the page's loader turns them into the
 * address's own `module=2..3` (normalizeSubmittedQuery). A dot never appears in a filter key.
 */
export const rangeFieldName = (key: string, end: 'from' | 'to') => `${key}.${end}`;

const RANGE_FIELD = /^([a-z0-9-]{1,80})\.(from|to)$/;

const numberOrUndefined = (text: string | undefined) => {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
};

/**
 * The state a submitted filter form asks for: its fields as an address's query, with each pair of
 * range fields written as one `key=min..max` (either end open; swapped when typed the wrong way
 * round) and empty fields left out.
 */
export function stateFromSubmitted(fields: Iterable<[string, FormDataEntryValue]>): CatalogueState {
  const params = new URLSearchParams();
  const ranges = new Map<string, { from?: string; to?: string }>();
  for (const [name, value] of fields) {
    if (typeof value !== 'string') continue;
    const range = RANGE_FIELD.exec(name);
    if (range?.[1] && range[2]) {
      const ends = ranges.get(range[1]) ?? {};
      ends[range[2] === 'from' ? 'from' : 'to'] = value;
      ranges.set(range[1], ends);
    } else {
      params.append(name, value);
    }
  }
  for (const [key, ends] of ranges) {
    let min = numberOrUndefined(ends.from);
    let max = numberOrUndefined(ends.to);
    if (min === undefined && max === undefined) continue;
    if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
    params.append(key, formatRangeFilter({ min, max }));
  }
  return readCatalogueState(params);
}

/**
 * The address a form submitted without JavaScript should have been: null when the query has no
 * range fields (it already is an address), else the address to redirect to.
 */
export function normalizeSubmittedQuery(params: URLSearchParams): string | null {
  const submitted = [...params.keys()].some((name) => RANGE_FIELD.test(name));
  return submitted ? catalogueHref(stateFromSubmitted(params)) : null;
}

/**
 * Whether the catalogue's answer for `address` says its category does not exist (the page is
 * then a 404). Read without the schema: the server decides the status before the page renders.
 */
export function isUnknownCategoryAnswer(
  address: CatalogueState,
  answer: RawAnswer | undefined,
): boolean {
  if (address.category === '' || !answer?.ok) return false;
  try {
    const body: unknown = JSON.parse(answer.text);
    return (
      typeof body === 'object' &&
      body !== null &&
      'ids' in body &&
      'category' in body &&
      body.category === null
    );
  } catch {
    return false;
  }
}

// ---- words ----

/** A range filter as a reader says it: 'Module 2–3 mm', 'Module from 2 mm', 'Module up to 3 mm'. */
function rangeFilterLabel(name: string, unit: string, range: RangeFilter): string {
  if (range.min !== undefined && range.max !== undefined) {
    return `${name} ${formatSpecValue(range.min === range.max ? range.min : { min: range.min, max: range.max }, unit)}`;
  }
  if (range.min !== undefined) return `${name} from ${formatSpecValue(range.min, unit)}`;
  return `${name} up to ${formatSpecValue(range.max ?? 0, unit)}`;
}

/** One active filter value as its chip says it. `facet` is the filter the answer offers for the key, if any. */
export function filterLabel(
  key: string,
  value: string,
  facet: { kind: 'range' | 'choice'; name: string; unit: string } | undefined,
): string {
  if (!facet) return `${key}: ${value}`;
  if (facet.kind === 'range') {
    const range = parseRangeFilter(value);
    return range ? rangeFilterLabel(facet.name, facet.unit, range) : `${facet.name} ${value}`;
  }
  return `${facet.name} ${formatSpecValue(value, facet.unit)}`;
}

/** The query keys that are not filters, for the forms' hidden fields. */
export const CATEGORY_FIELD = CATALOGUE_PARAMS.category;
export const SEARCH_FIELD = CATALOGUE_PARAMS.search;

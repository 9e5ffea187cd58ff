/*
 * The catalogue's words, limits, units and address format (issue 20), import-free and without
 * zod: the public /product page and the product page need them, and this keeps their chunks small.
 * The schemas that check the same things live in catalogue.ts.
 */

export const CATALOGUE_LIMITS = {
  categoryNameMax: 60,
  categorySlugMax: 60,
  maxCategories: 100,
  maxSpecRows: 40,
  specNameMax: 60,
  specTextMax: 200,
  specUnitMax: 16,
  /** |value| of a numeric specification. */
  specNumberMax: 1e9,
  /** The `specs` field of the product form (JSON), in characters. */
  specsFieldMax: 40 * (60 + 200 + 16 + 64),
  searchMax: 100,
  /** Query parameters a catalogue address may carry (category, q and the filters). */
  maxParams: 30,
  filterValueMax: 100,
  /** Filters shown at most, the ones most products have first. */
  maxFacets: 12,
  /** Options of one choice filter shown at most, the commonest first. */
  maxFacetOptions: 30,
} as const;

/** Query parameters of a catalogue address that are not specification filters. */
export const CATALOGUE_PARAMS = { category: 'category', search: 'q' } as const;

export const CATALOGUE_MESSAGES = {
  categoryAdded: 'Category added successfully!',
  categoryUpdated: 'Category updated successfully!',
  categoryDeleted: 'Category deleted successfully!',
  categoriesReordered: 'Category order saved.',
  categoryNameRequired: 'Please enter a category name.',
  categorySlugInvalid:
    'The web address may use lower-case letters, digits and single hyphens only (e.g. spur-gears).',
  categoryNameTaken: 'A category with this name already exists.',
  categorySlugTaken: 'Another category already uses this web address.',
  categoryNotFound: 'Category not found.',
  categoryLimit: `There can be at most ${String(CATALOGUE_LIMITS.maxCategories)} categories.`,
  categoryNotEmpty: (name: string, count: number) =>
    `Move the ${String(count)} ${count === 1 ? 'product' : 'products'} out of "${name}" before deleting it.`,
  categoryDeleteConfirm: (name: string) => `Delete the category "${name}"?`,
  categoryOrderMismatch: 'The order must list every category exactly once.',
  categoriesFetchFailed: 'Failed to load the categories. Please try again.',
  categorySaveFailed: 'Error saving the category. Please try again.',
  productCategoryUnknown: 'Choose a category from the list.',
  specNameRequired: 'Each specification needs a name.',
  specValueRequired: 'Each specification needs a value.',
  specNameTwice: (name: string) => `"${name}" is listed twice; give each specification once.`,
  specRowsMax: `At most ${String(CATALOGUE_LIMITS.maxSpecRows)} specifications.`,
  specsInvalid: 'The specifications could not be read.',
  searchTooLong: `Search must be at most ${String(CATALOGUE_LIMITS.searchMax)} characters.`,
  tooManyFilters: 'Too many filters in this address.',
  filterTooLong: `A filter value may be at most ${String(CATALOGUE_LIMITS.filterValueMax)} characters.`,
  noMatches: 'No products match these filters.',
  unknownCategory: 'This category is not in the catalogue any more.',
  showAll: 'Show all products',
  clearFilters: 'Clear all filters',
  resultCount: (count: number) =>
    `${count.toLocaleString('en-IN')} ${count === 1 ? 'product' : 'products'}`,
  catalogueFailed: 'Filters are unavailable right now; showing every product.',
} as const;

// ---- units ----

interface UnitInfo {
  /** UN/CEFACT Recommendation 20 common code, where one exists (schema.org unitCode). */
  readonly code?: string;
  /** Units of one dimension convert into each other (factor to the dimension's base unit). */
  readonly dimension: string;
  readonly factor: number;
  /** Written right after the number, without a space (20°). */
  readonly tight?: boolean;
}

/** The units the catalogue knows, by their written symbol. Other units are kept as typed. */
const UNITS: Readonly<Record<string, UnitInfo>> = {
  µm: { code: '4H', dimension: 'length', factor: 0.001 },
  mm: { code: 'MMT', dimension: 'length', factor: 1 },
  cm: { code: 'CMT', dimension: 'length', factor: 10 },
  m: { code: 'MTR', dimension: 'length', factor: 1000 },
  in: { code: 'INH', dimension: 'length', factor: 25.4 },
  '°': { code: 'DD', dimension: 'angle', factor: 1, tight: true },
  g: { code: 'GRM', dimension: 'mass', factor: 0.001 },
  kg: { code: 'KGM', dimension: 'mass', factor: 1 },
  t: { code: 'TNE', dimension: 'mass', factor: 1000 },
  'N·m': { code: 'NU', dimension: 'torque', factor: 1 },
  'kN·m': { dimension: 'torque', factor: 1000 },
  W: { code: 'WTT', dimension: 'power', factor: 0.001 },
  kW: { code: 'KWT', dimension: 'power', factor: 1 },
  HP: { dimension: 'power', factor: 0.7457 },
  rpm: { code: 'RPM', dimension: 'speed', factor: 1 },
  N: { code: 'NEW', dimension: 'force', factor: 1 },
  kN: { dimension: 'force', factor: 1000 },
  bar: { code: 'BAR', dimension: 'pressure', factor: 1 },
  L: { code: 'LTR', dimension: 'volume', factor: 1 },
  HRC: { dimension: 'hardness-hrc', factor: 1 },
  HB: { dimension: 'hardness-hb', factor: 1 },
  HV: { dimension: 'hardness-hv', factor: 1 },
};

/** The known units' symbols (the form's suggestions). */
export const knownUnits = (): string[] => Object.keys(UNITS);

/** Other ways people write the known units. */
const UNIT_ALIASES: Readonly<Record<string, string>> = {
  um: 'µm',
  μm: 'µm',
  micron: 'µm',
  microns: 'µm',
  deg: '°',
  degree: '°',
  degrees: '°',
  nm: 'N·m',
  'n-m': 'N·m',
  'n m': 'N·m',
  'n.m': 'N·m',
  'n*m': 'N·m',
  'n·m': 'N·m',
  knm: 'kN·m',
  'kn-m': 'kN·m',
  'kn·m': 'kN·m',
  'r/min': 'rpm',
  rpm: 'rpm',
  hp: 'HP',
  hrc: 'HRC',
  bhn: 'HB',
  hb: 'HB',
  hv: 'HV',
  kw: 'kW',
  l: 'L',
  ltr: 'L',
  litre: 'L',
  liter: 'L',
};

/** The unit as the catalogue writes it: a known symbol ('Nm' becomes 'N·m'), else as typed. */
export function normalizeUnit(unit: string | null | undefined): string {
  const trimmed = (unit ?? '').trim().replace(/\s+/g, ' ');
  if (trimmed === '' || trimmed in UNITS) return trimmed;
  return UNIT_ALIASES[trimmed.toLowerCase()] ?? trimmed;
}

export const unitCode = (unit: string | null | undefined): string | undefined =>
  UNITS[normalizeUnit(unit)]?.code;

/** How many `to` units one `from` unit is, or null when they do not convert into each other. */
export function unitFactor(from: string, to: string): number | null {
  const a = normalizeUnit(from);
  const b = normalizeUnit(to);
  if (a === b) return 1;
  const infoA = UNITS[a];
  const infoB = UNITS[b];
  if (!infoA || !infoB || infoA.dimension !== infoB.dimension) return null;
  return infoA.factor / infoB.factor;
}

// ---- specification values ----

export interface SpecRange {
  min: number;
  max: number;
}
/** A number, a range of numbers (module 1 to 12), or text (EN-19, or alternatives: EN-19, EN-8). */
export type SpecValue = number | SpecRange | string;
export interface SpecRow {
  name: string;
  value: SpecValue;
  /** '' when the value has none. */
  unit: string;
}

export const SPEC_NUMBER = String.raw`[-+]?(?:\d+(?:\.\d+)?|\.\d+)`;
export const isSpecRange = (value: SpecValue): value is SpecRange => typeof value === 'object';

/**
 * 12 stays 12, 0.1 + 0.2 shows 0.3: rounding noise beyond 12 significant digits dropped. Whole
 * numbers (most values) skip the rounding, which is slow and changes none of them.
 */
export const formatSpecNumber = (value: number) =>
  Number.isSafeInteger(value) ? String(value) : String(Number(value.toPrecision(12)));

/** The value with its unit for reading: '20°', '1–12 mm', '58–62 HRC', 'EN-19'. */
export function formatSpecValue(value: SpecValue, unit: string): string {
  const text = isSpecRange(value)
    ? `${formatSpecNumber(value.min)}–${formatSpecNumber(value.max)}`
    : typeof value === 'number'
      ? formatSpecNumber(value)
      : value;
  const symbol = normalizeUnit(unit);
  if (!symbol) return text;
  return UNITS[symbol]?.tight ? `${text}${symbol}` : `${text} ${symbol}`;
}

// ---- the catalogue address: /product?category=spur-gears&q=hub&module=2..3&material=EN-19 ----

/** A numeric filter: either end may be open (`2..`, `..3`). */
export interface RangeFilter {
  min?: number;
  max?: number;
}

const RANGE_FILTER = new RegExp(`^(${SPEC_NUMBER})?\\.\\.(${SPEC_NUMBER})?$`);

/** `2..3` → {min: 2, max: 3}; null when the text is not a range filter. */
export function parseRangeFilter(text: string): RangeFilter | null {
  const match = RANGE_FILTER.exec(text.trim());
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  const filter: RangeFilter = {};
  if (match[1] !== undefined) filter.min = Number(match[1]);
  if (match[2] !== undefined) filter.max = Number(match[2]);
  return filter;
}

export function formatRangeFilter(filter: RangeFilter): string {
  const end = (value: number | undefined) => (value === undefined ? '' : formatSpecNumber(value));
  return `${end(filter.min)}..${end(filter.max)}`;
}

/** A catalogue address, read: every filter key keeps its values in order. */
export interface CatalogueState {
  category: string;
  q: string;
  /** Specification filters by key: a range (`2..3`) or chosen texts (`EN-19`, repeated). */
  filters: Record<string, string[]>;
}

/** Reads an address's query (unknown keys become filters; the backend ignores those it has not). */
export function readCatalogueState(params: URLSearchParams): CatalogueState {
  // No prototype: `constructor=x` or `toString=x` is a filter key like any other, never Object's.
  const filters: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  const state: CatalogueState = { category: '', q: '', filters };
  for (const [key, raw] of params) {
    const value = raw.trim();
    if (value === '') continue;
    if (key === CATALOGUE_PARAMS.category) state.category = value;
    else if (key === CATALOGUE_PARAMS.search) state.q = value;
    else if (/^[a-z0-9-]{1,80}$/.test(key)) {
      const values = Object.hasOwn(filters, key) ? filters[key] : undefined;
      if (values) values.push(value);
      else filters[key] = [value];
    }
  }
  return state;
}

/** The query of an address (no leading ?), in a stable order: category, q, then filters by key. */
export function catalogueQuery(state: CatalogueState): string {
  const params = new URLSearchParams();
  if (state.category) params.set(CATALOGUE_PARAMS.category, state.category);
  if (state.q.trim()) params.set(CATALOGUE_PARAMS.search, state.q.trim());
  for (const key of Object.keys(state.filters).sort()) {
    for (const value of state.filters[key] ?? [])
      if (value.trim()) params.append(key, value.trim());
  }
  return params.toString();
}

/** Whether an address narrows the catalogue beyond a category (a search or a filter). */
export const isNarrowed = (state: CatalogueState) =>
  state.q.trim() !== '' || Object.keys(state.filters).length > 0;

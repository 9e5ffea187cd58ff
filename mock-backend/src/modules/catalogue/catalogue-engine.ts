import {
  CATALOGUE_LIMITS,
  CATALOGUE_MESSAGES,
  CATALOGUE_PARAMS,
  formatSpecValue,
  isSpecRange,
  normalizeUnit,
  parseRangeFilter,
  readCatalogueState,
  unitFactor,
  type CatalogueState,
  type SpecValue,
} from '@gear/contract/catalogue-basics';
import { specChoices, specKey } from '@gear/contract/catalogue-input';
import type {
  CatalogueResponse,
  ChoiceFacet,
  Facet,
  RangeFacet,
} from '@gear/contract/catalogue-search';

/*
 * The catalogue search (issue 20, ADR 0035), pure: the products and categories of one store
 * snapshot are indexed once (buildCatalogueIndex, or createCatalogueIndexer for one snapshot
 * after another), then each address is answered from the index (searchCatalogue). No I/O, no
 * clock, no Express; the index's memos change no answer. The service caches and queues, the
 * router speaks HTTP.
 */

// ---- inputs ----

interface CatalogueSpecRow {
  readonly name: string;
  readonly value: SpecValue;
  readonly unit: string;
}

/** What the engine reads of a product (a stored product fits). */
export interface CatalogueProduct {
  readonly id: number;
  readonly title: string;
  /** Sanitized HTML. */
  readonly description: string;
  readonly category_id?: number | null | undefined;
  readonly specs?: readonly CatalogueSpecRow[] | undefined;
  /** When it last changed (stored products have it): unchanged products are not read again. */
  readonly updated_at?: string | undefined;
}

/** What the engine reads of a category (a stored category fits); in the owner's order. */
export interface CatalogueCategory {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
}

// ---- reading an address ----

/** A catalogue address the API refuses (400 with this message). */
export class CatalogueQueryError extends Error {
  override name = 'CatalogueQueryError';
}

/**
 * The raw query string (no leading `?` needed) read as the /product page reads it, after the
 * API's limits: at most maxParams parameters, `q` at most searchMax characters, every other value
 * at most filterValueMax. Anything else odd (`q[]=x`, `__proto__=x`, keys that are no filter) is
 * left for searchCatalogue to ignore.
 */
export function readCatalogueQuery(query: string): CatalogueState {
  const params = new URLSearchParams(query);
  let count = 0;
  for (const [key, value] of params) {
    count += 1;
    if (count > CATALOGUE_LIMITS.maxParams)
      throw new CatalogueQueryError(CATALOGUE_MESSAGES.tooManyFilters);
    const length = value.trim().length;
    if (key === CATALOGUE_PARAMS.search) {
      if (length > CATALOGUE_LIMITS.searchMax)
        throw new CatalogueQueryError(CATALOGUE_MESSAGES.searchTooLong);
    } else if (length > CATALOGUE_LIMITS.filterValueMax) {
      throw new CatalogueQueryError(CATALOGUE_MESSAGES.filterTooLong);
    }
  }
  return readCatalogueState(params);
}

// ---- text ----

/** Anything but printable ASCII, tab and line breaks. */
const NON_ASCII = /[^\t\n\r -~]/;
const DASHES = /[\u2010-\u2015\u2212]/g;
/** The combining accents NFKD leaves (é → e + U+0301). */
const MARKS = /[\u0300-\u036f]/g;

/** Case, accents and dash variants folded (ASCII text, most of it, takes the short way). */
function fold(text: string): string {
  return NON_ASCII.test(text)
    ? text.normalize('NFKD').toLowerCase().replace(MARKS, '').replace(DASHES, '-')
    : text.toLowerCase();
}

/** Text as the search compares it: accents, case and dash variants folded, spaces single. */
export function foldText(text: string): string {
  return fold(text).replace(/\s+/g, ' ').trim();
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  deg: '°',
  micro: 'µ',
  times: '×',
  plusmn: '±',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  hellip: '…',
};

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith('#')) {
    const hex = body[1] === 'x' || body[1] === 'X';
    const code = hex ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff
      ? String.fromCodePoint(code)
      : entity;
  }
  const name = body.toLowerCase();
  return Object.hasOwn(NAMED_ENTITIES, name) ? (NAMED_ENTITIES[name] ?? entity) : entity;
}

/**
 * The text a visitor reads in a description: tags dropped (each a word break), entities decoded.
 * One pass over the input (an unanchored tag pattern retries at every unclosed `<`).
 */
export function htmlText(html: string): string {
  const parts: string[] = [];
  let index = 0;
  while (index < html.length) {
    const open = html.indexOf('<', index);
    const close = open === -1 ? -1 : html.indexOf('>', open + 1);
    if (close === -1) {
      parts.push(html.slice(index));
      break;
    }
    parts.push(html.slice(index, open), ' ');
    index = close + 1;
  }
  const text = parts.join('');
  return text.includes('&')
    ? text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, decodeEntity)
    : text;
}

// ---- the index ----

interface IndexedRow {
  /** The specification's key (specKey of its name) as a number of this index. */
  readonly keyId: number;
  readonly name: string;
  /** Normalised. */
  readonly unit: string;
  /** A number or range: its ends (a number is both). NaN for text. */
  readonly lo: number;
  readonly hi: number;
  readonly value: SpecValue;
  /** What it offers to a choice filter (choicesOf): text's at once, a number's when asked. */
  offers: Choices | null;
  /** The same with the unit (offersOf), when asked. */
  offersWithUnit: Choices | null;
}

/** Choices of one value, each once (ignoring case): their ids and as written. */
interface Choices {
  readonly ids: readonly number[];
  readonly written: readonly string[];
}

interface IndexedProduct {
  readonly id: number;
  readonly categoryId: number | null;
  /** Title, description text and specifications, folded. */
  readonly text: string;
  /** One row per key (the first, should two names share a key), in the owner's order. */
  readonly rows: readonly IndexedRow[];
}

/** What one scope (category and words) offers; the filters only change the counting. */
interface Scope {
  readonly products: readonly IndexedProduct[];
  readonly plans: readonly FacetPlan[];
}

export interface CatalogueIndex {
  readonly products: readonly IndexedProduct[];
  readonly categories: readonly CatalogueCategory[];
  readonly bySlug: ReadonlyMap<string, CatalogueCategory>;
  /** Each category's products, in list order. */
  readonly byCategory: ReadonlyMap<number, readonly IndexedProduct[]>;
  readonly words: Dictionary;
  /** The last scopes asked for (a memo: filters change more often than the scope). */
  readonly scopes: Map<string, Scope>;
}

const SCOPES_KEPT = 64;
const FOLDS_KEPT = 100_000;

/** Names, keys and choices, each read once and numbered (shared by an indexer's indexes). */
class Dictionary {
  readonly keys: string[] = [];
  readonly choiceKeys: string[] = [];
  private readonly keyIds = new Map<string, number>();
  private readonly nameKeys = new Map<string, number>();
  private readonly names = new Map<string, string>();
  private readonly units = new Map<string, string>();
  private readonly choiceIds = new Map<string, number>();
  private readonly texts = new Map<string, Choices>();
  private readonly folded = new Map<string, string>();

  /** fold() of a short text that repeats (a row's name and value): NFKD is slow, once is enough. */
  foldRow(text: string): string {
    if (!NON_ASCII.test(text)) return text.toLowerCase();
    let folded = this.folded.get(text);
    if (folded === undefined) {
      folded = fold(text);
      if (this.folded.size >= FOLDS_KEPT) this.folded.clear();
      this.folded.set(text, folded);
    }
    return folded;
  }

  keyOf(name: string): number {
    let id = this.nameKeys.get(name);
    if (id === undefined) {
      const key = specKey(name);
      id = this.keyIds.get(key);
      if (id === undefined) {
        id = this.keys.length;
        this.keys.push(key);
        this.keyIds.set(key, id);
      }
      this.nameKeys.set(name, id);
    }
    return id;
  }

  /** A name as shown: single spaces. */
  nameOf(name: string): string {
    let shown = this.names.get(name);
    if (shown === undefined) {
      shown = name.trim().replace(/\s+/g, ' ');
      this.names.set(name, shown);
    }
    return shown;
  }

  unitOf(unit: string): string {
    let normal = this.units.get(unit);
    if (normal === undefined) {
      normal = normalizeUnit(unit);
      this.units.set(unit, normal);
    }
    return normal;
  }

  /** The choices a value offers (texts repeat across products: each is split once). */
  choicesOf(value: SpecValue): Choices {
    const cached = typeof value === 'string' ? this.texts.get(value) : undefined;
    if (cached) return cached;
    const choices = this.choicesFrom(specChoices(value));
    if (typeof value === 'string') this.texts.set(value, choices);
    return choices;
  }

  /** Choices from their texts: numbered by their folded form, each once. */
  choicesFrom(texts: readonly string[]): Choices {
    const ids: number[] = [];
    const written: string[] = [];
    for (const choice of texts) {
      const folded = foldText(choice);
      if (folded === '') continue;
      let id = this.choiceIds.get(folded);
      if (id === undefined) {
        id = this.choiceKeys.length;
        this.choiceKeys.push(folded);
        this.choiceIds.set(folded, id);
      }
      if (ids.includes(id)) continue;
      ids.push(id);
      written.push(choice);
    }
    return { ids, written };
  }

  /** The id of a folded choice, or -1 when no product offers it. */
  choiceIdOf(folded: string): number {
    return this.choiceIds.get(folded) ?? -1;
  }
}

/**
 * What a row offers to a choice filter. `withUnit`: the filter's rows have different units
 * (58–62 HRC beside 500–600 HV), so each choice carries its own.
 */
function offersOf(row: IndexedRow, words: Dictionary, withUnit: boolean): Choices {
  if (withUnit) {
    row.offersWithUnit ??= words.choicesFrom(
      specChoices(row.value).map((choice) =>
        row.unit ? formatSpecValue(choice, row.unit) : choice,
      ),
    );
    return row.offersWithUnit;
  }
  row.offers ??= words.choicesOf(row.value);
  return row.offers;
}

function indexProduct(product: CatalogueProduct, words: Dictionary): IndexedProduct {
  const rows: IndexedRow[] = [];
  let text = `${fold(product.title)}\n${fold(htmlText(product.description))}`;
  for (const row of product.specs ?? []) {
    const value = row.value;
    text += `\n${words.foldRow(`${row.name} ${formatSpecValue(value, row.unit)}`)}`;
    const keyId = words.keyOf(row.name);
    if (rows.some((other) => other.keyId === keyId)) continue;
    const range = isSpecRange(value) ? value : null;
    const number = typeof value === 'number' ? value : null;
    rows.push({
      keyId,
      name: words.nameOf(row.name),
      unit: words.unitOf(row.unit),
      lo: number ?? range?.min ?? Number.NaN,
      hi: number ?? range?.max ?? Number.NaN,
      value,
      offers: typeof value === 'string' ? words.choicesOf(value) : null,
      offersWithUnit: null,
    });
  }
  return {
    id: product.id,
    categoryId: typeof product.category_id === 'number' ? product.category_id : null,
    // Words are looked up one by one, so line breaks and double spaces do no harm.
    text,
    rows,
  };
}

/**
 * What tells an unchanged product: every change through the API moves updated_at, and the
 * lengths and category are thrown in. Without updated_at a product is always read again.
 */
const fingerprintOf = (product: CatalogueProduct): string | null =>
  product.updated_at === undefined
    ? null
    : [
        product.updated_at,
        product.category_id ?? '',
        product.title.length,
        product.description.length,
        product.specs?.length ?? 0,
      ].join('|');

const sameCategories = (a: readonly CatalogueCategory[], b: readonly CatalogueCategory[]) =>
  a.length === b.length &&
  a.every((category, position) => {
    const other = b[position];
    return (
      other !== undefined &&
      category.id === other.id &&
      category.name === other.name &&
      category.slug === other.slug
    );
  });

/**
 * Indexes snapshots one after the other: a product unchanged since the last snapshot keeps its
 * entry, and when nothing the catalogue reads has changed (a lead was stored) the last index,
 * with its memo of scopes, is answered again.
 */
export function createCatalogueIndexer(): (
  products: readonly CatalogueProduct[],
  categories: readonly CatalogueCategory[],
) => CatalogueIndex {
  const words = new Dictionary();
  let known = new Map<number, { print: string; entry: IndexedProduct }>();
  let last: CatalogueIndex | null = null;
  return (products, categories) => {
    const next = new Map<number, { print: string; entry: IndexedProduct }>();
    let unchanged = last?.products.length === products.length;
    const indexed = products.map((product, position) => {
      const print = fingerprintOf(product);
      const before = print === null ? undefined : known.get(product.id);
      const entry = before?.print === print ? before.entry : indexProduct(product, words);
      if (print !== null) next.set(product.id, { print, entry });
      if (last?.products[position] !== entry) unchanged = false;
      return entry;
    });
    known = next;
    if (last && unchanged && sameCategories(last.categories, categories)) return last;
    const byCategory = new Map<number, IndexedProduct[]>();
    for (const product of indexed) {
      if (product.categoryId === null) continue;
      const list = byCategory.get(product.categoryId);
      if (list) list.push(product);
      else byCategory.set(product.categoryId, [product]);
    }
    const copies = categories.map(({ id, name, slug }) => ({ id, name, slug }));
    last = {
      products: indexed,
      categories: copies,
      bySlug: new Map(copies.map((category) => [category.slug, category])),
      byCategory,
      words,
      scopes: new Map(),
    };
    return last;
  };
}

/** Index one snapshot's products (in list order) and categories (in the owner's order). */
export function buildCatalogueIndex(
  products: readonly CatalogueProduct[],
  categories: readonly CatalogueCategory[],
): CatalogueIndex {
  return createCatalogueIndexer()(products, categories);
}

// ---- facets ----

/** 12 digits: 2 cm is 20 mm, not 20.000000000000004. */
const tidy = (value: number) => Number(value.toPrecision(12));

/** a ≤ b, forgiving the last digits a unit conversion may change. */
const atMost = (a: number, b: number) => a <= b || a - b <= 1e-9 * Math.max(1, Math.abs(b));

/** The commonest key of a tally; a tie goes to the one seen first. */
function commonest<K>(tally: ReadonlyMap<K, number>, fallback: K): K {
  let best = fallback;
  let bestCount = -1;
  for (const [value, count] of tally) {
    if (count > bestCount) {
      best = value;
      bestCount = count;
    }
  }
  return best;
}

function add<K>(tally: Map<K, number>, value: K): void {
  tally.set(value, (tally.get(value) ?? 0) + 1);
}

interface FacetPlan {
  readonly keyId: number;
  readonly key: string;
  readonly name: string;
  readonly unit: string;
  readonly kind: 'range' | 'choice';
  /** Products of the scope that have it. */
  readonly products: number;
  /** range: each unit's factor into the facet's unit. */
  readonly factors: ReadonlyMap<string, number>;
  /** range: over the whole scope (shown when the other filters leave none). */
  readonly min: number;
  readonly max: number;
  /** choice: choice id → its commonest spelling in the scope. */
  readonly spellings: ReadonlyMap<number, string>;
  /** choice: the rows have different units, so each choice names its own (offersOf). */
  readonly withUnit: boolean;
}

/** The filters a scope offers, the ones most products have first, at most maxFacets. */
function planFacets(index: CatalogueIndex, scope: readonly IndexedProduct[]): FacetPlan[] {
  const byKey = new Map<number, IndexedRow[]>();
  for (const product of scope) {
    for (const row of product.rows) {
      const rows = byKey.get(row.keyId);
      if (rows) rows.push(row);
      else byKey.set(row.keyId, [row]);
    }
  }
  const plans: FacetPlan[] = [];
  for (const [keyId, rows] of byKey) {
    const names = new Map<string, number>();
    const units = new Map<string, number>();
    let numeric = true;
    for (const row of rows) {
      add(names, row.name);
      add(units, row.unit);
      if (Number.isNaN(row.lo)) numeric = false;
    }
    const unit = commonest(units, '');
    const factors = new Map<string, number>();
    for (const candidate of units.keys()) {
      const factor = unitFactor(candidate, unit);
      if (factor === null) numeric = false;
      else factors.set(candidate, factor);
    }
    const base = {
      keyId,
      key: index.words.keys[keyId] ?? '',
      name: commonest(names, ''),
      unit,
      products: rows.length,
      factors,
    };
    if (numeric) {
      let min = Infinity;
      let max = -Infinity;
      for (const row of rows) {
        const factor = factors.get(row.unit) ?? 1;
        min = Math.min(min, row.lo * factor);
        max = Math.max(max, row.hi * factor);
      }
      min = tidy(min);
      max = tidy(max);
      if (min < max)
        plans.push({ ...base, kind: 'range', min, max, spellings: new Map(), withUnit: false });
      continue;
    }
    const withUnit = units.size > 1;
    const written = new Map<number, Map<string, number>>();
    for (const row of rows) {
      const offers = offersOf(row, index.words, withUnit);
      offers.ids.forEach((id, position) => {
        let tally = written.get(id);
        if (!tally) {
          tally = new Map();
          written.set(id, tally);
        }
        add(tally, offers.written[position] ?? '');
      });
    }
    if (written.size < 2) continue;
    const spellings = new Map(
      [...written].map(([id, tally]) => [id, commonest(tally, index.words.choiceKeys[id] ?? '')]),
    );
    plans.push({
      ...base,
      unit: withUnit ? '' : unit,
      kind: 'choice',
      min: 0,
      max: 0,
      spellings,
      withUnit,
    });
  }
  // Stable: among equals, the order the specifications first appear in the scope.
  plans.sort((a, b) => b.products - a.products);
  return plans.slice(0, CATALOGUE_LIMITS.maxFacets);
}

// ---- filters ----

interface ActiveFilter {
  readonly plan: FacetPlan;
  /** range: the bounds in the facet's unit (an open end infinite). */
  readonly min: number;
  readonly max: number;
  /** choice: the chosen choice ids, any of which matches (-1: a value no product offers). */
  readonly values: ReadonlySet<number>;
}

const filterValues = (state: CatalogueState, key: string): readonly string[] =>
  Object.hasOwn(state.filters, key) ? (state.filters[key] ?? []) : [];

/** The address's filters on the offered facets; values that do not fit a facet are ignored. */
function activeFilters(
  index: CatalogueIndex,
  plans: readonly FacetPlan[],
  state: CatalogueState,
): ActiveFilter[] {
  const active: ActiveFilter[] = [];
  for (const plan of plans) {
    const values = filterValues(state, plan.key);
    if (values.length === 0) continue;
    if (plan.kind === 'range') {
      const range = values.map(parseRangeFilter).find((parsed) => parsed !== null);
      if (!range) continue;
      const low = range.min ?? -Infinity;
      const high = range.max ?? Infinity;
      active.push({ plan, min: Math.min(low, high), max: Math.max(low, high), values: new Set() });
    } else {
      const chosen = values
        .filter((value) => parseRangeFilter(value) === null)
        .map(foldText)
        .filter((folded) => folded !== '');
      if (chosen.length > 0) {
        const values = new Set(chosen.map((folded) => index.words.choiceIdOf(folded)));
        active.push({ plan, min: 0, max: 0, values });
      }
    }
  }
  return active;
}

function rowOf(product: IndexedProduct, keyId: number): IndexedRow | undefined {
  for (const row of product.rows) if (row.keyId === keyId) return row;
  return undefined;
}

function matches(words: Dictionary, product: IndexedProduct, filter: ActiveFilter): boolean {
  const row = rowOf(product, filter.plan.keyId);
  if (!row) return false;
  if (filter.plan.kind === 'range') {
    const factor = filter.plan.factors.get(row.unit);
    if (factor === undefined) return false;
    // Overlap: a product sold over 1-12 matches 2..3; a single number is a range of no width.
    return atMost(row.lo * factor, filter.max) && atMost(filter.min, row.hi * factor);
  }
  for (const id of offersOf(row, words, filter.plan.withUnit).ids)
    if (filter.values.has(id)) return true;
  return false;
}

// ---- counting ----

interface Tally {
  count: number;
  min: number;
  max: number;
  /** choice: choice id → products. */
  readonly options: Map<number, number>;
}

function tallyRow(words: Dictionary, tally: Tally, plan: FacetPlan, row: IndexedRow): void {
  tally.count += 1;
  if (plan.kind === 'range') {
    const factor = plan.factors.get(row.unit) ?? 1;
    tally.min = Math.min(tally.min, row.lo * factor);
    tally.max = Math.max(tally.max, row.hi * factor);
  } else {
    for (const id of offersOf(row, words, plan.withUnit).ids) add(tally.options, id);
  }
}

function facetOf(plan: FacetPlan, tally: Tally, chosen: ReadonlySet<number>): Facet {
  if (plan.kind === 'range') {
    const facet: RangeFacet = {
      kind: 'range',
      key: plan.key,
      name: plan.name,
      unit: plan.unit,
      // Nothing left under the other filters: the scope's span, so the control keeps its scale.
      min: tally.count > 0 ? tidy(tally.min) : plan.min,
      max: tally.count > 0 ? tidy(tally.max) : plan.max,
      count: tally.count,
    };
    return facet;
  }
  const spelled = (id: number) => plan.spellings.get(id) ?? '';
  const ranked = [...tally.options]
    .sort(
      ([a, countA], [b, countB]) =>
        countB - countA ||
        spelled(a).localeCompare(spelled(b), 'en', { numeric: true, sensitivity: 'base' }),
    )
    .slice(0, CATALOGUE_LIMITS.maxFacetOptions);
  // A chosen value the scope offers stays on offer (maybe counted 0) so it can be unticked.
  for (const id of chosen) {
    if (plan.spellings.has(id) && !ranked.some(([option]) => option === id))
      ranked.push([id, tally.options.get(id) ?? 0]);
  }
  const facet: ChoiceFacet = {
    kind: 'choice',
    key: plan.key,
    name: plan.name,
    unit: plan.unit,
    options: ranked.map(([id, count]) => ({ value: spelled(id), count })),
    count: tally.count,
  };
  return facet;
}

// ---- the answer ----

const hasWords = (product: IndexedProduct, words: readonly string[]) =>
  words.every((word) => product.text.includes(word));

function scopeOf(
  index: CatalogueIndex,
  category: CatalogueCategory | null,
  words: readonly string[],
): Scope {
  const key = `${category ? String(category.id) : ''}\u0000${words.join(' ')}`;
  const memo = index.scopes.get(key);
  if (memo) return memo;
  const inCategory = category ? (index.byCategory.get(category.id) ?? []) : index.products;
  const products =
    words.length === 0 ? inCategory : inCategory.filter((product) => hasWords(product, words));
  const scope = { products, plans: planFacets(index, products) };
  if (index.scopes.size >= SCOPES_KEPT) index.scopes.clear();
  index.scopes.set(key, scope);
  return scope;
}

/** The chips: every category with how many products match the words (the category aside). */
function chipsOf(index: CatalogueIndex, words: readonly string[]) {
  const counts = new Map<number, number>();
  if (words.length === 0) {
    for (const [id, products] of index.byCategory) counts.set(id, products.length);
  } else {
    for (const product of index.products) {
      if (product.categoryId !== null && hasWords(product, words)) add(counts, product.categoryId);
    }
  }
  return index.categories.map((category) => ({ ...category, count: counts.get(category.id) ?? 0 }));
}

/**
 * Which products an address matches, the category chips and the filters (CatalogueResponse).
 * Scope = the category's products (all without `category`) that contain every word of `q`.
 * Filters come from the scope; each is counted over the scope with every other filter applied,
 * never its own; the ids are the scope with every filter applied, in list order.
 */
export function searchCatalogue(index: CatalogueIndex, state: CatalogueState): CatalogueResponse {
  const words = foldText(state.q).split(' ').filter(Boolean);
  const categories = chipsOf(index, words);
  const category = state.category ? (index.bySlug.get(state.category.toLowerCase()) ?? null) : null;
  if (state.category && category === null)
    return { ids: [], total: 0, categories, category: null, facets: [] };

  const scope = scopeOf(index, category, words);
  const plans = scope.plans;
  const filters = activeFilters(index, plans, state);
  const full = (1 << filters.length) - 1;
  const planAt: (FacetPlan | undefined)[] = [];
  const tallies: (Tally | undefined)[] = [];
  for (const plan of plans) {
    planAt[plan.keyId] = plan;
    tallies[plan.keyId] = { count: 0, min: Infinity, max: -Infinity, options: new Map() };
  }

  const ids: number[] = [];
  for (const product of scope.products) {
    let passed = 0;
    for (let bit = 0; bit < filters.length; bit += 1) {
      const filter = filters[bit];
      if (filter && matches(index.words, product, filter)) passed |= 1 << bit;
    }
    if (passed === full) {
      ids.push(product.id);
      // Counts in every facet.
      for (const row of product.rows) {
        const plan = planAt[row.keyId];
        const tally = tallies[row.keyId];
        if (plan && tally) tallyRow(index.words, tally, plan, row);
      }
      continue;
    }
    const missing = full & ~passed;
    // Fails exactly one filter: counts in that filter's own facet only (it ignores itself).
    if ((missing & (missing - 1)) !== 0) continue;
    const failed = filters[31 - Math.clz32(missing)];
    if (!failed) continue;
    const row = rowOf(product, failed.plan.keyId);
    const tally = tallies[failed.plan.keyId];
    if (row && tally) tallyRow(index.words, tally, failed.plan, row);
  }

  const chosenOf = new Map(filters.map((filter) => [filter.plan.keyId, filter.values]));
  const facets = plans.map((plan) =>
    facetOf(
      plan,
      tallies[plan.keyId] ?? { count: 0, min: 0, max: 0, options: new Map() },
      chosenOf.get(plan.keyId) ?? new Set(),
    ),
  );
  return { ids, total: ids.length, categories, category, facets };
}

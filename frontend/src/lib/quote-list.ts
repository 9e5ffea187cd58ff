import type { Id } from '@gear/contract/common';
import { QUOTE_LIMITS, QUOTE_PATH } from '@gear/contract/quote-basics';
import { useSyncExternalStore } from 'react';
import { env } from '@/config/env';

/**
 * The buyer's quote list (issue 19) and whether the backend takes quote requests.
 *
 * The list: the products a buyer wants prices for, with a quantity and a note each, kept in this
 * browser's local storage under its own key (SPEC's `productsData` and `token` stay as they are).
 * Versioned JSON, `{ version: 1, lines: [...] }`, checked on every read: unreadable data is an
 * empty list, unreadable lines are dropped, at most QUOTE_LIMITS.maxLines lines, one per product,
 * quantities whole numbers from 1 to QUOTE_LIMITS.maxQuantity. Every tab follows the others
 * through the `storage` event.
 *
 * The offer: `GET /api/quote`, asked once per page load after hydration; 'offered' when it answers
 * the contract's QuoteOfferSchema, 'absent' for anything else (a backend written from SPEC alone
 * answers 404), 'unknown' on the server, while hydrating and until the answer.
 *
 * The header uses both on every page, so this is one small module with no imports that pull zod
 * in (the information pages load none, and it is ~9 kB gzip): the checks are written out, and the
 * limits and the path come from the contract's import-free quote-basics.ts.
 */

export const QUOTE_LIST_KEY = 'quoteList';
const VERSION = 1;

export interface QuoteListLine {
  readonly productId: Id;
  readonly title: string;
  /** The product's picture (its smallest derivative when it has one), as the backend gives it. */
  readonly image: string | null;
  readonly quantity: number;
  readonly note: string;
}

const EMPTY: readonly QuoteListLine[] = [];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A product id as the contract's IdSchema takes it: a whole number from 0, or 1 to 64 characters. */
const isId = (value: unknown): value is Id =>
  typeof value === 'number'
    ? Number.isInteger(value) && value >= 0
    : typeof value === 'string' && value.length >= 1 && value.length <= 64;

/** One stored line, or null when it is not one (its title and note are cleaned later). */
function readLine(entry: unknown): QuoteListLine | null {
  if (!isRecord(entry)) return null;
  const { productId, title, quantity, image = null, note = '' } = entry;
  if (!isId(productId) || typeof title !== 'string' || typeof quantity !== 'number') return null;
  if ((image !== null && typeof image !== 'string') || typeof note !== 'string') return null;
  return { productId, title, image, quantity, note };
}

const isControl = (code: number) =>
  code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;

/** Each run of control characters (line breaks included) as one space. */
function withoutControl(text: string): string {
  let kept = '';
  let inRun = false;
  for (const char of text) {
    if (isControl(char.charCodeAt(0))) {
      if (!inRun) kept += ' ';
      inRun = true;
    } else {
      kept += char;
      inRun = false;
    }
  }
  return kept;
}

/**
 * A product title as a quote or a message names it: control characters replaced by a space,
 * trimmed, at most the product title limit.
 */
export function cleanProductTitle(title: string): string {
  return withoutControl(title).trim().slice(0, QUOTE_LIMITS.lineTitleMax).trimEnd();
}

const cleanNote = (note: string) => withoutControl(note).slice(0, QUOTE_LIMITS.lineNoteMax);

/** A whole number from 1 to QUOTE_LIMITS.maxQuantity. */
const clampQuantity = (quantity: number) =>
  Number.isFinite(quantity)
    ? Math.min(QUOTE_LIMITS.maxQuantity, Math.max(1, Math.round(quantity)))
    : 1;

export const isSameProduct = (a: Id, b: Id) => String(a) === String(b);

/** One line per product (the first wins), titled, capped at QUOTE_LIMITS.maxLines. */
function normalise(lines: readonly QuoteListLine[]): readonly QuoteListLine[] {
  const seen = new Set<string>();
  const kept: QuoteListLine[] = [];
  for (const line of lines) {
    const key = String(line.productId);
    const title = cleanProductTitle(line.title);
    if (seen.has(key) || title === '') continue;
    seen.add(key);
    kept.push({
      productId: line.productId,
      title,
      image: line.image?.trim() || null,
      quantity: clampQuantity(line.quantity),
      note: cleanNote(line.note),
    });
    if (kept.length === QUOTE_LIMITS.maxLines) break;
  }
  return kept;
}

/** The list stored as `raw`: empty when missing or unreadable; unreadable lines are left out. */
export function parseQuoteList(raw: string | null): readonly QuoteListLine[] {
  if (raw === null) return EMPTY;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return EMPTY;
  }
  if (!isRecord(json) || json.version !== VERSION || !Array.isArray(json.lines)) return EMPTY;
  const lines = json.lines.flatMap((entry: unknown) => readLine(entry) ?? []);
  return lines.length === 0 ? EMPTY : normalise(lines);
}

// ---- the list in local storage -------------------------------------------------------------

/** The stored text; null when there is none or no storage (private mode, the server). */
function readStored(): string | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage.getItem(QUOTE_LIST_KEY);
  } catch {
    return null;
  }
}

/** False when storage refused it (full, disabled). */
function writeStored(raw: string): boolean {
  try {
    window.localStorage.setItem(QUOTE_LIST_KEY, raw);
    return true;
  } catch {
    return false;
  }
}

const listListeners = new Set<() => void>();
/** The last text read from storage and its list: the same array while the text is the same. */
let cache: { raw: string | null; lines: readonly QuoteListLine[] } = { raw: null, lines: EMPTY };
/** The list when storage refused it: this tab keeps it in memory. */
let unsaved: readonly QuoteListLine[] | null = null;

/** The list as it is now (lib/quote-list-edit.ts changes it). */
export function readQuoteList(): readonly QuoteListLine[] {
  if (unsaved) return unsaved;
  const raw = readStored();
  if (raw !== cache.raw) cache = { raw, lines: parseQuoteList(raw) };
  return cache.lines;
}

function notify(listeners: ReadonlySet<() => void>) {
  for (const listener of [...listeners]) listener();
}

/** Stores the list (normalised) and tells every reader in this tab. */
export function saveQuoteList(lines: readonly QuoteListLine[]): void {
  const kept = normalise(lines);
  const raw = JSON.stringify({ version: VERSION, lines: kept });
  if (writeStored(raw)) {
    unsaved = null;
    cache = { raw, lines: kept.length === 0 ? EMPTY : kept };
  } else {
    unsaved = kept;
  }
  notify(listListeners);
}

/** Another tab changed the list (or cleared the whole storage). */
function onStorage(event: StorageEvent) {
  if (event.key === QUOTE_LIST_KEY || event.key === null) notify(listListeners);
}

function subscribeList(listener: () => void) {
  listListeners.add(listener);
  if (listListeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listListeners.delete(listener);
    if (listListeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/**
 * The quote list, kept up to date. Empty on the server and while hydrating (the server cannot
 * know this browser's list); the stored one right after.
 */
export function useQuoteList(): readonly QuoteListLine[] {
  return useSyncExternalStore(subscribeList, readQuoteList, () => EMPTY);
}

// ---- whether the backend takes quote requests ----------------------------------------------

type QuoteOfferState = 'unknown' | 'offered' | 'absent';

/** How long the question may take before the answer counts as 'absent'. */
const OFFER_TIMEOUT_MS = 15_000;

/** An answer that looks like the contract's QuoteOfferSchema (its limits and drawing types). */
const isOffer = (body: unknown) =>
  isRecord(body) && typeof body.maxLines === 'number' && Array.isArray(body.drawingTypes);

async function askOffer(): Promise<'offered' | 'absent'> {
  const timeout = new AbortController();
  const timer = setTimeout(() => {
    timeout.abort();
  }, OFFER_TIMEOUT_MS);
  try {
    const response = await fetch(`${env.apiBaseUrl}${QUOTE_PATH}`, {
      headers: { Accept: 'application/json' },
      signal: timeout.signal,
    });
    return response.ok && isOffer(await response.json()) ? 'offered' : 'absent';
  } catch {
    // No answer in time, or one that is not JSON.
    return 'absent';
  } finally {
    clearTimeout(timer);
  }
}

let offer: Promise<'offered' | 'absent'> | null = null;
let offerState: QuoteOfferState = 'unknown';
const offerListeners = new Set<() => void>();

/** The one request of this page load, shared by every caller; started by the first. */
export function loadQuoteOffer(): Promise<'offered' | 'absent'> {
  if (offer) return offer;
  const request = askOffer().then((state) => {
    // A request forgotten meanwhile (tests) settles nothing.
    if (offer === request) {
      offerState = state;
      notify(offerListeners);
    }
    return state;
  });
  offer = request;
  return request;
}

function subscribeOffer(listener: () => void) {
  offerListeners.add(listener);
  // Subscriptions start after hydration: the server and the hydrating render stay 'unknown'.
  void loadQuoteOffer();
  return () => {
    offerListeners.delete(listener);
  };
}

/**
 * 'unknown' on the server and while hydrating, then what `GET /api/quote` said (asked once per
 * page load, after hydration; later pages read the same answer at once).
 */
export function useQuoteOffer(): QuoteOfferState {
  return useSyncExternalStore(
    subscribeOffer,
    () => offerState,
    () => 'unknown',
  );
}

/** Tests: forget the answer, so the next subscriber asks again. */
export function forgetQuoteOffer() {
  offer = null;
  offerState = 'unknown';
}

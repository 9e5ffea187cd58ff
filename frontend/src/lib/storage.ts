import { ProductListSchema, type Product } from '@gear/contract/product';

/** The two local-storage keys of SPEC.md §3, exactly. */
export const STORAGE_KEYS = { products: 'productsData', token: 'token' } as const;

/** localStorage, or null where it is unavailable (private mode, disabled, sandboxed frame). */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch (error) {
    // Quota exceeded or storage disabled: the app works without the cache.
    console.warn(`Could not save "${key}" to local storage.`, error);
  }
}

function remove(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to do: storage is unavailable.
  }
}

export function getToken(): string | null {
  const token = read(STORAGE_KEYS.token);
  return token && token.trim() !== '' ? token : null;
}

export function setToken(token: string): void {
  write(STORAGE_KEYS.token, token);
}

export function clearToken(): void {
  remove(STORAGE_KEYS.token);
}

/** Write without logging; false when storage refused (quota exceeded, disabled, absent). */
function tryWrite(key: string, value: string): boolean {
  const target = storage();
  if (!target) return false;
  try {
    target.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The list saved this session and the exact text that went to storage for it (null: nothing
 * could be stored). While storage still holds that text the list is served from here: no
 * re-parse of megabytes, and the full list (descriptions included) even when only the compact
 * form fitted or nothing did.
 */
let productsMemory: { readonly raw: string | null; readonly products: Product[] } | null = null;

/**
 * The compact form of a product for storage that cannot hold the whole list (about 5 MB per
 * origin: some 10,000 products with descriptions): what the list and the detail page's offline
 * fallback show first (title and pictures), without the description and image derivatives.
 */
function compactProduct(product: Product): Product {
  const { description: _description, variants: _variants, ...rest } = product;
  return rest;
}

/** The cached product list, or null when missing or not a valid list. */
export function getStoredProducts(): Product[] | null {
  if (typeof window === 'undefined') return null;
  const raw = read(STORAGE_KEYS.products);
  if (productsMemory && productsMemory.raw === raw) return productsMemory.products;
  if (raw === null) return null;
  try {
    const parsed = ProductListSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Save the whole list under productsData (SPEC §3). Never throws: when the full list exceeds the
 * quota the compact form is stored; when even that fails the key is removed, so an older list is
 * never served as if it were current. This session keeps the full list in memory either way.
 */
export function setStoredProducts(products: readonly Product[]): void {
  // The server renders pages for everyone: nothing is kept there (no storage, no shared memory).
  if (typeof window === 'undefined') return;
  const list = [...products];
  const full = JSON.stringify(list);
  let raw: string | null = full;
  if (!tryWrite(STORAGE_KEYS.products, full)) {
    const compact = JSON.stringify(list.map(compactProduct));
    // Free the old copy first: the compact list may fit only without it.
    remove(STORAGE_KEYS.products);
    raw = tryWrite(STORAGE_KEYS.products, compact) ? compact : null;
    console.warn(
      raw === null
        ? `Could not save "${STORAGE_KEYS.products}" to local storage; using it from memory.`
        : `"${STORAGE_KEYS.products}" is too large for local storage; saved without descriptions.`,
    );
  }
  productsMemory = { raw, products: list };
}

/** Replace the cached entry with the same id (SPEC §7: GET /api/subcategories/{id}). */
export function replaceStoredProduct(product: Product): void {
  const products = getStoredProducts();
  if (!products) return;
  const id = String(product.id);
  setStoredProducts(products.map((entry) => (String(entry.id) === id ? product : entry)));
}

export function findStoredProduct(id: string): Product | null {
  return getStoredProducts()?.find((product) => String(product.id) === id) ?? null;
}

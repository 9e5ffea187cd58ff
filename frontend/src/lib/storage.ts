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

/** The cached product list, or null when missing or not a valid list. */
export function getStoredProducts(): Product[] | null {
  const raw = read(STORAGE_KEYS.products);
  if (raw === null) return null;
  try {
    const parsed = ProductListSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function setStoredProducts(products: readonly Product[]): void {
  write(STORAGE_KEYS.products, JSON.stringify(products));
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

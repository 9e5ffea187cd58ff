import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearToken,
  findStoredProduct,
  getStoredProducts,
  getToken,
  replaceStoredProduct,
  setStoredProducts,
  setToken,
  STORAGE_KEYS,
} from './storage';

describe('storage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('uses exactly the keys token and productsData', () => {
    expect(STORAGE_KEYS).toEqual({ products: 'productsData', token: 'token' });
    setToken('abc');
    expect(window.localStorage.getItem('token')).toBe('abc');
    setStoredProducts([{ id: 1, title: 'Spur Gear' }]);
    expect(JSON.parse(window.localStorage.getItem('productsData') ?? 'null')).toEqual([
      { id: 1, title: 'Spur Gear' },
    ]);
  });

  it('reads and clears the token; a blank token counts as none', () => {
    expect(getToken()).toBeNull();
    setToken('t-1');
    expect(getToken()).toBe('t-1');
    clearToken();
    expect(getToken()).toBeNull();
    window.localStorage.setItem('token', '  ');
    expect(getToken()).toBeNull();
  });

  it('parses productsData with the contract schema and ignores garbage', () => {
    window.localStorage.setItem('productsData', '{not json');
    expect(getStoredProducts()).toBeNull();
    window.localStorage.setItem('productsData', JSON.stringify([{ title: 'no id' }]));
    expect(getStoredProducts()).toBeNull();
    window.localStorage.setItem('productsData', JSON.stringify([{ id: 7, title: 'Shaft' }]));
    expect(getStoredProducts()).toEqual([{ id: 7, title: 'Shaft' }]);
    expect(findStoredProduct('7')?.title).toBe('Shaft');
    expect(findStoredProduct('8')).toBeNull();
  });

  it('replaces the cached entry with the same id', () => {
    setStoredProducts([
      { id: 1, title: 'A' },
      { id: 2, title: 'B' },
    ]);
    replaceStoredProduct({ id: 2, title: 'B2', description: '<p>x</p>' });
    expect(getStoredProducts()).toEqual([
      { id: 1, title: 'A' },
      { id: 2, title: 'B2', description: '<p>x</p>' },
    ]);
  });

  it('keeps working when storage throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(getToken()).toBeNull();
    expect(getStoredProducts()).toBeNull();
    expect(() => {
      setToken('x');
    }).not.toThrow();
    expect(() => {
      clearToken();
    }).not.toThrow();
    expect(warn).toHaveBeenCalled();
  });
});

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

  describe('productsData over the quota', () => {
    const products = Array.from({ length: 50 }, (_, index) => ({
      id: index + 1,
      title: `Gear ${String(index + 1)}`,
      description: `<p>${'Long specification text. '.repeat(20)}</p>`,
      product_image: `/uploads/${String(index + 1)}.jpg`,
      sub_image1: '/uploads/sub.jpg',
    }));

    /** A storage that refuses values over `limit` characters, like a full 5 MB origin. */
    function quota(limit: number) {
      const setItem = Storage.prototype.setItem;
      return vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
        this: Storage,
        key: string,
        value: string,
      ) {
        if (value.length > limit) {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        }
        setItem.call(this, key, value);
      });
    }

    afterEach(() => {
      // Leave the module's memory matching an ordinary stored list for the next test.
      vi.restoreAllMocks();
      setStoredProducts([]);
    });

    it('stores the compact list and keeps the full one for this session', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const full = JSON.stringify(products).length;
      quota(full - 1);
      expect(() => {
        setStoredProducts(products);
      }).not.toThrow();
      expect(warn).toHaveBeenCalledOnce();

      const stored: unknown = JSON.parse(window.localStorage.getItem('productsData') ?? 'null');
      expect(stored).toHaveLength(50);
      expect(stored).toContainEqual({
        id: 2,
        title: 'Gear 2',
        product_image: '/uploads/2.jpg',
        sub_image1: '/uploads/sub.jpg',
      });
      // This session still has the descriptions.
      expect(getStoredProducts()).toEqual(products);
      expect(findStoredProduct('2')?.description).toContain('Long specification');

      // A later session (fresh module) reads the compact form: title and pictures.
      vi.resetModules();
      const fresh = await import('./storage');
      expect(fresh.findStoredProduct('2')).toEqual({
        id: 2,
        title: 'Gear 2',
        product_image: '/uploads/2.jpg',
        sub_image1: '/uploads/sub.jpg',
      });
    });

    it('removes an older list when nothing fits, and works from memory', () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      setStoredProducts([{ id: 99, title: 'Old' }]);
      quota(10);
      expect(() => {
        setStoredProducts(products);
      }).not.toThrow();
      expect(window.localStorage.getItem('productsData')).toBeNull();
      expect(getStoredProducts()).toHaveLength(50);
      expect(findStoredProduct('99')).toBeNull();
      expect(findStoredProduct('50')?.title).toBe('Gear 50');
      expect(() => {
        replaceStoredProduct({ id: 50, title: 'Gear 50 (new)' });
      }).not.toThrow();
      expect(findStoredProduct('50')?.title).toBe('Gear 50 (new)');
    });

    it('reads storage again when another tab changed it', () => {
      setStoredProducts(products);
      window.localStorage.setItem('productsData', JSON.stringify([{ id: 7, title: 'Shaft' }]));
      expect(getStoredProducts()).toEqual([{ id: 7, title: 'Shaft' }]);
    });
  });
});

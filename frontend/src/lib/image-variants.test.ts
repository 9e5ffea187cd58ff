import { describe, expect, it } from 'vitest';
import { imageSources, srcSetOf, variantsFor } from './image-variants';

const VARIANTS = {
  '/uploads/a.jpg': [
    { width: 960, url: '/uploads/a-960w.webp' },
    { width: 480, url: '/uploads/a-480w.webp' },
  ],
  '/uploads/b.png': [{ width: 480, url: '/uploads/b-480w.webp' }],
};

describe('variantsFor', () => {
  it('finds the entry of a resolved src by its unresolved key, resolved the same way, ascending', () => {
    expect(variantsFor(VARIANTS, '/backend/uploads/a.jpg', '/backend')).toEqual([
      { width: 480, url: '/backend/uploads/a-480w.webp' },
      { width: 960, url: '/backend/uploads/a-960w.webp' },
    ]);
    expect(
      variantsFor(VARIANTS, 'https://api.example.com/uploads/b.png', 'https://api.example.com'),
    ).toEqual([{ width: 480, url: 'https://api.example.com/uploads/b-480w.webp' }]);
  });

  it('matches a src with a cache-busting query (gallery) and carries the query over', () => {
    expect(variantsFor(VARIANTS, '/backend/uploads/b.png?t=123', '/backend')).toEqual([
      { width: 480, url: '/backend/uploads/b-480w.webp?t=123' },
    ]);
  });

  it('is empty without variants, for another image, or for unusable addresses', () => {
    expect(variantsFor(undefined, '/backend/uploads/a.jpg', '/backend')).toEqual([]);
    expect(variantsFor(VARIANTS, null, '/backend')).toEqual([]);
    expect(variantsFor(VARIANTS, '/backend/uploads/c.jpg', '/backend')).toEqual([]);
    expect(
      variantsFor(
        {
          '/uploads/c.jpg': [
            { width: 480, url: 'javascript:alert(1)' },
            { width: 960, url: '/uploads/c 960w,x.webp' },
          ],
        },
        '/backend/uploads/c.jpg',
        '/backend',
      ),
    ).toEqual([]);
  });
});

describe('imageSources', () => {
  it('gives srcset by default, or the smallest/largest derivative as src', () => {
    const src = '/backend/uploads/a.jpg';
    expect(imageSources(src, VARIANTS, 'srcset', '/backend')).toEqual({
      src,
      srcSet: '/backend/uploads/a-480w.webp 480w, /backend/uploads/a-960w.webp 960w',
    });
    expect(imageSources(src, VARIANTS, 'smallest', '/backend')).toEqual({
      src: '/backend/uploads/a-480w.webp',
      srcSet: undefined,
    });
    expect(imageSources(src, VARIANTS, 'largest', '/backend').src).toBe(
      '/backend/uploads/a-960w.webp',
    );
  });

  it('keeps the plain src without derivatives (the real backend)', () => {
    expect(imageSources('/backend/uploads/z.jpg', undefined, 'smallest', '/backend')).toEqual({
      src: '/backend/uploads/z.jpg',
      srcSet: undefined,
    });
    expect(srcSetOf([])).toBeUndefined();
  });
});

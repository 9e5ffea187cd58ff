import { describe, expect, it } from 'vitest';
import { FALLBACK_GALLERY_IMAGES, galleryImageSrc, toGalleryImages } from './gallery-images';

describe('gallery images', () => {
  it('resolves addresses against the API base and adds the load time as ?t=', () => {
    expect(galleryImageSrc('/uploads/a.jpg', 42)).toBe('/backend/uploads/a.jpg?t=42');
    expect(galleryImageSrc('https://cdn.example.com/a.jpg?v=2', 42)).toBe(
      'https://cdn.example.com/a.jpg?v=2&t=42',
    );
    expect(galleryImageSrc('javascript:alert(1)', 42)).toBeNull();
    expect(galleryImageSrc('', 42)).toBeNull();
  });

  it('keeps the server order with fixed dimensions', () => {
    const images = toGalleryImages(
      [
        { id: 3, image: '/uploads/c.jpg' },
        { id: 1, image: null },
      ],
      7,
    );
    expect(images).toEqual([
      expect.objectContaining({ key: 'server-3', src: '/backend/uploads/c.jpg?t=7', width: 1200 }),
      expect.objectContaining({ key: 'server-1', src: null, height: 900 }),
    ]);
  });

  it('bundles five fallback images', () => {
    expect(FALLBACK_GALLERY_IMAGES).toHaveLength(5);
  });
});

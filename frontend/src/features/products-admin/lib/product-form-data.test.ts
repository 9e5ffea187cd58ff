import type { Product } from '@gear/contract/product';
import { describe, expect, it } from 'vitest';
import { buildProductFormData, initialSubImages, keptSubImage } from './product-form-data';

const product: Product = {
  id: 7,
  title: 'Worm Wheel',
  description: '<p>Bronze</p>',
  product_image: '/uploads/main.png',
  sub_image1: '/uploads/a.png',
  sub_image2: '  ',
  sub_image3: null,
  sub_image4: '/uploads/d.png',
  sub_image5: undefined,
  sub_image6: null,
};

const png = (name: string) => new File(['png'], name, { type: 'image/png' });

describe('product form data', () => {
  it('starts with empty slots when adding and the current images when editing', () => {
    expect(Object.values(initialSubImages()).every((slot) => slot.current === null)).toBe(true);
    const slots = initialSubImages(product);
    expect(slots[1].current).toBe('/uploads/a.png');
    expect(slots[2].current).toBeNull();
    expect(slots[4].current).toBe('/uploads/d.png');
  });

  it('keeps a current image unless it is removed or replaced', () => {
    expect(keptSubImage({ file: null, current: '/uploads/a.png', removed: false })).toBe(
      '/uploads/a.png',
    );
    expect(keptSubImage({ file: null, current: '/uploads/a.png', removed: true })).toBeNull();
    expect(
      keptSubImage({ file: png('n.png'), current: '/uploads/a.png', removed: false }),
    ).toBeNull();
  });

  it('sends new files as subimgN and kept images as existingSubimgN', () => {
    const subImages = initialSubImages(product);
    subImages[1] = { ...subImages[1], removed: true };
    subImages[3] = { ...subImages[3], file: png('three.png') };
    const body = buildProductFormData({
      title: 'Worm Wheel',
      description: '<p>Bronze</p>',
      mainImage: png('main.png'),
      subImages,
      catalogue: null,
    });
    expect([...body.keys()]).toEqual([
      'title',
      'description',
      'image',
      'subimg3',
      'existingSubimg4',
    ]);
    expect(body.get('existingSubimg4')).toBe('/uploads/d.png');
    expect((body.get('subimg3') as File).name).toBe('three.png');
  });

  it('sends no image field when no new main image is chosen', () => {
    const body = buildProductFormData({
      title: 'T',
      description: '<p>D</p>',
      mainImage: null,
      subImages: initialSubImages(),
      catalogue: null,
    });
    expect([...body.keys()]).toEqual(['title', 'description']);
  });

  it('sends category_id and specs only with categories (issue 20)', () => {
    const body = buildProductFormData({
      title: 'T',
      description: '<p>D</p>',
      mainImage: null,
      subImages: initialSubImages(),
      catalogue: { categoryId: '', specs: '[]' },
    });
    expect([...body.entries()]).toEqual([
      ['title', 'T'],
      ['description', '<p>D</p>'],
      ['category_id', ''],
      ['specs', '[]'],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { quoteItem } from './quote-item';

describe('quoteItem', () => {
  it("keeps the product's id and title and its smallest picture", () => {
    expect(
      quoteItem(
        {
          id: 4,
          title: 'Spur Gear',
          product_image: '/uploads/spur.jpg',
          variants: {
            '/uploads/spur.jpg': [
              { width: 960, url: '/uploads/spur-960w.webp' },
              { width: 480, url: '/uploads/spur-480w.webp' },
            ],
          },
        },
        'Spur Gear',
      ),
    ).toEqual({ productId: 4, title: 'Spur Gear', image: '/uploads/spur-480w.webp' });
    expect(quoteItem({ id: '9', title: 'Shaft', product_image: ' ' }, 'Shaft')).toEqual({
      productId: '9',
      title: 'Shaft',
      image: null,
    });
    expect(quoteItem({ id: 2, title: 'Nut', product_image: '/uploads/n.png' }, 'Nut').image).toBe(
      '/uploads/n.png',
    );
  });
});

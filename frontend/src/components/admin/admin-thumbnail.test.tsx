import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminThumbnail } from './admin-thumbnail';

describe('AdminThumbnail', () => {
  it('shows the smallest WebP derivative when the record has some', () => {
    render(
      <AdminThumbnail
        src="/uploads/a.jpg"
        variants={{
          '/uploads/a.jpg': [
            { width: 960, url: '/uploads/a-960w.webp' },
            { width: 480, url: '/uploads/a-480w.webp' },
          ],
        }}
        alt="Slider Gears"
      />,
    );
    const image = screen.getByRole('img', { name: 'Slider Gears' });
    expect(image).toHaveAttribute('src', '/backend/uploads/a-480w.webp');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).toHaveAttribute('width', '96');
    expect(image).toHaveAttribute('height', '64');
  });

  it('shows the plain image without derivatives, and finds them for a stamped local address', () => {
    const { rerender } = render(<AdminThumbnail src="/uploads/a.jpg" alt="Product" />);
    expect(screen.getByRole('img', { name: 'Product' })).toHaveAttribute(
      'src',
      '/backend/uploads/a.jpg',
    );
    rerender(
      <AdminThumbnail
        src="/backend/uploads/g.png?t=5"
        local
        variants={{ '/uploads/g.png': [{ width: 480, url: '/uploads/g-480w.webp' }] }}
        alt="Product"
      />,
    );
    expect(screen.getByRole('img', { name: 'Product' })).toHaveAttribute(
      'src',
      '/backend/uploads/g-480w.webp?t=5',
    );
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImageWithFallback } from './image-with-fallback';

const VARIANTS = {
  '/uploads/a.jpg': [
    { width: 480, url: '/uploads/a-480w.webp' },
    { width: 960, url: '/uploads/a-960w.webp' },
    { width: 1600, url: '/uploads/a-1600w.webp' },
  ],
};
const SRC = '/backend/uploads/a.jpg';
const SIZES = '(min-width: 768px) 50vw, 100vw';

describe('ImageWithFallback with variants', () => {
  it('renders srcset and sizes when the record has derivatives for its src', () => {
    render(
      <ImageWithFallback
        src={SRC}
        variants={VARIANTS}
        sizes={SIZES}
        alt="Gear"
        width={800}
        height={640}
      />,
    );
    const image = screen.getByRole('img', { name: 'Gear' });
    expect(image).toHaveAttribute('src', SRC);
    expect(image).toHaveAttribute(
      'srcset',
      '/backend/uploads/a-480w.webp 480w, /backend/uploads/a-960w.webp 960w, /backend/uploads/a-1600w.webp 1600w',
    );
    expect(image).toHaveAttribute('sizes', SIZES);
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '640');
  });

  it('renders the plain URL without variants (the real backend) or without an entry for its src', () => {
    const { rerender } = render(
      <ImageWithFallback src={SRC} sizes={SIZES} alt="Gear" width={800} height={640} />,
    );
    const image = screen.getByRole('img', { name: 'Gear' });
    expect(image).toHaveAttribute('src', SRC);
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');

    rerender(
      <ImageWithFallback
        src="/backend/uploads/other.jpg"
        variants={VARIANTS}
        sizes={SIZES}
        alt="Gear"
        width={800}
        height={640}
      />,
    );
    expect(image).toHaveAttribute('src', '/backend/uploads/other.jpg');
    expect(image).not.toHaveAttribute('srcset');
  });

  it('shows the smallest or the largest derivative as src when asked', () => {
    const { rerender } = render(
      <ImageWithFallback
        src={SRC}
        variants={VARIANTS}
        pick="smallest"
        alt="Thumb"
        width={96}
        height={64}
      />,
    );
    const image = screen.getByRole('img', { name: 'Thumb' });
    expect(image).toHaveAttribute('src', '/backend/uploads/a-480w.webp');
    expect(image).not.toHaveAttribute('srcset');
    rerender(
      <ImageWithFallback
        src={SRC}
        variants={VARIANTS}
        pick="largest"
        alt="Thumb"
        width={96}
        height={64}
      />,
    );
    expect(image).toHaveAttribute('src', '/backend/uploads/a-1600w.webp');
  });

  it('drops srcset when the image breaks and the placeholder shows', () => {
    render(
      <ImageWithFallback
        src={SRC}
        variants={VARIANTS}
        sizes={SIZES}
        fallbackSrc="/placeholder.svg"
        alt="Gear"
        width={800}
        height={640}
      />,
    );
    const image = screen.getByRole('img', { name: 'Gear' });
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/placeholder.svg');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/test/mock-fetch';
import { renderPage } from '@/test/render-with-router';
import { ProductDetailPage } from './product-detail-page';

const render = (id: string) =>
  renderPage(<ProductDetailPage />, { path: `/product/${id}`, pattern: '/product/:id' });

describe('ProductDetailPage', () => {
  it('shows the title and the sanitized description, and refreshes the cached entry', async () => {
    window.localStorage.setItem('productsData', JSON.stringify([{ id: 5, title: 'Old title' }]));
    mockFetch({
      'GET /backend/api/subcategories/5': json({
        id: 5,
        title: 'Helical Gear',
        description:
          '<p>Hardened <strong>55-60 HRC</strong></p><img src=x onerror="alert(1)"><script>alert(2)</script>',
        product_image: '/uploads/helical.png',
      }),
    });
    const { container } = render('5');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Helical Gear' }),
    ).toBeInTheDocument();
    expect(screen.getByText('55-60 HRC')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(screen.getByRole('img', { name: 'Helical Gear' })).toHaveAttribute(
      'src',
      '/backend/uploads/helical.png',
    );
    expect(screen.getByRole('link', { name: 'Request Quote' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Back to Products' })).toHaveAttribute(
      'href',
      '/product',
    );
    expect(JSON.parse(window.localStorage.getItem('productsData') ?? '[]')).toEqual([
      expect.objectContaining({ id: 5, title: 'Helical Gear' }),
    ]);
  });

  it('falls back to the cached product when the call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    window.localStorage.setItem(
      'productsData',
      JSON.stringify([{ id: 7, title: 'Cached Shaft', description: '<p>From cache</p>' }]),
    );
    mockFetch({ 'GET /backend/api/subcategories/7': new TypeError('Failed to fetch') });
    render('7');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cached Shaft' }),
    ).toBeInTheDocument();
    expect(screen.getByText('From cache')).toBeInTheDocument();
  });

  it('shows the failure with a way back when the product is nowhere', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({
      'GET /backend/api/subcategories/9': json({ success: false, error: 'Not found' }, 404),
    });
    render('9');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load product details.');
    expect(screen.getByRole('link', { name: 'Return to Products' })).toHaveAttribute(
      'href',
      '/product',
    );
  });
});

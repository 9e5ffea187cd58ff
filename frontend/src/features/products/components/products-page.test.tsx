import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/test/mock-fetch';
import { renderPage } from '@/test/render-with-router';
import { ProductsPage } from './products-page';

describe('ProductsPage', () => {
  it('lists every product as a card linking to its page', async () => {
    mockFetch({
      'GET /backend/api/subcategories': json([
        { id: 1, title: 'Spur Gear', product_image: '/uploads/spur.png' },
        { id: 2, title: 'Axle Shaft', product_image: null },
      ]),
    });
    renderPage(<ProductsPage />, { path: '/product' });

    expect(screen.getByRole('heading', { level: 1, name: 'Our Products' })).toBeInTheDocument();
    expect(screen.getByText('Loading products...')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Spur Gear' })).toHaveAttribute(
      'href',
      '/product/1',
    );
    expect(screen.getByRole('link', { name: /Axle Shaft/ })).toHaveTextContent('Image Not Found');
    expect(JSON.parse(window.localStorage.getItem('productsData') ?? '[]')).toHaveLength(2);
  });

  it('shows the failure message in place of the grid', async () => {
    mockFetch({ 'GET /backend/api/subcategories': new TypeError('Failed to fetch') });
    renderPage(<ProductsPage />, { path: '/product' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to fetch products. Please try again later.',
    );
  });
});

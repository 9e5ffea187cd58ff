import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/test/mock-fetch';
import { renderPage } from '@/test/render-with-router';
import { ProductsPage } from './products-page';

const PRODUCTS = [
  { id: 1, title: 'Spur Gear', product_image: '/uploads/spur.png' },
  { id: 2, title: 'Axle Shaft', product_image: null },
  { id: 3, title: 'Bevel Gear', product_image: '/uploads/bevel.png' },
];

describe('ProductsPage', () => {
  it('shows the banner, then every product as a card, and caches the list whole', async () => {
    mockFetch({ 'GET /backend/api/subcategories': json(PRODUCTS) });
    renderPage(<ProductsPage />, { path: '/product' });

    expect(screen.getByRole('heading', { level: 1, name: 'Our Products' })).toBeInTheDocument();
    expect(
      screen.getByText('We are one of the Best GEARS manufacturers in India..'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading products...');

    const list = await screen.findByRole('list', { name: 'Products' });
    const cards = within(list).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/product/1',
      '/product/2',
      '/product/3',
    ]);
    expect(screen.getByRole('link', { name: 'Spur Gear' })).toBeInTheDocument();
    expect(screen.queryByText('Loading products...')).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('productsData') ?? '[]')).toEqual([
      expect.objectContaining({ id: 1, title: 'Spur Gear' }),
      expect.objectContaining({ id: 2, title: 'Axle Shaft' }),
      expect.objectContaining({ id: 3, title: 'Bevel Gear' }),
    ]);
  });

  it('gives 340x300 pictures and an Image Not Found placeholder for missing or broken ones', async () => {
    mockFetch({ 'GET /backend/api/subcategories': json(PRODUCTS) });
    const { container } = renderPage(<ProductsPage />, { path: '/product' });
    await screen.findByRole('link', { name: 'Spur Gear' });

    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(2);
    for (const image of images) {
      expect(image).toHaveAttribute('width', '340');
      expect(image).toHaveAttribute('height', '300');
      expect(image).toHaveAttribute('loading', 'lazy');
    }
    expect(screen.getByRole('link', { name: /Axle Shaft/ })).toHaveTextContent('Image Not Found');

    const bevel = screen.getByRole('link', { name: /Bevel Gear/ });
    const bevelImage = bevel.querySelector('img');
    expect(bevelImage).not.toBeNull();
    if (bevelImage) fireEvent.error(bevelImage);
    expect(bevel).toHaveTextContent('Image Not Found');
    expect(bevel.querySelector('img')).toBeNull();
  });

  it('shows the failure message in red in place of the grid', async () => {
    mockFetch({ 'GET /backend/api/subcategories': new TypeError('Failed to fetch') });
    renderPage(<ProductsPage />, { path: '/product' });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to fetch products. Please try again later.',
    );
    expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the failure message when the server answers an error', async () => {
    mockFetch({ 'GET /backend/api/subcategories': json({ success: false, error: 'Boom' }, 500) });
    renderPage(<ProductsPage />, { path: '/product' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to fetch products. Please try again later.',
    );
  });
});

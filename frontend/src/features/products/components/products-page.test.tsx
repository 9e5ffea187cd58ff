import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QUOTE_OFFER } from '@gear/contract/quotes';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/test/mock-fetch';
import { renderPage } from '@/test/render-with-router';
import { scrollWindowTo } from '@/test/scroll-window';
import { ProductsPage } from './products-page';
import { forgetQuoteOffer, loadQuoteOffer } from '@/lib/quote-list';

const PRODUCTS = [
  { id: 1, title: 'Spur Gear', product_image: '/uploads/spur.png' },
  { id: 2, title: 'Axle Shaft', product_image: null },
  { id: 3, title: 'Bevel Gear', product_image: '/uploads/bevel.png' },
];

beforeEach(() => {
  forgetQuoteOffer();
});

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

    const images = [...container.querySelectorAll('img')];
    expect(images).toHaveLength(2);
    for (const image of images) {
      expect.soft(image).toHaveAttribute('width', '340');
      expect.soft(image).toHaveAttribute('height', '300');
    }
    // The first row's pictures are the page's largest paint: loaded at once and first; the rest lazily.
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(images[1]).not.toHaveAttribute('fetchpriority', 'high');
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

  it('says so when there are no products', async () => {
    mockFetch({ 'GET /backend/api/subcategories': json([]) });
    renderPage(<ProductsPage />, { path: '/product' });
    expect(
      await screen.findByText('No products are listed yet. Please check back soon.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();
  });

  describe('with 10,000 products', () => {
    /** The list once its windowing code has loaded (the rows not rendered become padding). */
    async function windowedList() {
      await waitFor(() => {
        expect(screen.getByRole('list', { name: 'Products' }).style.paddingBottom).not.toBe('');
      });
      return screen.getByRole('list', { name: 'Products' });
    }

    const MANY = Array.from({ length: 10_000 }, (_, index) => ({
      id: index + 1,
      title: `Gear ${String(index + 1)}`,
      product_image: '/uploads/spur.png',
    }));

    it('renders only the cards near the viewport, numbered within the whole list', async () => {
      mockFetch({ 'GET /backend/api/subcategories': json(MANY) });
      renderPage(<ProductsPage />, { path: '/product' });

      const list = await windowedList();
      const items = within(list).getAllByRole('listitem');
      expect(items.length).toBeGreaterThan(0);
      expect(items.length).toBeLessThan(40);
      expect(items[0]).toHaveAttribute('aria-setsize', '10000');
      expect(items[0]).toHaveAttribute('aria-posinset', '1');
      expect(within(list).getByRole('link', { name: /Gear 1$/ })).toHaveAttribute(
        'href',
        '/product/1',
      );
      // The cards keep their fixed-size pictures, lazy after the first row's two.
      const images = [...list.querySelectorAll('img')];
      images.forEach((image, index) => {
        expect(image).toHaveAttribute('width', '340');
        expect(image).toHaveAttribute('height', '300');
        expect(image).toHaveAttribute('loading', index < 2 ? 'eager' : 'lazy');
      });
      // The rows that are not rendered still take their height.
      expect(Number.parseFloat(list.style.paddingBottom)).toBeGreaterThan(1_000_000);
    });

    it('shows later cards as the page scrolls, down to the last one', async () => {
      mockFetch({ 'GET /backend/api/subcategories': json(MANY) });
      renderPage(<ProductsPage />, { path: '/product' });
      const list = await windowedList();
      const total =
        Number.parseFloat(list.style.paddingBottom) + Number.parseFloat(list.style.paddingTop);

      scrollWindowTo(total / 2);
      expect(within(list).queryByRole('link', { name: /Gear 1$/ })).not.toBeInTheDocument();
      const middle = within(list).getAllByRole('listitem');
      expect(middle.length).toBeLessThan(40);
      const position = Number(middle[0]?.getAttribute('aria-posinset'));
      expect(position).toBeGreaterThan(4_000);
      expect(position).toBeLessThan(6_000);

      scrollWindowTo(total + 10_000);
      expect(within(list).getByRole('link', { name: /Gear 10000$/ })).toHaveAttribute(
        'href',
        '/product/10000',
      );
      expect(within(list).getAllByRole('listitem').length).toBeLessThan(40);
    });

    it('caches the whole list under productsData', async () => {
      mockFetch({ 'GET /backend/api/subcategories': json(MANY) });
      renderPage(<ProductsPage />, { path: '/product' });
      await screen.findByRole('list', { name: 'Products' });
      expect(JSON.parse(window.localStorage.getItem('productsData') ?? '[]')).toHaveLength(10_000);
    });
  });
});

describe('ProductsPage: the quote list button on each card (issue 19)', () => {
  it('adds the product beside (never inside) the card link, then says it is listed', async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /backend/api/subcategories': json(PRODUCTS),
      'GET /backend/api/quote': json(QUOTE_OFFER),
    });
    renderPage(<ProductsPage />, { path: '/product' });
    const add = await screen.findByRole('button', { name: 'Add Spur Gear to quote list' });
    const link = screen.getByRole('link', { name: 'Spur Gear' });
    expect(link).not.toContainElement(add);
    expect(link.parentElement).toBe(add.parentElement);
    expect(screen.getAllByRole('button', { name: /to quote list$/ })).toHaveLength(3);

    await user.click(add);
    expect(add).toHaveAccessibleName('Spur Gear is in your quote list');
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).toHaveFocus();
    await user.click(add);
    expect(JSON.parse(window.localStorage.getItem('quoteList') ?? 'null')).toEqual({
      version: 1,
      lines: [
        { productId: 1, title: 'Spur Gear', image: '/uploads/spur.png', quantity: 1, note: '' },
      ],
    });
    // The cards are still links to the products, nothing more.
    const list = screen.getByRole('list', { name: 'Products' });
    expect(within(list).getAllByRole('link')).toHaveLength(3);
  });

  it('has no button against a backend without quote requests', async () => {
    mockFetch({ 'GET /backend/api/subcategories': json(PRODUCTS) });
    renderPage(<ProductsPage />, { path: '/product' });
    await screen.findByRole('list', { name: 'Products' });
    await act(() => loadQuoteOffer());
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});

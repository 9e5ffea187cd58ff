import { API_PATHS } from '@gear/contract/api-paths';
import { PUBLIC_MESSAGES } from '@gear/contract/messages';
import { QUOTE_OFFER } from '@gear/contract/quotes';
import { screen, within } from '@testing-library/react';
import { StrictMode, type ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RawAnswer } from '@/lib/api-client';
import { serverRenderThenHydrate } from '@/test/hydrate';
import { json, mockFetch, urlOf, type FetchMock } from '@/test/mock-fetch';
import { rawAnswer, UNREACHABLE_ANSWER } from '@/test/raw-answer';
import Ebrochure from './ebrochure';
import Gallery from './gallery';
import Home from './home';
import ProductDetail from './product-detail';
import Products from './products';
import Contact from './contact';
import Quote from './quote';
import { forgetQuoteOffer } from '@/lib/quote-list';

/**
 * A route module's page as React Router renders it on the first load: with its loader's data
 * (the answers the server read), at `url`.
 */
function routePage<P extends object>(
  Page: ComponentType<P>,
  pattern: string,
  url: string,
  answers: Record<string, RawAnswer>,
) {
  const props = { loaderData: { answers } } as unknown as P;
  // StrictMode as in entry.client.tsx: effects run twice in development, still no request.
  return () => (
    <StrictMode>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={pattern} element={<Page {...props} />} />
        </Routes>
      </MemoryRouter>
    </StrictMode>
  );
}

/**
 * What the page fetched besides asking whether the backend takes quote requests, which a page
 * with product cards or the 'Request Quote' button does once after hydrating (issue 19).
 */
const pageReads = (fetchMock: FetchMock) =>
  fetchMock.mock.calls.map(([input]) => urlOf(input)).filter((url) => url !== '/backend/api/quote');

beforeEach(() => {
  forgetQuoteOffer();
});

const PRODUCTS = [
  { id: 1, title: 'Spur Gear', product_image: '/uploads/spur.png' },
  { id: 2, title: 'Axle Shaft', product_image: null },
];

/** GET /api/catalogue for a filtered address (issue 20). */
const CATALOGUE = {
  ids: [1],
  total: 1,
  categories: [{ id: 10, name: 'Spur Gears', slug: 'spur-gears', count: 1 }],
  category: { id: 10, name: 'Spur Gears', slug: 'spur-gears' },
  facets: [
    { kind: 'range', key: 'module', name: 'Module', unit: 'mm', min: 1, max: 4, count: 1 },
    {
      kind: 'choice',
      key: 'material',
      name: 'Material',
      unit: '',
      options: [{ value: 'EN-19', count: 1 }],
      count: 1,
    },
  ],
};

describe('a page rendered by the server with the handed-over answers', () => {
  it('products: the server sends the cards; the browser hydrates them as they are and caches the list', async () => {
    const fetchMock = mockFetch({});
    const { html, mismatches } = await serverRenderThenHydrate(
      routePage(Products, '/product', '/product', {
        [API_PATHS.products]: rawAnswer(PRODUCTS),
        // A backend without the catalogue search (issue 20): SPEC's page.
        [API_PATHS.catalogue]: rawAnswer({ error: 'Not found' }, 404),
      }),
      {
        beforeHydrate: () => {
          window.localStorage.clear();
        },
      },
    );
    expect(html).toContain('Spur Gear');
    expect(html).not.toContain(PUBLIC_MESSAGES.loadingProducts);
    expect(mismatches).toEqual([]);
    expect(screen.getByRole('link', { name: /Spur Gear/ })).toHaveAttribute('href', '/product/1');
    // SPEC §3: the list the page received is cached, on the first load too.
    expect(JSON.parse(window.localStorage.getItem('productsData') ?? 'null')).toEqual(PRODUCTS);
    expect(pageReads(fetchMock)).toEqual([]);
  });

  it('products: a filtered address arrives filtered, with its chips and fields, and hydrates as it is', async () => {
    const fetchMock = mockFetch({});
    const query = 'category=spur-gears&q=gear&material=EN-19&module=2..3';
    const { html, mismatches } = await serverRenderThenHydrate(
      routePage(Products, '/product', `/product?${query}`, {
        [API_PATHS.products]: rawAnswer(PRODUCTS),
        [`${API_PATHS.catalogue}?${query}`]: rawAnswer(CATALOGUE),
      }),
      {
        beforeHydrate: () => {
          window.localStorage.clear();
        },
      },
    );
    expect(html).toContain('Spur Gear');
    expect(html).not.toContain('Axle Shaft');
    expect(mismatches).toEqual([]);
    expect(pageReads(fetchMock)).toEqual([]);
    expect(screen.getByRole('link', { name: 'Spur Gears (1)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('gear');
    expect(screen.getByRole('checkbox', { name: 'EN-19 (1)' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Module to (mm)' })).toHaveValue(3);
    expect(screen.getByRole('status')).toHaveTextContent('1 product');
  });

  it('products: a failed read is the same error text on the server and in the browser', async () => {
    mockFetch({});
    const { html, mismatches } = await serverRenderThenHydrate(
      routePage(Products, '/product', '/product', { [API_PATHS.products]: UNREACHABLE_ANSWER }),
    );
    expect(html).toContain(PUBLIC_MESSAGES.productsFetchFailed);
    expect(mismatches).toEqual([]);
  });

  it('product detail: title, description and picture in the markup; hydrates without a request', async () => {
    const fetchMock = mockFetch({});
    const product = {
      id: 3,
      title: 'Spur Gears',
      description: '<p>Hobbed <strong>20MnCr5</strong></p><script>alert(1)</script>',
      product_image: '/uploads/spur.png',
    };
    const { html, mismatches } = await serverRenderThenHydrate(
      routePage(ProductDetail, '/product/:id', '/product/3', {
        [API_PATHS.product('3')]: rawAnswer(product),
      }),
    );
    expect(html).toMatch(/<h1[^>]*>Spur Gears<\/h1>/);
    expect(html).toContain('20MnCr5');
    expect(html).toContain('/backend/uploads/spur.png');
    expect(html).not.toContain('alert(1)');
    expect(html).not.toContain('Loading product...');
    expect(mismatches).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Spur Gears' })).toBeInTheDocument();
    expect(pageReads(fetchMock)).toEqual([]);
  });

  it("product detail: a handed-over 404 is 'Product not found!' on both sides", async () => {
    const fetchMock = mockFetch({});
    const { html, mismatches } = await serverRenderThenHydrate(
      routePage(ProductDetail, '/product/:id', '/product/987654321', {
        [API_PATHS.product('987654321')]: rawAnswer({ success: false, error: 'Not found' }, 404),
      }),
    );
    expect(html).toContain(PUBLIC_MESSAGES.productNotFound);
    expect(mismatches).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Product not found!' })).toBeVisible();
    expect(pageReads(fetchMock)).toEqual([]);
  });

  it('product detail: nothing handed over (slow backend) sends the spinner; the browser loads', async () => {
    const fetchMock = mockFetch({});
    const { html, mismatches } = await serverRenderThenHydrate(
      routePage(ProductDetail, '/product/:id', '/product/3', {}),
    );
    expect(html).toContain('Loading product...');
    expect(mismatches).toEqual([]);
    // (StrictMode's first run of the effect is aborted and run again.)
    expect(pageReads(fetchMock).at(-1)).toBe('/backend/api/subcategories/3');
  });

  it('home: the slides and product tiles are in the markup, not the loading texts', async () => {
    const fetchMock = mockFetch({});
    const { html, mismatches } = await serverRenderThenHydrate(
      routePage(Home, '/', '/', {
        [API_PATHS.sliders]: rawAnswer([
          {
            id: 1,
            title: 'Precision Gearing',
            description: 'Made to drawing.',
            image: '/uploads/s.png',
          },
        ]),
        [API_PATHS.products]: rawAnswer(PRODUCTS),
      }),
    );
    expect(html).toContain('Made to drawing.');
    expect(html).toContain('Axle Shaft');
    expect(html).not.toContain(PUBLIC_MESSAGES.loadingSliders);
    expect(html).not.toContain(PUBLIC_MESSAGES.loadingProducts);
    expect(mismatches).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("gallery: the images carry the server's stamp on both sides", async () => {
    mockFetch({});
    const { html, mismatches, container } = await serverRenderThenHydrate(
      routePage(Gallery, '/gallery', '/gallery', {
        [API_PATHS.gallery]: rawAnswer(
          [{ id: 1, image: '/uploads/a.jpg' }],
          200,
          1_712_000_000_000,
        ),
      }),
    );
    expect(html).toContain('/backend/uploads/a.jpg?t=1712000000000');
    expect(mismatches).toEqual([]);
    expect(
      container.querySelector('img[src="/backend/uploads/a.jpg?t=1712000000000"]'),
    ).not.toBeNull();
  });

  it("gallery: a picture that failed before hydration becomes 'Image Not Found'", async () => {
    mockFetch({});
    // In the browser a tile's image can fail before React attaches onError: it is then complete
    // with no picture. jsdom loads no images: the broken one is marked so while hydrating.
    const complete = vi
      .spyOn(HTMLImageElement.prototype, 'complete', 'get')
      .mockImplementation(function (this: HTMLImageElement) {
        return this.src.includes('/uploads/broken.jpg');
      });
    const naturalWidth = vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get');
    naturalWidth.mockReturnValue(0);
    try {
      const { html, mismatches, container } = await serverRenderThenHydrate(
        routePage(Gallery, '/gallery', '/gallery', {
          [API_PATHS.gallery]: rawAnswer(
            [
              { id: 1, image: '/uploads/broken.jpg' },
              { id: 2, image: '/uploads/fine.jpg' },
            ],
            200,
            1_712_000_000_000,
          ),
        }),
      );
      expect(html).toContain('/backend/uploads/broken.jpg');
      expect(mismatches).toEqual([]);
      const collection = within(screen.getByRole('region', { name: 'Collection of Gears' }));
      expect(collection.getByText('Image Not Found')).toBeInTheDocument();
      expect(collection.getAllByRole('button', { name: /^View / })).toHaveLength(1);
      expect(container.querySelector('img[src*="/uploads/fine.jpg"]')).not.toBeNull();
    } finally {
      complete.mockRestore();
      naturalWidth.mockRestore();
    }
  });

  it("e-brochure: a backend with none is 'No brochure available...' on both sides", async () => {
    const fetchMock = mockFetch({});
    const { html, mismatches } = await serverRenderThenHydrate(
      routePage(Ebrochure, '/ebrochure', '/ebrochure', {
        [API_PATHS.ebrochure]: rawAnswer({ success: false, error: 'No e-brochure found' }, 404),
      }),
    );
    expect(html).toContain('No brochure available');
    expect(html).not.toContain(PUBLIC_MESSAGES.loadingBrochure);
    expect(mismatches).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('contact: ?product= writes the message on the server; the browser keeps it as typed text', async () => {
    mockFetch({});
    const { html, mismatches } = await serverRenderThenHydrate(
      routePage(Contact, '/contact', '/contact?product=Spur%20Gear&product=Axle%20Shaft', {}),
    );
    expect(html).toContain('I would like a quote for: Spur Gear, Axle Shaft.');
    expect(mismatches).toEqual([]);
    expect(screen.getByLabelText(/^Message/)).toHaveValue(
      'I would like a quote for: Spur Gear, Axle Shaft.',
    );
  });

  it('quote: the list and the form arrive together after hydration (the server cannot know the list)', async () => {
    mockFetch({ 'GET /backend/api/quote': json(QUOTE_OFFER) });
    window.localStorage.setItem(
      'quoteList',
      JSON.stringify({
        version: 1,
        lines: [{ productId: 3, title: 'Spur Gear', image: null, quantity: 12, note: '' }],
      }),
    );
    const { html, mismatches } = await serverRenderThenHydrate(
      routePage(Quote, '/quote', '/quote', {}),
    );
    expect(html).toContain('Your quote list');
    expect(html).not.toContain('Spur Gear');
    expect(html).not.toContain('Send Quote Request');
    expect(mismatches).toEqual([]);
    expect(await screen.findByRole('button', { name: 'Send Quote Request' })).toBeEnabled();
    expect(await screen.findByRole('link', { name: 'Spur Gear' })).toHaveAttribute(
      'href',
      '/product/3',
    );
    expect(await screen.findByRole('spinbutton', { name: 'Quantity of Spur Gear' })).toHaveValue(
      12,
    );
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CatalogueResponse } from '@gear/contract/catalogue-search';
import { PUBLIC_MESSAGES } from '@gear/contract/messages';
import { describe, expect, it, vi } from 'vitest';
import { json, urlOf } from '@/test/mock-fetch';
import { renderPage } from '@/test/render-with-router';
import { ProductsPage } from './products-page';

const PRODUCTS = [
  { id: 1, title: 'Spur Gear M2', product_image: null },
  { id: 2, title: 'Spur Gear M3', product_image: null },
  { id: 3, title: 'Helical Gear', product_image: null },
  { id: 4, title: 'Axle Shaft', product_image: null },
];

const CATEGORIES = [
  { id: 10, name: 'Spur Gears', slug: 'spur-gears', product_count: 2, count: 2 },
  { id: 11, name: 'Helical Gears', slug: 'helical-gears', product_count: 1, count: 1 },
];

const FACETS: CatalogueResponse['facets'] = [
  { kind: 'range', key: 'module', name: 'Module', unit: 'mm', min: 1, max: 12, count: 3 },
  {
    kind: 'choice',
    key: 'material',
    name: 'Material',
    unit: '',
    options: [
      { value: 'EN-19', count: 3 },
      { value: 'EN-8', count: 1 },
    ],
    count: 4,
  },
];

const answer = (partial: Partial<CatalogueResponse> = {}): CatalogueResponse => ({
  ids: [1, 2, 3, 4],
  total: 4,
  categories: CATEGORIES,
  category: null,
  facets: FACETS,
  ...partial,
});

const SPUR = { id: 10, name: 'Spur Gears', slug: 'spur-gears' };

type Answer = Response | Error | Promise<Response>;

/**
 * GET /api/subcategories answers PRODUCTS; GET /api/catalogue?<query> answers what `catalogue`
 * gives for the query (the text after '?', '' for none). Everything else is a 404.
 */
function serve(catalogue: (query: string) => Answer) {
  const fetchMock = vi.fn((input: RequestInfo | URL): Promise<Response> => {
    const url = urlOf(input);
    if (url === '/backend/api/subcategories') return Promise.resolve(json(PRODUCTS));
    if (url === '/backend/api/catalogue' || url.startsWith('/backend/api/catalogue?')) {
      const result = catalogue(url.split('?')[1] ?? '');
      return result instanceof Error ? Promise.reject(result) : Promise.resolve(result);
    }
    return Promise.resolve(json({ error: 'Not found' }, 404));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The catalogue queries asked, in order. */
const catalogueQueries = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls
    .map(([input]) => urlOf(input))
    .filter((url) => url.startsWith('/backend/api/catalogue'))
    .map((url) => url.split('?')[1] ?? '');

const render = (path = '/product') => renderPage(<ProductsPage />, { path, pattern: '/product' });

/** The card titles of the grid, in order. */
const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Products' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

const where = (router: ReturnType<typeof render>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('ProductsPage: the catalogue (issue 20)', () => {
  it('shows category chips as links, the result count and the cards of the answer, in its order', async () => {
    serve(() => json(answer({ ids: [3, 1], total: 2 })));
    render();

    const chips = await screen.findByRole('navigation', { name: 'Product categories' });
    const links = within(chips).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/product',
      '/product?category=spur-gears',
      '/product?category=helical-gears',
    ]);
    expect(links[0]).toHaveAccessibleName('All products');
    expect(links[1]).toHaveAccessibleName('Spur Gears (2)');
    expect(links[2]).toHaveAccessibleName('Helical Gears (1)');
    expect(within(chips).getByRole('link', { name: 'All products' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('status')).toHaveTextContent('2 products');
    expect(cardTitles()).toEqual(['Helical Gear', 'Spur Gear M2']);
  });

  it('a category page: its chip is current, a chip keeps the search words and drops the filters', async () => {
    serve(() => json(answer({ ids: [1], total: 1, category: SPUR })));
    render('/product?category=spur-gears&q=hub&module=2..3');

    const chips = await screen.findByRole('navigation', { name: 'Product categories' });
    expect(within(chips).getByRole('link', { name: 'Spur Gears (2)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(chips).getByRole('link', { name: 'All products' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(within(chips).getByRole('link', { name: 'Helical Gears (1)' })).toHaveAttribute(
      'href',
      '/product?category=helical-gears&q=hub',
    );
    expect(within(chips).getByRole('link', { name: 'All products' })).toHaveAttribute(
      'href',
      '/product?q=hub',
    );
    expect(screen.getByRole('status')).toHaveTextContent('1 product');
    expect(cardTitles()).toEqual(['Spur Gear M2']);
  });

  it('asks the catalogue with the address in its stable order', async () => {
    const fetchMock = serve(() => json(answer()));
    render('/product?material=EN-8&q=%20hub%20&category=spur-gears&module=2..3&material=EN-19');
    await screen.findByRole('navigation', { name: 'Product categories' });
    expect(catalogueQueries(fetchMock)).toEqual([
      'category=spur-gears&q=hub&material=EN-8&material=EN-19&module=2..3',
    ]);
  });

  it('a chip navigates in place and the cards follow the new answer', async () => {
    const user = userEvent.setup();
    serve((query) =>
      json(
        query === 'category=spur-gears'
          ? answer({ ids: [1, 2], total: 2, category: SPUR })
          : answer(),
      ),
    );
    const { router } = render();
    await user.click(await screen.findByRole('link', { name: 'Spur Gears (2)' }));
    await waitFor(() => {
      expect(cardTitles()).toEqual(['Spur Gear M2', 'Spur Gear M3']);
    });
    expect(where(router)).toBe('/product?category=spur-gears');
    expect(router.state.location.state).toEqual({ inPlace: true });
    expect(screen.getByRole('link', { name: 'Spur Gears (2)' })).toHaveFocus();
  });

  describe('the search', () => {
    it('is a labelled GET form to /product carrying the category and filters as hidden fields', async () => {
      serve(() => json(answer({ category: SPUR })));
      render('/product?category=spur-gears&material=EN-19');
      const form = await screen.findByRole('search');
      expect(form).toHaveAttribute('method', 'get');
      expect(form).toHaveAttribute('action', '/product');
      expect(within(form).getByRole('searchbox', { name: 'Search products' })).toHaveAttribute(
        'name',
        'q',
      );
      expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute(
        'type',
        'submit',
      );
      const hidden = [...form.querySelectorAll('input[type="hidden"]')].map((input) => [
        input.getAttribute('name'),
        input.getAttribute('value'),
      ]);
      expect(hidden).toEqual([
        ['category', 'spur-gears'],
        ['material', 'EN-19'],
      ]);
    });

    it('follows typing after a pause, replacing its one history entry; Back returns to before the search', async () => {
      const user = userEvent.setup();
      const fetchMock = serve(() => json(answer()));
      const { router } = render();
      const box = await screen.findByRole('searchbox', { name: 'Search products' });

      await user.type(box, 'hub');
      await waitFor(() => {
        expect(where(router)).toBe('/product?q=hub');
      });
      // Not letter by letter: one pause, one address.
      await waitFor(() => {
        expect(catalogueQueries(fetchMock)).toEqual(['', 'q=hub']);
      });
      expect(router.state.historyAction).toBe('PUSH');

      await user.type(box, ' gear');
      await waitFor(() => {
        expect(where(router)).toBe('/product?q=hub+gear');
      });
      expect(router.state.historyAction).toBe('REPLACE');
      expect(box).toHaveFocus();
      expect(box).toHaveValue('hub gear');

      await act(() => router.navigate(-1));
      expect(where(router)).toBe('/product');
      expect(box).toHaveValue('');
    });

    it('Enter after the pause seals the typing entry; the box follows every later address', async () => {
      const user = userEvent.setup();
      serve(() => json(answer()));
      const { router } = render('/product?material=EN-19');
      const box = await screen.findByRole('searchbox', { name: 'Search products' });
      await user.type(box, 'hub');
      await waitFor(() => {
        expect(where(router)).toBe('/product?q=hub&material=EN-19');
      });
      // The page has rendered the new address (its chip link carries the words).
      await waitFor(() => {
        expect(screen.getByRole('link', { name: 'All products' })).toHaveAttribute(
          'href',
          '/product?q=hub',
        );
      });
      await user.keyboard('{Enter}');
      await waitFor(() => {
        expect(router.state.location.state).toEqual({ inPlace: true });
      });
      expect(router.state.historyAction).toBe('REPLACE');
      // Typing again starts a new entry.
      await user.type(box, 's');
      await waitFor(() => {
        expect(where(router)).toBe('/product?q=hubs&material=EN-19');
      });
      expect(router.state.historyAction).toBe('PUSH');
      await waitFor(() => {
        expect(screen.getByRole('link', { name: 'All products' })).toHaveAttribute(
          'href',
          '/product?q=hubs',
        );
      });
      await user.click(screen.getByRole('link', { name: 'Clear all filters' }));
      await waitFor(() => {
        expect(box).toHaveValue('');
      });
      await act(() => router.navigate(-1));
      expect(box).toHaveValue('hubs');
      await act(() => router.navigate(-1));
      expect(box).toHaveValue('hub');
      await act(() => router.navigate(-1));
      expect(where(router)).toBe('/product?material=EN-19');
      expect(box).toHaveValue('');
    });

    it('Enter adds a history entry at once', async () => {
      const user = userEvent.setup();
      serve(() => json(answer()));
      const { router } = render('/product?category=spur-gears');
      const box = await screen.findByRole('searchbox', { name: 'Search products' });
      await user.type(box, 'bevel{Enter}');
      expect(where(router)).toBe('/product?category=spur-gears&q=bevel');
      expect(router.state.historyAction).toBe('PUSH');
      // The pause after typing changes nothing more.
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(router.state.historyAction).toBe('PUSH');
      await act(() => router.navigate(-1));
      expect(where(router)).toBe('/product?category=spur-gears');
      expect(box).toHaveValue('');
    });
  });

  describe('the filters', () => {
    it('are a GET form of labelled number fields and checkboxes with counts', async () => {
      serve(() => json(answer({ category: SPUR })));
      render('/product?category=spur-gears&q=hub');
      const form = await screen.findByRole('form', { name: 'Filters' });
      expect(form).toHaveAttribute('method', 'get');
      expect(form).toHaveAttribute('action', '/product');
      const from = within(form).getByRole('spinbutton', { name: 'Module from (mm)' });
      expect(from).toHaveAttribute('name', 'module.from');
      expect(from).toHaveAttribute('placeholder', '1');
      expect(from).toHaveAttribute('min', '1');
      expect(from).toHaveAttribute('max', '12');
      expect(from).toHaveAttribute('step', 'any');
      expect(within(form).getByRole('spinbutton', { name: 'Module to (mm)' })).toHaveAttribute(
        'placeholder',
        '12',
      );
      const material = within(form).getByRole('group', { name: 'Material' });
      expect(within(material).getByRole('checkbox', { name: 'EN-19 (3)' })).toHaveAttribute(
        'value',
        'EN-19',
      );
      expect(within(material).getByRole('checkbox', { name: 'EN-8 (1)' })).not.toBeChecked();
      expect(within(form).getByRole('button', { name: 'Apply filters' })).toHaveAttribute(
        'type',
        'submit',
      );
      const hidden = [...form.querySelectorAll('input[type="hidden"]')].map((input) => [
        input.getAttribute('name'),
        input.getAttribute('value'),
      ]);
      expect(hidden).toEqual([
        ['category', 'spur-gears'],
        ['q', 'hub'],
      ]);
    });

    it('a range is written as key=min..max when a field is committed (blur or Enter), open ends allowed', async () => {
      const user = userEvent.setup();
      const fetchMock = serve(() => json(answer({ category: SPUR })));
      const { router } = render('/product?category=spur-gears');
      const from = await screen.findByRole('spinbutton', { name: 'Module from (mm)' });
      const to = screen.getByRole('spinbutton', { name: 'Module to (mm)' });

      await user.type(from, '2');
      // Typing alone changes nothing.
      expect(where(router)).toBe('/product?category=spur-gears');
      await user.tab();
      await waitFor(() => {
        expect(where(router)).toBe('/product?category=spur-gears&module=2..');
      });
      expect(to).toHaveFocus();
      await user.type(to, '3.5{Enter}');
      await waitFor(() => {
        expect(where(router)).toBe('/product?category=spur-gears&module=2..3.5');
      });
      expect(to).toHaveFocus();
      expect(catalogueQueries(fetchMock)).toEqual([
        'category=spur-gears',
        'category=spur-gears&module=2..',
        'category=spur-gears&module=2..3.5',
      ]);
    });

    it('choices are repeated key=value, ticked and unticked at once; Back restores the fields', async () => {
      const user = userEvent.setup();
      serve(() => json(answer()));
      const { router } = render('/product?module=2..3');
      const en19 = await screen.findByRole('checkbox', { name: 'EN-19 (3)' });
      await user.click(en19);
      await waitFor(() => {
        expect(where(router)).toBe('/product?material=EN-19&module=2..3');
      });
      await user.click(screen.getByRole('checkbox', { name: 'EN-8 (1)' }));
      await waitFor(() => {
        expect(where(router)).toBe('/product?material=EN-19&material=EN-8&module=2..3');
      });
      expect(en19).toBeChecked();
      expect(screen.getByRole('spinbutton', { name: 'Module from (mm)' })).toHaveValue(2);

      await act(() => router.navigate(-1));
      expect(where(router)).toBe('/product?material=EN-19&module=2..3');
      expect(screen.getByRole('checkbox', { name: 'EN-8 (1)' })).not.toBeChecked();
      await act(() => router.navigate(-1));
      expect(en19).not.toBeChecked();
      expect(screen.getByRole('spinbutton', { name: 'Module to (mm)' })).toHaveValue(3);
      await act(() => router.navigate(1));
      expect(en19).toBeChecked();
    });

    it("sit behind a 'Filters' button with the number of active filters, in a panel of the page", async () => {
      const user = userEvent.setup();
      serve(() => json(answer()));
      render('/product?material=EN-19&module=2..3');
      const toggle = await screen.findByRole('button', { name: 'Filters (2 active)' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      const form = screen.getByRole('form', { name: 'Filters' });
      expect(toggle).toHaveAttribute('aria-controls', form.id);
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      // 'Apply filters' closes the panel and gives the focus back to its button.
      await user.click(screen.getByRole('button', { name: 'Apply filters' }));
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(toggle).toHaveFocus();
    });
  });

  describe('the active filters', () => {
    it("are removable chips and 'Clear all filters' goes back to the category page", async () => {
      const user = userEvent.setup();
      serve(() => json(answer({ category: SPUR })));
      const { router } = render(
        '/product?category=spur-gears&q=hub&module=2..3&material=EN-19&material=EN-8',
      );
      const active = await screen.findByRole('list', { name: 'Active filters' });
      expect(
        within(active)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual([
        ['Module 2–3 mm×', '/product?category=spur-gears&q=hub&material=EN-19&material=EN-8'],
        ['Material EN-19×', '/product?category=spur-gears&q=hub&material=EN-8&module=2..3'],
        ['Material EN-8×', '/product?category=spur-gears&q=hub&material=EN-19&module=2..3'],
      ]);
      const clear = screen.getByRole('link', { name: 'Clear all filters' });
      expect(clear).toHaveAttribute('href', '/product?category=spur-gears');

      await user.click(screen.getByRole('link', { name: 'Remove filter Module 2–3 mm' }));
      await waitFor(() => {
        expect(where(router)).toBe(
          '/product?category=spur-gears&q=hub&material=EN-19&material=EN-8',
        );
      });
      // The focus moves to the chip now in its place, not to the page.
      expect(screen.getByRole('link', { name: 'Remove filter Material EN-19' })).toHaveFocus();
      expect(screen.getByRole('spinbutton', { name: 'Module from (mm)' })).toHaveValue(null);

      await user.click(screen.getByRole('link', { name: 'Clear all filters' }));
      await waitFor(() => {
        expect(where(router)).toBe('/product?category=spur-gears');
      });
      expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
      expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
      expect(screen.getByRole('status')).toHaveFocus();
    });

    it('say open ranges and units as a reader would', async () => {
      serve(() =>
        json(
          answer({
            facets: [
              {
                kind: 'range',
                key: 'pressure-angle',
                name: 'Pressure angle',
                unit: '°',
                min: 14.5,
                max: 25,
                count: 2,
              },
              ...FACETS,
            ],
          }),
        ),
      );
      render('/product?module=2..&pressure-angle=..20&utm-source=mail');
      const active = await screen.findByRole('list', { name: 'Active filters' });
      expect(
        within(active)
          .getAllByRole('link')
          .map((link) => link.getAttribute('aria-label')),
      ).toEqual([
        'Remove filter Pressure angle up to 20°',
        'Remove filter Module from 2 mm',
        'Remove filter utm-source: mail',
      ]);
    });
  });

  describe('empty answers', () => {
    it("says 'No products match these filters.' with a way back to the category", async () => {
      serve(() => json(answer({ ids: [], total: 0, category: SPUR })));
      render('/product?category=spur-gears&material=EN-8');
      expect(await screen.findByText('No products match these filters.')).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('0 products');
      expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();
      const links = screen.getAllByRole('link', { name: 'Clear all filters' });
      for (const link of links)
        expect.soft(link).toHaveAttribute('href', '/product?category=spur-gears');
    });

    it('an unknown category says so and offers every product', async () => {
      serve(() => json(answer({ ids: [], total: 0, category: null })));
      render('/product?category=worm-gears');
      expect(
        await screen.findByText('This category is not in the catalogue any more.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Show all products' })).toHaveAttribute(
        'href',
        '/product',
      );
      expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();
      // No chip is current: the address names none of them.
      const chips = screen.getByRole('navigation', { name: 'Product categories' });
      expect(within(chips).queryByRole('link', { current: 'page' })).toBeNull();
    });
  });

  describe('while the next answer loads', () => {
    it('keeps the previous cards, dimmed and aria-busy, without the spinner', async () => {
      const user = userEvent.setup();
      let release: (() => void) | undefined;
      serve((query) => {
        if (query !== 'material=EN-8') return json(answer());
        return new Promise<Response>((resolve) => {
          release = () => {
            resolve(json(answer({ ids: [4], total: 1 })));
          };
        });
      });
      const { router } = render();
      const en8 = await screen.findByRole('checkbox', { name: 'EN-8 (1)' });
      await user.click(en8);
      await waitFor(() => {
        expect(where(router)).toBe('/product?material=EN-8');
      });
      const results = screen.getByRole('list', { name: 'Products' }).parentElement;
      expect(results).toHaveAttribute('aria-busy', 'true');
      expect(cardTitles()).toHaveLength(4);
      expect(screen.queryByText(PUBLIC_MESSAGES.loadingProducts)).not.toBeInTheDocument();
      expect(en8).toBeChecked();
      expect(en8).toHaveFocus();

      act(() => {
        release?.();
      });
      await waitFor(() => {
        expect(cardTitles()).toEqual(['Axle Shaft']);
      });
      expect(results).toHaveAttribute('aria-busy', 'false');
    });
  });

  it('a chip whose answer is on its way never says the category is unknown', async () => {
    const user = userEvent.setup();
    let release: (() => void) | undefined;
    serve((query) => {
      if (query === '') return json(answer());
      return new Promise<Response>((resolve) => {
        release = () => {
          resolve(json(answer({ ids: [1, 2], category: SPUR })));
        };
      });
    });
    render();
    await user.click(await screen.findByRole('link', { name: 'Spur Gears (2)' }));
    await waitFor(() => {
      expect(release).toBeDefined();
    });
    expect(screen.getByRole('link', { name: 'Spur Gears (2)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.queryByText('This category is not in the catalogue any more.')).toBeNull();
    expect(cardTitles()).toHaveLength(4);
    act(() => {
      release?.();
    });
    await waitFor(() => {
      expect(cardTitles()).toEqual(['Spur Gear M2', 'Spur Gear M3']);
    });
  });

  describe('a backend without the catalogue, or a failing one', () => {
    it('404: the page is SPEC’s, with no chips, search, filters or count', async () => {
      serve(() => json({ error: 'Not found' }, 404));
      render('/product?category=spur-gears&q=hub');
      expect(
        await screen.findAllByRole('link', { name: /^Spur Gear M|Helical|Axle/ }),
      ).toHaveLength(4);
      expect(screen.queryByRole('navigation', { name: 'Product categories' })).toBeNull();
      expect(screen.queryByRole('search')).toBeNull();
      expect(screen.queryByRole('form', { name: 'Filters' })).toBeNull();
      expect(screen.queryByRole('status')).toBeNull();
      expect(
        screen.queryByText('Filters are unavailable right now; showing every product.'),
      ).toBeNull();
    });

    it('5xx or no answer: every product, with a note', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      for (const failure of [json({ error: 'Boom' }, 500), new TypeError('Failed to fetch')]) {
        serve(() => failure);
        const { unmount } = render('/product?category=spur-gears&material=EN-19');
        expect
          .soft(
            await screen.findByText('Filters are unavailable right now; showing every product.'),
          )
          .toHaveAttribute('role', 'status');
        expect.soft(cardTitles()).toHaveLength(4);
        expect.soft(screen.queryByRole('navigation', { name: 'Product categories' })).toBeNull();
        unmount();
      }
    });

    it('a failure after a good answer keeps the chips, search and filters so the visitor can undo', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const user = userEvent.setup();
      serve((query) => (query === '' ? json(answer({ ids: [1] })) : json({ error: 'Boom' }, 500)));
      const { router } = render();
      await user.click(await screen.findByRole('checkbox', { name: 'EN-19 (3)' }));
      expect(
        await screen.findByText('Filters are unavailable right now; showing every product.'),
      ).toBeInTheDocument();
      expect(cardTitles()).toHaveLength(4);
      expect(screen.getByRole('checkbox', { name: 'EN-19 (3)' })).toHaveFocus();
      await user.click(screen.getByRole('link', { name: 'Remove filter Material EN-19' }));
      await waitFor(() => {
        expect(where(router)).toBe('/product');
      });
      await waitFor(() => {
        expect(cardTitles()).toEqual(['Spur Gear M2']);
      });
    });
  });
});

describe('ProductsPage head (issue 20)', () => {
  const ORIGIN = window.location.origin;
  const head = (selector: string) =>
    [...document.head.querySelectorAll(selector)].map(
      (element) => element.getAttribute('content') ?? element.getAttribute('href'),
    );
  const graph = () =>
    (
      JSON.parse(
        document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
      ) as { '@graph': Record<string, unknown>[] }
    )['@graph'];

  it('a category page is its own canonical page with its own title, and lists its products', async () => {
    document.head.innerHTML = '';
    serve(() => json(answer({ ids: [1, 2], category: SPUR })));
    render('/product?category=spur-gears');
    await screen.findByRole('navigation', { name: 'Product categories' });
    expect(document.title).toMatch(/^Spur Gears \| Products \| /);
    expect(head('meta[name="description"]')[0]).toMatch(/^Spur Gears made to drawing/);
    expect(head('link[rel="canonical"]')).toEqual([`${ORIGIN}/product?category=spur-gears`]);
    expect(head('meta[name="robots"]')).toEqual([]);
    const list = graph().find((node) => node['@type'] === 'ItemList');
    expect(list).toEqual({
      '@type': 'ItemList',
      name: 'Spur Gears',
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Spur Gear M2', url: `${ORIGIN}/product/1` },
        { '@type': 'ListItem', position: 2, name: 'Spur Gear M3', url: `${ORIGIN}/product/2` },
      ],
    });
    expect(graph().find((node) => node['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { name: 'Home' },
        { name: 'Products', item: `${ORIGIN}/product` },
        { name: 'Spur Gears' },
      ],
    });
  });

  it('a search or filter is noindex, follow, canonical to its category page (or /product)', async () => {
    document.head.innerHTML = '';
    serve((query) => json(answer({ ids: [1], category: query.includes('spur') ? SPUR : null })));
    const first = render('/product?category=spur-gears&module=2..3');
    await screen.findByRole('navigation', { name: 'Product categories' });
    expect(head('meta[name="robots"]')).toEqual(['noindex, follow']);
    expect(head('link[rel="canonical"]')).toEqual([`${ORIGIN}/product?category=spur-gears`]);
    first.unmount();

    render('/product?q=hub');
    await screen.findByRole('navigation', { name: 'Product categories' });
    expect(head('meta[name="robots"]')).toEqual(['noindex, follow']);
    expect(head('link[rel="canonical"]')).toEqual([`${ORIGIN}/product`]);
    expect(document.title).toMatch(/^Our Products \| /);
  });

  it('an unknown category is noindex without a canonical', async () => {
    document.head.innerHTML = '';
    serve(() => json(answer({ ids: [], category: null })));
    render('/product?category=worm-gears');
    await screen.findByText('This category is not in the catalogue any more.');
    expect(head('meta[name="robots"]')).toEqual(['noindex']);
    expect(head('link[rel="canonical"]')).toEqual([]);
  });
});

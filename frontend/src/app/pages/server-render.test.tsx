// @vitest-environment node
import { API_PATHS } from '@gear/contract/api-paths';
import { PUBLIC_MESSAGES } from '@gear/contract/messages';
import { JSDOM } from 'jsdom';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { HERO, HOME_PRODUCTS } from '@/config/site';
import type { RawAnswer } from '@/lib/api-client';
import { provideHtmlWindow } from '@/lib/html-window';
import { SiteOriginContext } from '@/lib/seo/site-origin';
import { rawAnswer, UNREACHABLE_ANSWER } from '@/test/raw-answer';
import Home from './home';
import Contact from './contact';
import ProductDetail from './product-detail';
import Products from './products';
import Quote from './quote';

/**
 * What the renderer sends for a page, in Node as on the server: no window, no local storage, the
 * inert jsdom window entry.server.tsx provides for reading product descriptions.
 */
function serverHtml<P extends object>(
  Page: ComponentType<P>,
  pattern: string,
  url: string,
  answers: Record<string, RawAnswer>,
) {
  const props = { loaderData: { answers } } as unknown as P;
  const html = renderToString(
    <SiteOriginContext value="https://www.gears.example">
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={pattern} element={<Page {...props} />} />
        </Routes>
      </MemoryRouter>
    </SiteOriginContext>,
  );
  return { html, doc: new JSDOM(html).window.document };
}

const SPUR = {
  id: 3,
  title: 'Spur Gears',
  description:
    '<h2>Precision spur gears</h2><p>Hobbed from forged blanks.</p><img src=x onerror="alert(1)"><script>alert(2)</script>',
  product_image: '/uploads/spur.png',
};

beforeAll(() => {
  provideHtmlWindow(new JSDOM('').window as unknown as Window & typeof globalThis);
});

describe('the server-rendered markup (what a bot without JavaScript gets)', () => {
  it('runs without a browser', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof localStorage).toBe('undefined');
  });

  it("a product page has the product's title, description text and picture, head included", () => {
    const { doc } = serverHtml(ProductDetail, '/product/:id', '/product/3', {
      [API_PATHS.product('3')]: rawAnswer(SPUR),
    });
    expect(doc.querySelector('h1')?.textContent).toBe('Spur Gears');
    expect(doc.body.textContent).toContain('Hobbed from forged blanks.');
    expect(doc.querySelector('title')?.textContent).toMatch(/^Spur Gears \| /);
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^Precision spur gears Hobbed from forged blanks/,
    );
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://www.gears.example/product/3',
    );
    expect(doc.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      'https://www.gears.example/backend/uploads/spur.png',
    );
    expect(doc.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('product');
    // The description's markup is sanitized on the server too.
    expect(doc.querySelector('[onerror]')).toBeNull();
    expect(doc.querySelector('script:not([type="application/ld+json"])')).toBeNull();
    const graph = JSON.parse(
      doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    ) as { '@graph': { '@type': string }[] };
    expect(graph['@graph'].map((node) => node['@type'])).toEqual([
      'Organization',
      'WebSite',
      'BreadcrumbList',
      'Product',
    ]);
  });

  it('an unknown product is the not-found content, noindex', () => {
    const { doc } = serverHtml(ProductDetail, '/product/:id', '/product/abc', {
      [API_PATHS.product('abc')]: rawAnswer({ success: false, error: 'Invalid id' }, 400),
    });
    expect(doc.querySelector('h1')?.textContent).toBe(PUBLIC_MESSAGES.productNotFound);
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('a product the server could not read in time sends the spinner (the browser loads it)', () => {
    const { html } = serverHtml(ProductDetail, '/product/:id', '/product/3', {});
    expect(html).toContain('Loading product...');
  });

  it('the home page sends its slides and tiles, or the fallbacks when the backend is down', () => {
    const up = serverHtml(Home, '/', '/', {
      [API_PATHS.sliders]: rawAnswer([
        {
          id: 1,
          title: 'Precision Gearing',
          description: 'Made to drawing.',
          image: '/uploads/s.png',
        },
      ]),
      [API_PATHS.products]: rawAnswer([{ id: 7, title: 'Bevel Gear', product_image: null }]),
    });
    expect(up.html).toContain('Made to drawing.');
    expect(up.doc.querySelector('a[href="/product/7"]')?.textContent).toContain('Bevel Gear');

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const down = serverHtml(Home, '/', '/', {
      [API_PATHS.sliders]: UNREACHABLE_ANSWER,
      [API_PATHS.products]: UNREACHABLE_ANSWER,
    });
    expect(down.html).not.toContain(PUBLIC_MESSAGES.loadingSliders);
    expect(down.html).not.toContain(PUBLIC_MESSAGES.loadingProducts);
    // The default slide and the 8 demo products (SPEC §4, §8), as tiles without links.
    expect(down.doc.body.textContent).toContain(HERO.defaultSlideTitle);
    for (const title of HOME_PRODUCTS.demoTitles)
      expect.soft(down.doc.body.textContent).toContain(title);
    expect(down.doc.querySelector('a[href^="/product/"]')).toBeNull();
  });

  it('a product list whose title tries to close a script stays text', () => {
    const { doc } = serverHtml(Products, '/product', '/product', {
      [API_PATHS.products]: rawAnswer([
        { id: 1, title: '</script><script>alert(1)</script>', product_image: null },
      ]),
    });
    expect(doc.querySelector('script:not([type="application/ld+json"])')).toBeNull();
    expect(doc.body.textContent).toContain('</script><script>alert(1)</script>');
  });

  describe('the catalogue (issue 20)', () => {
    const PRODUCTS = [
      { id: 1, title: 'Spur Gear M2', product_image: null },
      { id: 2, title: 'Helical Gear', product_image: null },
      { id: 3, title: 'Spur Gear M3', product_image: null },
    ];
    const SPUR = { id: 10, name: 'Spur Gears', slug: 'spur-gears' };
    const catalogue = (partial: Record<string, unknown>) => ({
      ids: [3, 1],
      total: 2,
      categories: [{ ...SPUR, count: 2 }],
      category: SPUR,
      facets: [
        { kind: 'range', key: 'module', name: 'Module', unit: 'mm', min: 2, max: 3, count: 2 },
      ],
      ...partial,
    });
    const products = (url: string, answer: RawAnswer) => {
      const query = url.split('?')[1] ?? '';
      return serverHtml(Products, '/product', url, {
        [API_PATHS.products]: rawAnswer(PRODUCTS),
        [query ? `${API_PATHS.catalogue}?${query}` : API_PATHS.catalogue]: answer,
      });
    };
    const titles = (doc: Document) =>
      [...doc.querySelectorAll('ul[aria-label="Products"] h2')].map((h2) => h2.textContent);

    it('a category page arrives filtered, with its chips, forms, count and its own head', () => {
      const { doc } = products('/product?category=spur-gears', rawAnswer(catalogue({})));
      expect(titles(doc)).toEqual(['Spur Gear M3', 'Spur Gear M2']);
      expect(
        doc
          .querySelector('nav[aria-label="Product categories"] a[aria-current="page"]')
          ?.getAttribute('href'),
      ).toBe('/product?category=spur-gears');
      expect(doc.querySelector('form[role="search"] input[name="q"]')).not.toBeNull();
      expect(doc.querySelector('form[aria-labelledby] input[name="module.from"]')).not.toBeNull();
      expect(doc.querySelector('[role="status"]')?.textContent).toBe('2 products');
      expect(doc.querySelector('title')?.textContent).toMatch(/^Spur Gears \| Products \| /);
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        'https://www.gears.example/product?category=spur-gears',
      );
      expect(doc.querySelector('meta[name="robots"]')).toBeNull();
      expect(doc.body.textContent).not.toContain(PUBLIC_MESSAGES.loadingProducts);
    });

    it('a filtered address is noindex, follow with its category page as canonical; the fields say the filter', () => {
      const { doc } = products(
        '/product?category=spur-gears&q=m2&module=2..3',
        rawAnswer(catalogue({ ids: [1], total: 1 })),
      );
      expect(titles(doc)).toEqual(['Spur Gear M2']);
      expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
        'noindex, follow',
      );
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        'https://www.gears.example/product?category=spur-gears',
      );
      expect(doc.querySelector('input[name="q"]')?.getAttribute('value')).toBe('m2');
      expect(doc.querySelector('input[name="module.from"]')?.getAttribute('value')).toBe('2');
      expect(doc.querySelector('input[name="module.to"]')?.getAttribute('value')).toBe('3');
      expect(
        doc.querySelector('a[aria-label="Remove filter Module 2–3 mm"]')?.getAttribute('href'),
      ).toBe('/product?category=spur-gears&q=m2');
    });

    it("against a backend without it (404) the page is SPEC's list: no chips, forms or count", () => {
      const { doc } = products(
        '/product?category=spur-gears',
        rawAnswer({ success: false, error: 'Not found' }, 404),
      );
      expect(titles(doc)).toEqual(['Spur Gear M2', 'Helical Gear', 'Spur Gear M3']);
      expect(doc.querySelector('nav[aria-label="Product categories"]')).toBeNull();
      expect(doc.querySelector('form')).toBeNull();
      expect(doc.querySelector('[role="status"]')).toBeNull();
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        'https://www.gears.example/product',
      );
    });

    it('a failing call shows every product with the note', () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { doc } = products('/product?category=spur-gears', UNREACHABLE_ANSWER);
      expect(titles(doc)).toHaveLength(3);
      expect(doc.querySelector('[role="status"]')?.textContent).toBe(
        'Filters are unavailable right now; showing every product.',
      );
    });
  });

  it("a product page's 'Request Quote' is SPEC's link to the contact form, naming the product", () => {
    const { doc } = serverHtml(ProductDetail, '/product/:id', '/product/3', {
      [API_PATHS.product('3')]: rawAnswer(SPUR),
    });
    const links = [...doc.querySelectorAll('a')].filter((a) => a.textContent === 'Request Quote');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/contact?product=Spur%20Gears#form',
    ]);
    expect(doc.body.textContent).not.toContain('is in your quote list');
  });

  it('the contact form arrives with the message naming the products of ?product=', () => {
    const { doc } = serverHtml(
      Contact,
      '/contact',
      '/contact?product=%20Spur%20Gears%0A&product=Axle%20Shaft',
      {},
    );
    expect(doc.querySelector('textarea[name="message"]')?.textContent).toBe(
      'I would like a quote for: Spur Gears, Axle Shaft.',
    );
    const plain = serverHtml(Contact, '/contact', '/contact', {});
    expect(plain.doc.querySelector('textarea[name="message"]')?.textContent).toBe('');
  });

  it('the quote page: its heading and the list card, not the list or the form (they live in the browser); noindex', () => {
    const { doc } = serverHtml(Quote, '/quote', '/quote', {});
    expect(doc.querySelector('h1')?.textContent).toBe('Request a Quote');
    expect(doc.querySelector('h2')?.textContent).toBe('Your quote list');
    expect(doc.body.textContent).not.toContain('Your quote list is empty.');
    expect(doc.querySelector('form')).toBeNull();
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
  });
});

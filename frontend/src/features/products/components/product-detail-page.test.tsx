import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QUOTE_OFFER } from '@gear/contract/quotes';
import { QUOTE_MESSAGES } from '@gear/contract/quote-rules';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockFetch } from '@/test/mock-fetch';
import { renderPage } from '@/test/render-with-router';
import { ProductDetailPage } from './product-detail-page';
import { forgetQuoteOffer } from '@/lib/quote-list';

const render = (id: string) =>
  renderPage(<ProductDetailPage />, {
    path: `/product/${id}`,
    pattern: '/product/:id',
    stubs: ['/product', '/contact', '/', '/quote'],
  });

const HELICAL = {
  id: 5,
  title: 'Helical Gear',
  description:
    '<h1>Specs</h1><p>Hardened <strong>55-60 HRC</strong></p><img src=x onerror="alert(1)"><script>alert(2)</script>',
  product_image: '/uploads/helical.png',
  sub_image1: '/uploads/a.png',
  sub_image2: '',
  sub_image3: '/uploads/c.png',
  sub_image4: null,
};

const stored = () => JSON.parse(window.localStorage.getItem('productsData') ?? 'null') as unknown;
const mainImage = () => screen.getByRole('img', { name: /^Helical Gear \(view/ });

beforeEach(() => {
  forgetQuoteOffer();
});

describe('ProductDetailPage', () => {
  it('shows a spinner, then breadcrumb, title, sanitized description and the two buttons', async () => {
    mockFetch({ 'GET /backend/api/subcategories/5': json(HELICAL) });
    const { container } = render('5');

    expect(screen.getByRole('status')).toHaveTextContent('Loading product...');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Helical Gear' }),
    ).toBeInTheDocument();
    // The description's own h1 is demoted: one h1 per page.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Specs' })).toBeInTheDocument();

    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByRole('link', { name: 'Products' })).toHaveAttribute(
      'href',
      '/product',
    );
    expect(within(breadcrumb).getByText('Helical Gear')).toHaveAttribute('aria-current', 'page');

    expect(screen.getByText('55-60 HRC')).toBeInTheDocument();
    // The description's script is gone; the page's only script is its JSON-LD data block.
    expect(
      container.querySelector('script:not([type="application/ld+json"]), [onload]'),
    ).toBeNull();
    expect(container.querySelector('script[type="application/ld+json"]')?.textContent).not.toMatch(
      /alert/,
    );
    expect(container.querySelector('[onerror]')).toBeNull();
    // No GET /api/quote here (404): SPEC's link to the contact form, its message naming the product.
    expect(screen.getByRole('link', { name: 'Request Quote' })).toHaveAttribute(
      'href',
      '/contact?product=Helical%20Gear#form',
    );
    expect(screen.getByRole('link', { name: 'Back to Products' })).toHaveAttribute(
      'href',
      '/product',
    );
  });

  it("keeps a plain-text description's paragraphs and line breaks (another backend's data)", async () => {
    const plain = {
      ...HELICAL,
      id: 'a1b2c3d4e5f6a1b2c3d4e5f6',
      description: 'Material: EN-19 steel\nHardness: 55-60 HRC\n\nApplications: gearboxes',
    };
    mockFetch({ 'GET /backend/api/subcategories/a1b2c3d4e5f6a1b2c3d4e5f6': json(plain) });
    const { container } = render('a1b2c3d4e5f6a1b2c3d4e5f6');
    await screen.findByRole('heading', { level: 1, name: 'Helical Gear' });
    const paragraphs = [...container.querySelectorAll('p')].filter((p) =>
      /^(Material|Applications)/.test(p.textContent),
    );
    expect(paragraphs.map((p) => p.textContent)).toEqual([
      'Material: EN-19 steelHardness: 55-60 HRC',
      'Applications: gearboxes',
    ]);
    expect(paragraphs[0]?.querySelectorAll('br')).toHaveLength(1);
  });

  it('starts on the main image and makes a clicked thumbnail the main image', async () => {
    mockFetch({ 'GET /backend/api/subcategories/5': json(HELICAL) });
    render('5');
    await screen.findByRole('heading', { level: 1, name: 'Helical Gear' });

    expect(mainImage()).toHaveAttribute('src', '/backend/uploads/helical.png');
    const thumbs = screen.getAllByRole('button', { name: /^Show image/ });
    expect(thumbs).toHaveLength(3);
    expect(thumbs[0]).toHaveAttribute('aria-pressed', 'true');
    expect(thumbs[2]).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(screen.getByRole('button', { name: 'Show image 3 of 3' }));
    expect(mainImage()).toHaveAttribute('src', '/backend/uploads/c.png');
    expect(screen.getByRole('button', { name: 'Show image 3 of 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Show image 1 of 3' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it("lists the non-empty sub images as 'Gallery Images (n)' in 6 slots", async () => {
    mockFetch({ 'GET /backend/api/subcategories/5': json(HELICAL) });
    render('5');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Gallery Images (2)' });
    const section = heading.closest('section');
    expect(section).not.toBeNull();
    if (!section) return;
    const slots = within(section).getAllByRole('listitem');
    expect(slots).toHaveLength(6);
    expect(within(section).getAllByText('No image')).toHaveLength(4);
    expect(
      within(section)
        .getAllByRole('img')
        .map((image) => image.getAttribute('src')),
    ).toEqual(['/backend/uploads/a.png', '/backend/uploads/c.png']);
  });

  it('replaces the stored entry with the fetched product', async () => {
    window.localStorage.setItem(
      'productsData',
      JSON.stringify([
        { id: 4, title: 'Other' },
        { id: 5, title: 'Old title' },
      ]),
    );
    mockFetch({ 'GET /backend/api/subcategories/5': json(HELICAL) });
    render('5');
    await screen.findByRole('heading', { level: 1, name: 'Helical Gear' });

    expect(stored()).toEqual([
      expect.objectContaining({ id: 4, title: 'Other' }),
      expect.objectContaining({ id: 5, title: 'Helical Gear', sub_image3: '/uploads/c.png' }),
    ]);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('falls back to the cached product, main image plus sub images up to 6, with a notice', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    window.localStorage.setItem(
      'productsData',
      JSON.stringify([
        {
          id: 7,
          title: 'Cached Shaft',
          description: '<p>From cache</p>',
          product_image: '/uploads/main.png',
          sub_image1: '/uploads/1.png',
          sub_image2: '/uploads/2.png',
          sub_image3: '/uploads/3.png',
          sub_image4: '/uploads/4.png',
          sub_image5: '/uploads/5.png',
          sub_image6: '/uploads/6.png',
        },
      ]),
    );
    mockFetch({ 'GET /backend/api/subcategories/7': new TypeError('Failed to fetch') });
    render('7');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cached Shaft' }),
    ).toBeInTheDocument();
    expect(screen.getByText('From cache')).toBeInTheDocument();
    expect(
      screen.getByText(/Failed to load product details\. Showing the details saved/),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Show image/ })).toHaveLength(6);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Gallery Images (5)' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('No image')).toHaveLength(1);
  });

  it("shows 'Failed to load product details.' and 'Return to Products' when nothing is cached", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ 'GET /backend/api/subcategories/8': json({ success: false, error: 'Boom' }, 500) });
    render('8');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load product details.');
    expect(screen.getByRole('link', { name: 'Return to Products' })).toHaveAttribute(
      'href',
      '/product',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Return to Products' }));
    expect(screen.getByRole('heading', { name: 'Stub /product' })).toBeInTheDocument();
  });

  it("shows 'Product not found!' on a 404, even when an old copy is cached", async () => {
    window.localStorage.setItem('productsData', JSON.stringify([{ id: 9, title: 'Deleted' }]));
    mockFetch({
      'GET /backend/api/subcategories/9': json({ success: false, error: 'Not found' }, 404),
    });
    render('9');

    expect(await screen.findByRole('alert')).toHaveTextContent('Product not found!');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Product not found!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Products' })).toHaveAttribute(
      'href',
      '/product',
    );
    expect(screen.queryByRole('heading', { name: 'Deleted' })).not.toBeInTheDocument();
  });

  it('swaps broken images for placeholders: 400px main, 100px thumbnails, Image Not Found slots', async () => {
    mockFetch({ 'GET /backend/api/subcategories/5': json(HELICAL) });
    render('5');
    await screen.findByRole('heading', { level: 1, name: 'Helical Gear' });

    fireEvent.error(mainImage());
    const mainPlaceholder = screen.getByRole('img', { name: 'Not found: Helical Gear' });
    expect(mainPlaceholder).toHaveAttribute('width', '400');
    expect(mainPlaceholder).toHaveAttribute('height', '400');

    const thumb = screen.getByRole('button', { name: 'Show image 2 of 3' });
    const thumbImage = thumb.querySelector('img');
    expect(thumbImage).not.toBeNull();
    if (!thumbImage) return;
    const original = thumbImage.getAttribute('src');
    fireEvent.error(thumbImage);
    const swapped = thumb.querySelector('img');
    expect(swapped?.getAttribute('src')).not.toBe(original);
    expect(swapped).toHaveAttribute('width', '100');
    expect(swapped).toHaveAttribute('height', '100');

    const slot = screen.getByRole('img', { name: 'Helical Gear, gallery view 1' });
    fireEvent.error(slot);
    expect(screen.getByText('Image Not Found')).toBeInTheDocument();
  });

  it('offers the WebP derivatives as srcset on the main image, thumbnails and gallery slots', async () => {
    const variants = {
      '/uploads/helical.png': [
        { width: 480, url: '/uploads/helical-480w.webp' },
        { width: 960, url: '/uploads/helical-960w.webp' },
      ],
      '/uploads/a.png': [{ width: 480, url: '/uploads/a-480w.webp' }],
    };
    mockFetch({ 'GET /backend/api/subcategories/5': json({ ...HELICAL, variants }) });
    render('5');
    await screen.findByRole('heading', { level: 1, name: 'Helical Gear' });

    expect(mainImage()).toHaveAttribute('src', '/backend/uploads/helical.png');
    expect(mainImage()).toHaveAttribute(
      'srcset',
      '/backend/uploads/helical-480w.webp 480w, /backend/uploads/helical-960w.webp 960w',
    );
    expect(mainImage()).toHaveAttribute(
      'sizes',
      '(min-width: 1024px) min(50vw, 600px), min(100vw, 600px)',
    );
    const thumb = within(screen.getByRole('button', { name: 'Show image 1 of 3' })).getByRole(
      'presentation',
    );
    expect(thumb).toHaveAttribute('sizes', '100px');
    const slot = screen.getByRole('img', { name: 'Helical Gear, gallery view 1' });
    expect(slot).toHaveAttribute('srcset', '/backend/uploads/a-480w.webp 480w');
    // sub image 3 has no derivatives: the plain URL only.
    const plain = screen.getByRole('img', { name: 'Helical Gear, gallery view 2' });
    expect(plain).toHaveAttribute('src', '/backend/uploads/c.png');
    expect(plain).not.toHaveAttribute('srcset');
    for (const image of [mainImage(), thumb, slot, plain]) {
      expect.soft(image).toHaveAttribute('width');
      expect.soft(image).toHaveAttribute('height');
    }
  });
});

describe("ProductDetailPage: 'Request Quote' (issue 19)", () => {
  const OFFER = 'GET /backend/api/quote';
  const stored = () =>
    JSON.parse(window.localStorage.getItem('quoteList') ?? 'null') as {
      lines: { productId: unknown; quantity: number }[];
    } | null;

  it('against a backend with quotes: adds the product once, then says so with a link to the list', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'GET /backend/api/subcategories/5': json({
        ...HELICAL,
        variants: { '/uploads/helical.png': [{ width: 480, url: '/uploads/helical-480w.webp' }] },
      }),
      [OFFER]: json(QUOTE_OFFER),
    });
    render('5');
    const button = await screen.findByRole('button', { name: 'Request Quote' });
    expect(screen.queryByRole('link', { name: 'Request Quote' })).not.toBeInTheDocument();
    expect(screen.queryByText(QUOTE_MESSAGES.added('Helical Gear'))).not.toBeInTheDocument();

    await user.click(button);
    const status = screen.getByText(QUOTE_MESSAGES.added('Helical Gear'), { exact: false });
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(within(status).getByRole('link', { name: 'View quote list' })).toHaveAttribute(
      'href',
      '/quote',
    );
    expect(stored()).toEqual({
      version: 1,
      lines: [
        {
          productId: 5,
          title: 'Helical Gear',
          image: '/uploads/helical-480w.webp',
          quantity: 1,
          note: '',
        },
      ],
    });
    await user.click(button);
    expect(stored()?.lines).toHaveLength(1);
    expect(callsTo(fetchMock, OFFER)).toHaveLength(1);
  });

  it('says a product already in the list is there from the start', async () => {
    window.localStorage.setItem(
      'quoteList',
      JSON.stringify({
        version: 1,
        lines: [{ productId: '5', title: 'Helical Gear', image: null, quantity: 40, note: '' }],
      }),
    );
    mockFetch({
      'GET /backend/api/subcategories/5': json(HELICAL),
      [OFFER]: json(QUOTE_OFFER),
    });
    render('5');
    expect(
      await screen.findByText(QUOTE_MESSAGES.added('Helical Gear'), { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View quote list' })).toBeInTheDocument();
  });

  it('says when the list is full', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(
      'quoteList',
      JSON.stringify({
        version: 1,
        lines: Array.from({ length: 50 }, (_, index) => ({
          productId: 100 + index,
          title: `Part ${String(index)}`,
          image: null,
          quantity: 1,
          note: '',
        })),
      }),
    );
    mockFetch({
      'GET /backend/api/subcategories/5': json(HELICAL),
      [OFFER]: json(QUOTE_OFFER),
    });
    render('5');
    await user.click(await screen.findByRole('button', { name: 'Request Quote' }));
    expect(screen.getByText(QUOTE_MESSAGES.tooManyLines)).toBeInTheDocument();
    expect(stored()?.lines).toHaveLength(50);
  });

  it('is the link while the answer is pending, then a button of the same look in its place', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockFetch({
      'GET /backend/api/subcategories/5': json(HELICAL),
      [OFFER]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    render('5');
    const link = await screen.findByRole('link', { name: 'Request Quote' });
    expect(link).toHaveAttribute('href', '/contact?product=Helical%20Gear#form');
    const { className, parentElement } = link;
    const status = parentElement?.querySelector('[aria-live="polite"]');
    expect(status).toBeEmptyDOMElement();

    answer(json(QUOTE_OFFER));
    const button = await screen.findByRole('button', { name: 'Request Quote' });
    expect(button.className).toBe(className);
    expect(button.parentElement).toBe(parentElement);
    expect(button.nextElementSibling).toBe(status);
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/test/mock-fetch';
import { renderPage } from '@/test/render-with-router';
import { HomePage } from './home-page';

const SLIDERS = 'GET /backend/sliders/getSliders';
const PRODUCTS = 'GET /backend/api/subcategories';

const products = Array.from({ length: 10 }, (_, index) => ({
  id: index + 1,
  title: `Gear ${index + 1}`,
  product_image: `/uploads/gear-${index + 1}.png`,
}));

describe('HomePage', () => {
  it('shows the slides from the server after "Loading sliders..."', async () => {
    mockFetch({
      [SLIDERS]: json([
        {
          id: 1,
          title: 'Precision Gears for Tractors',
          description: 'Built to last',
          image: '/uploads/s1.png',
        },
        {
          id: 2,
          title: 'Transmission Shafts',
          description: 'EN-19 steel',
          image: 'https://cdn.example.com/s2.jpg',
        },
      ]),
      [PRODUCTS]: json(products),
    });
    renderPage(<HomePage />);

    expect(screen.getByText('Loading sliders...')).toBeInTheDocument();
    const first = await screen.findByRole('heading', {
      level: 2,
      name: 'Precision Gears for Tractors',
    });
    expect(first).toBeInTheDocument();
    expect(screen.getByText('Built to last')).toBeInTheDocument();
    expect(screen.queryByText('Loading sliders...')).not.toBeInTheDocument();

    const slide = first.closest('li');
    expect(slide?.querySelector('img')).toHaveAttribute('src', '/backend/uploads/s1.png');
    expect(screen.getByRole('button', { name: 'Go to slide 2' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'MORE ABOUT US', hidden: true })[0]).toHaveAttribute(
      'href',
      '#about',
    );
  });

  it('shows the default slide when the slider call fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ [SLIDERS]: new TypeError('Failed to fetch'), [PRODUCTS]: json(products) });
    renderPage(<HomePage />);

    expect(
      await screen.findByRole('heading', { name: 'Service for Industries' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Go to slide/ })).not.toBeInTheDocument();
    expect(error).toHaveBeenCalled();
  });

  it('shows the default slide when the server has no slides', async () => {
    mockFetch({ [SLIDERS]: json([]), [PRODUCTS]: json(products) });
    renderPage(<HomePage />);
    expect(
      await screen.findByRole('heading', { name: 'Service for Industries' }),
    ).toBeInTheDocument();
  });

  it('shows the first 8 products linking to their pages and caches the whole list', async () => {
    mockFetch({ [SLIDERS]: json([]), [PRODUCTS]: json(products) });
    renderPage(<HomePage />);

    expect(screen.getByText('Loading products...')).toBeInTheDocument();
    const gallery = (await screen.findByRole('heading', { name: 'Gear 1' })).closest('ul');
    if (!gallery) throw new Error('product grid missing');
    expect(within(gallery).getAllByRole('listitem')).toHaveLength(8);
    expect(within(gallery).queryByText('Gear 9')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gear 3' })).toHaveAttribute('href', '/product/3');
    expect(screen.getByRole('link', { name: 'Show More' })).toHaveAttribute('href', '/product');
    expect(JSON.parse(window.localStorage.getItem('productsData') ?? '[]')).toHaveLength(10);
  });

  it('shows the 8 demo products with a console warning when the product call fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch({ [SLIDERS]: json([]), [PRODUCTS]: json({ success: false, error: 'boom' }, 500) });
    renderPage(<HomePage />);

    for (const title of [
      'Bearing Housing',
      'Castle Nut',
      'Chain Sprocket',
      'Axle Shaft',
      'Gear Box',
      'Mechanical Oil Seal Axle & Housing',
      'Machining Components',
      'Motor Input Shaft',
    ]) {
      expect.soft(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    }
    // Demo tiles have no id, so they are not links.
    expect(screen.queryByRole('link', { name: 'Castle Nut' })).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem('productsData')).toBeNull();
  });

  it('shows the demo products when the server has none', async () => {
    mockFetch({ [SLIDERS]: json([]), [PRODUCTS]: json([]) });
    renderPage(<HomePage />);
    expect(await screen.findByRole('heading', { name: 'Bearing Housing' })).toBeInTheDocument();
  });

  it('replaces a broken product image with the placeholder image', async () => {
    mockFetch({ [SLIDERS]: json([]), [PRODUCTS]: json(products) });
    renderPage(<HomePage />);
    const link = await screen.findByRole('link', { name: 'Gear 1' });
    const image = link.querySelector('img');
    if (!image) throw new Error('tile image missing');
    expect(image).toHaveAttribute('src', '/backend/uploads/gear-1.png');
    expect(image).toHaveAttribute('width', '340');
    expect(image).toHaveAttribute('height', '300');
    fireEvent.error(image);
    expect(link.querySelector('img')?.getAttribute('src')).toMatch(/placeholder/);
  });

  it('has the sections in order, with the #about and #services anchors and the page title', async () => {
    mockFetch({ [SLIDERS]: json([]), [PRODUCTS]: json(products) });
    const { container } = renderPage(<HomePage />);
    await screen.findByRole('heading', { name: 'Gear 1' });
    const headings = screen.getAllByRole('heading', { level: 2 });
    const names = [
      'Service for Industries',
      'We Are Example Gears Auto Engineers Since 2005',
      'Vision, Mission & Quality',
      'Our Achievements',
      'Our Product Gallery',
      'Fully Customized Gears To Match Client Unique Needs',
      'Inquiry Here..',
    ];
    expect(headings).toHaveLength(names.length);
    names.forEach((name, index) => {
      expect(headings[index]).toHaveAccessibleName(name);
    });
    expect(screen.getByText('Welcome to Example Gears Auto Engineers')).toBeInTheDocument();
    expect(container.querySelector('#about')).toContainElement(
      screen.getByRole('heading', { name: /Since 2005/ }),
    );
    expect(container.querySelector('#services')).toContainElement(
      screen.getByRole('heading', { level: 3, name: 'Vision' }),
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Mission' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Quality Assurance' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Example Gears Auto Engineers');
  });

  it('leaves the window where it is when it mounts (hydrating never scrolls a visitor back)', async () => {
    mockFetch({ [SLIDERS]: json([]), [PRODUCTS]: json(products) });
    vi.mocked(window.scrollTo).mockClear();
    renderPage(<HomePage />);
    expect(await screen.findByRole('heading', { name: 'Our Achievements' })).toBeInTheDocument();
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});

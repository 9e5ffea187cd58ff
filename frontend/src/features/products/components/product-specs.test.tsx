import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/test/mock-fetch';
import { renderPage } from '@/test/render-with-router';
import { ProductDetailPage } from './product-detail-page';

const render = (id: string) =>
  renderPage(<ProductDetailPage />, { path: `/product/${id}`, pattern: '/product/:id' });

const SPECS = [
  { name: 'Module', value: { min: 1, max: 12 }, unit: 'mm' },
  { name: 'Pressure angle', value: 20, unit: '°' },
  { name: 'Number of teeth', value: 40, unit: '' },
  { name: 'Hardness', value: { min: 58, max: 62 }, unit: 'HRC' },
  { name: 'Material', value: 'EN-19, EN-8', unit: '' },
  { name: 'Rated torque', value: 1200, unit: 'N·m' },
  { name: 'Power', value: 7.5, unit: 'kW' },
  { name: 'Heat treatment', value: 'Case carburised', unit: '' },
];

const SPUR = {
  id: 3,
  title: 'Spur Gears',
  description: '<p>Hobbed from forged blanks.</p>',
  product_image: '/uploads/spur.png',
  category_id: 10,
  category: { id: 10, name: 'Spur Gears', slug: 'spur-gears' },
  specs: SPECS,
};

/** The nodes of the page's JSON-LD graph. */
const graph = () =>
  (
    JSON.parse(
      document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    ) as { '@graph': Record<string, unknown>[] }
  )['@graph'];

beforeEach(() => {
  document.head.innerHTML = '<meta charset="utf-8">';
});

describe('ProductDetailPage: specifications and category (issue 20)', () => {
  it("shows a 'Specifications' table after the description, each value with its unit", async () => {
    mockFetch({ 'GET /backend/api/subcategories/3': json(SPUR) });
    const { container } = render('3');
    const section = await screen.findByRole('region', { name: 'Specifications' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Specifications');
    const rows = within(section)
      .getAllByRole('row')
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        within(row).getByRole('cell').textContent,
      ]);
    expect(rows).toEqual([
      ['Module', '1–12 mm'],
      ['Pressure angle', '20°'],
      ['Number of teeth', '40'],
      ['Hardness', '58–62 HRC'],
      ['Material', 'EN-19, EN-8'],
      ['Rated torque', '1200 N·m'],
      ['Power', '7.5 kW'],
      ['Heat treatment', 'Case carburised'],
    ]);
    expect(within(section).getAllByRole('rowheader')[0]).toHaveAttribute('scope', 'row');
    // After the description, before the buttons.
    const description = screen.getByText('Hobbed from forged blanks.');
    expect(
      description.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Back to Products' });
    expect(section.compareDocumentPosition(back) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Numbers and codes stay as they are under the page translator; words are translated.
    expect(within(section).getByText('EN-19, EN-8')).toHaveAttribute('translate', 'no');
    expect(within(section).getByText('Case carburised')).not.toHaveAttribute('translate');
    expect(container.querySelectorAll('table')).toHaveLength(1);
  });

  it("links 'Category: <name>' to its category page near the title, not in the breadcrumb", async () => {
    mockFetch({ 'GET /backend/api/subcategories/3': json(SPUR) });
    render('3');
    const link = await screen.findByRole('link', { name: 'Category: Spur Gears' });
    expect(link).toHaveAttribute('href', '/product?category=spur-gears');
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(breadcrumb)
        .getAllByRole('link')
        .map((crumb) => crumb.textContent),
    ).toEqual(['Home', 'Products']);
    expect(within(breadcrumb).getByText('Spur Gears')).toHaveAttribute('aria-current', 'page');
  });

  it('has no table, heading or category link without specifications or a category', async () => {
    mockFetch({
      'GET /backend/api/subcategories/3': json({ ...SPUR, specs: [], category: undefined }),
    });
    const { container } = render('3');
    await screen.findByRole('heading', { level: 1, name: 'Spur Gears' });
    expect(screen.queryByRole('region', { name: 'Specifications' })).toBeNull();
    expect(screen.queryByText('Specifications')).toBeNull();
    expect(container.querySelector('table')).toBeNull();
    expect(screen.queryByRole('link', { name: /^Category:/ })).toBeNull();
  });

  it('gives the JSON-LD Product its category and a PropertyValue per row, with unitCode where one exists', async () => {
    mockFetch({ 'GET /backend/api/subcategories/3': json(SPUR) });
    render('3');
    await screen.findByRole('region', { name: 'Specifications' });
    const product = graph().find((node) => node['@type'] === 'Product');
    expect(product).toMatchObject({ name: 'Spur Gears', category: 'Spur Gears' });
    expect(product?.additionalProperty).toEqual([
      {
        '@type': 'PropertyValue',
        name: 'Module',
        minValue: 1,
        maxValue: 12,
        unitText: 'mm',
        unitCode: 'MMT',
      },
      {
        '@type': 'PropertyValue',
        name: 'Pressure angle',
        value: 20,
        unitText: '°',
        unitCode: 'DD',
      },
      { '@type': 'PropertyValue', name: 'Number of teeth', value: 40 },
      { '@type': 'PropertyValue', name: 'Hardness', minValue: 58, maxValue: 62, unitText: 'HRC' },
      { '@type': 'PropertyValue', name: 'Material', value: 'EN-19, EN-8' },
      {
        '@type': 'PropertyValue',
        name: 'Rated torque',
        value: 1200,
        unitText: 'N·m',
        unitCode: 'NU',
      },
      { '@type': 'PropertyValue', name: 'Power', value: 7.5, unitText: 'kW', unitCode: 'KWT' },
      { '@type': 'PropertyValue', name: 'Heat treatment', value: 'Case carburised' },
    ]);
  });

  it('a product without them has neither category nor additionalProperty in its JSON-LD', async () => {
    mockFetch({
      'GET /backend/api/subcategories/3': json({ ...SPUR, specs: undefined, category: null }),
    });
    render('3');
    await screen.findByRole('heading', { level: 1, name: 'Spur Gears' });
    const product = graph().find((node) => node['@type'] === 'Product');
    expect(product).toBeDefined();
    expect(product).not.toHaveProperty('category');
    expect(product).not.toHaveProperty('additionalProperty');
  });

  it('the stored list fallback (detail call failed) shows the stored specifications too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.localStorage.setItem(
      'productsData',
      JSON.stringify([{ ...SPUR, id: 7, title: 'Cached Spur', category: undefined }]),
    );
    mockFetch({ 'GET /backend/api/subcategories/7': new TypeError('Failed to fetch') });
    render('7');
    await screen.findByRole('heading', { level: 1, name: 'Cached Spur' });
    const section = screen.getByRole('region', { name: 'Specifications' });
    expect(within(section).getByRole('row', { name: 'Module 1–12 mm' })).toBeInTheDocument();
    expect(screen.getByText(/Failed to load product details\./)).toBeInTheDocument();
  });
});

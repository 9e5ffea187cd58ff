import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { pageTitle } from '@/config/site';
import { json, mockFetch } from '@/test/mock-fetch';
import { renderPage } from '@/test/render-with-router';
import { ProductDetailPage } from './product-detail-page';

const ORIGIN = window.location.origin;

const SPUR = {
  id: 3,
  title: 'Spur Gears',
  description:
    '<h2>Precision spur gears</h2><p>Hobbed from forged blanks and case carburised for quiet running in tractor transmissions, machine tools, conveyors and pumps, to drawing or sample.</p><ul><li><strong>Material:</strong> 20MnCr5 or EN-19</li><li><strong>Hardness:</strong> 58-62 HRC</li></ul>',
  product_image: '/uploads/spur.png',
  sub_image1: '/uploads/spur-2.png',
};

/** The one head element matching `selector` (React hoists the page's tags there): its value. */
const attr = (selector: string) => {
  const elements = document.head.querySelectorAll(selector);
  expect(elements.length, selector).toBeLessThanOrEqual(1);
  return elements[0]?.getAttribute('content') ?? elements[0]?.getAttribute('href');
};

const GraphSchema = z.object({ '@graph': z.array(z.looseObject({ '@type': z.string() })) });

/** The nodes of the page's JSON-LD graph. */
const graph = () =>
  GraphSchema.parse(
    JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}'),
  )['@graph'];

beforeEach(() => {
  // The document has no title or description of its own (app/root.tsx): the page renders them.
  document.head.innerHTML = '<meta charset="utf-8">';
});

describe('ProductDetailPage head', () => {
  it("uses the product's title, the first words of its description and its main image", async () => {
    mockFetch({ 'GET /backend/api/subcategories/3': json(SPUR) });
    renderPage(<ProductDetailPage />, { path: '/product/3', pattern: '/product/:id' });
    await screen.findByRole('heading', { level: 1, name: 'Spur Gears' });

    expect(document.title).toBe(pageTitle('Spur Gears'));
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
    const description = attr('meta[name="description"]') ?? '';
    expect(description.startsWith('Precision spur gears Hobbed from forged blanks')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(155);
    expect(description.endsWith('…')).toBe(true);
    expect(attr('link[rel="canonical"]')).toBe(`${ORIGIN}/product/3`);
    expect(attr('meta[property="og:type"]')).toBe('product');
    expect(attr('meta[property="og:image"]')).toBe(`${ORIGIN}/backend/uploads/spur.png`);
    expect(attr('meta[name="twitter:image"]')).toBe(`${ORIGIN}/backend/uploads/spur.png`);
    expect(attr('meta[name="twitter:title"]')).toBe(pageTitle('Spur Gears'));

    const nodes = graph();
    expect(nodes.map((node) => node['@type'])).toEqual([
      'Organization',
      'WebSite',
      'BreadcrumbList',
      'Product',
    ]);
    expect(nodes[2]?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Products', item: `${ORIGIN}/product` },
      { '@type': 'ListItem', position: 3, name: 'Spur Gears' },
    ]);
    expect(nodes[3]).toMatchObject({
      name: 'Spur Gears',
      description,
      image: [`${ORIGIN}/backend/uploads/spur.png`, `${ORIGIN}/backend/uploads/spur-2.png`],
      manufacturer: { '@id': `${ORIGIN}/#organization` },
    });
  });

  it('keeps part codes and specifications of the description out of the translator', async () => {
    mockFetch({ 'GET /backend/api/subcategories/3': json(SPUR) });
    renderPage(<ProductDetailPage />, { path: '/product/3', pattern: '/product/:id' });
    for (const code of ['20MnCr5', 'EN-19', '58-62 HRC']) {
      const element = await screen.findByText(code);
      expect.soft(element).toHaveAttribute('translate', 'no');
      expect.soft(element).toHaveClass('notranslate');
    }
  });

  it('an unknown product is noindex, without canonical or JSON-LD', async () => {
    mockFetch({ 'GET /backend/api/subcategories/99': json({ success: false, error: 'x' }, 404) });
    renderPage(<ProductDetailPage />, { path: '/product/99', pattern: '/product/:id' });
    await screen.findByRole('link', { name: 'Return to Products' });
    expect(attr('meta[name="robots"]')).toBe('noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[property^="og:"]')).toBeNull();
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
  });
});

import { CategoryListSchema } from '@gear/contract/catalogue-search';
import { ProductListSchema, ProductSchema } from '@gear/contract/product';
import { PUBLIC_PAGE_PATHS, escapeXml, productPagePath } from '@gear/contract/sitemap';
import type { Page } from '@playwright/test';
import * as z from 'zod/mini';
import { PUBLIC_ROUTES } from '../public-routes.ts';
import { expect, test } from '../fixtures.ts';

/**
 * Search and sharing (issue 6) through nginx: per-route head tags, JSON-LD, robots.txt,
 * sitemap.xml built from the backend's data, and brand names kept out of the page translator.
 */

const JsonLdSchema = z.object({
  '@context': z.literal('https://schema.org'),
  '@graph': z.array(z.looseObject({ '@type': z.string() })),
});

/**
 * The one value of each head tag (and that there is exactly one). The JSON-LD block is a data
 * block React renders where the page puts it (in the body of the server's HTML, not hoisted like
 * title, meta and link): it is looked for in the whole document.
 */
async function headTags(page: Page) {
  return page.evaluate(() => {
    const scope = (selector: string) => (selector.startsWith('script') ? document : document.head);
    const all = (selector: string) =>
      Array.from(scope(selector).querySelectorAll(selector)).map(
        (element) => element.getAttribute('content') ?? element.getAttribute('href') ?? '',
      );
    const keys = [
      'meta[name="description"]',
      'link[rel="canonical"]',
      'meta[name="robots"]',
      'meta[property="og:title"]',
      'meta[property="og:description"]',
      'meta[property="og:url"]',
      'meta[property="og:type"]',
      'meta[property="og:image"]',
      'meta[property="og:site_name"]',
      'meta[name="twitter:card"]',
      'meta[name="twitter:title"]',
      'meta[name="twitter:description"]',
      'meta[name="twitter:image"]',
      'script[type="application/ld+json"]',
    ];
    return {
      titles: document.head.querySelectorAll('title').length,
      title: document.title,
      tags: Object.fromEntries(keys.map((key) => [key, all(key)])),
      jsonLd: Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map(
        (script) => script.textContent,
      ),
    };
  });
}

/** The site's canonical for a path: the origin the browser sees (no SITE_URL in the harness). */
const absolute = (baseURL: string, path: string) => new URL(path, `${baseURL}/`).href;

test.describe('search and sharing', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`${route} has its own title, description, canonical, cards and JSON-LD`, async ({
      page,
      harness,
      request,
    }) => {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const canonical = absolute(harness.baseURL, route);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);

      const head = await headTags(page);
      expect(head.titles, 'one <title>').toBe(1);
      for (const [key, values] of Object.entries(head.tags)) {
        if (key === 'meta[name="robots"]') expect.soft(values, key).toEqual([]);
        else expect.soft(values, `exactly one ${key}`).toHaveLength(1);
      }
      const tag = (key: string) => head.tags[key]?.[0] ?? '';
      const description = tag('meta[name="description"]');
      expect(description.length).toBeGreaterThan(50);
      expect(description.length).toBeLessThanOrEqual(160);
      expect(tag('meta[property="og:title"]')).toBe(head.title);
      expect(tag('meta[name="twitter:title"]')).toBe(head.title);
      expect(tag('meta[property="og:description"]')).toBe(description);
      expect(tag('meta[name="twitter:description"]')).toBe(description);
      expect(tag('meta[property="og:url"]')).toBe(canonical);
      expect(tag('meta[name="twitter:card"]')).toBe('summary_large_image');
      expect(tag('meta[property="og:site_name"]')).toBe('Example Gears Auto Engineers');

      // The preview image is absolute and really there.
      const image = tag('meta[property="og:image"]');
      expect(image.startsWith(`${harness.baseURL}/`)).toBe(true);
      expect(tag('meta[name="twitter:image"]')).toBe(image);
      const imageAnswer = await request.get(image);
      expect(imageAnswer.status()).toBe(200);
      expect(imageAnswer.headers()['content-type']).toMatch(/^image\//);

      const graph = JsonLdSchema.parse(JSON.parse(head.jsonLd[0] ?? ''))['@graph'];
      const types = graph.map((node) => node['@type']);
      expect(types.slice(0, 2)).toEqual(['Organization', 'WebSite']);
      expect(graph[0]).toMatchObject({
        name: 'Example Gears Auto Engineers',
        hasCertification: { '@type': 'Certification', name: 'ISO 9001:2015' },
        address: { addressLocality: 'Rajkot' },
      });

      if (route === '/product') expect(types).toContain('BreadcrumbList');
      if (route.startsWith('/product/')) {
        expect(tag('meta[property="og:type"]')).toBe('product');
        expect(types).toEqual(['Organization', 'WebSite', 'BreadcrumbList', 'Product']);
        const product = ProductSchema.parse(
          await (
            await request.get(`/backend/api/subcategories/${route.split('/')[2] ?? ''}`)
          ).json(),
        );
        const title = product.title ?? '';
        expect(head.title.startsWith(`${title} |`)).toBe(true);
        expect(graph[3]).toMatchObject({ '@type': 'Product', name: title, description });
        expect(image).toBe(absolute(harness.baseURL, `/backend${product.product_image ?? ''}`));
      }
    });
  }

  test('every page title and description is distinct', async ({ page }) => {
    // Loads every public route in one test: 33-37 s under CI's load (fresh-clone proof).
    test.slow();
    const seen = { titles: new Set<string>(), descriptions: new Set<string>() };
    for (const route of PUBLIC_ROUTES) {
      await page.goto(route);
      await expect.soft(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect.soft(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /.+/);
      const head = await headTags(page);
      seen.titles.add(head.title);
      seen.descriptions.add(head.tags['meta[name="description"]']?.[0] ?? '');
    }
    expect(seen.titles.size).toBe(PUBLIC_ROUTES.length);
    expect(seen.descriptions.size).toBe(PUBLIC_ROUTES.length);
  });

  test('an unknown page and the admin are noindex, without canonical or cards', async ({
    page,
  }) => {
    for (const route of ['/no-such-page', '/product/999999', '/admin']) {
      await page.goto(route);
      await expect.soft(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect.soft(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      const head = await headTags(page);
      expect.soft(head.tags['link[rel="canonical"]'], route).toEqual([]);
      expect.soft(head.tags['meta[property="og:url"]'], route).toEqual([]);
      expect.soft(head.tags['script[type="application/ld+json"]'], route).toEqual([]);
    }
  });

  test('robots.txt keeps crawlers out of the admin and names the sitemap', async ({
    request,
    harness,
  }) => {
    const answer = await request.get('/robots.txt');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await answer.text()).toBe(
      `User-agent: *\nDisallow: /admin\n\nSitemap: ${harness.baseURL}/sitemap.xml\n`,
    );
  });

  test('sitemap.xml lists every public page, every category page and every product the API lists', async ({
    request,
    harness,
  }) => {
    const products = ProductListSchema.parse(
      await (await request.get('/backend/api/subcategories')).json(),
    );
    expect(products.length).toBeGreaterThan(0);
    // Issue 20: each category's page, /product?category=<slug>, in the owner's order (ADR 0035).
    const categories = CategoryListSchema.parse(
      await (await request.get('/backend/api/categories')).json(),
    );
    expect(categories.length).toBeGreaterThan(0);
    const answer = await request.get('/sitemap.xml');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^application\/xml/);
    const xml = await answer.text();
    expect(xml).not.toMatch(/<html|<!doctype/i);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    // Every <loc> is XML text: an address with '&' in it is written '&amp;'.
    expect(locs).toEqual(
      [
        ...PUBLIC_PAGE_PATHS.map((path) => absolute(harness.baseURL, path)),
        ...categories.map((category) =>
          absolute(
            harness.baseURL,
            `/product?${new URLSearchParams({ category: category.slug }).toString()}`,
          ),
        ),
        ...products.map((product) => absolute(harness.baseURL, productPagePath(product.id))),
      ].map(escapeXml),
    );
    // Products and category pages carry their last change.
    expect(xml.match(/<lastmod>/g)?.length ?? 0).toBeGreaterThanOrEqual(
      products.length + categories.length,
    );
  });

  test('the brand name, phones and e-mail are kept out of the page translator', async ({
    page,
  }) => {
    await page.goto('/contact');
    const noTranslate = (locator: ReturnType<Page['getByText']>) =>
      locator.locator('xpath=ancestor-or-self::*[@translate="no"][contains(@class,"notranslate")]');
    const header = page.getByRole('banner');
    await expect(noTranslate(header.getByText('EXAMPLE GEARS', { exact: true }))).toHaveCount(1);
    const footer = page.getByRole('contentinfo');
    await expect(noTranslate(footer.getByText('EXAMPLE GEARS', { exact: true }))).toHaveCount(1);
    await expect(noTranslate(footer.getByText('+91 00000 00000'))).toHaveCount(1);
    await expect(noTranslate(footer.getByText('info@example.com'))).toHaveCount(1);
  });
});

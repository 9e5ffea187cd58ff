import { ProductListSchema } from '@gear/contract/product';
import { SliderListSchema } from '@gear/contract/slider';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { navigateClientSide } from '../navigation.ts';

/**
 * SPEC §2 Home 1 and 5, §8 slider/home product errors: data from the backend, and the fallbacks.
 * A first load is rendered by the server with the backend's data (issue 15), so an API answer
 * rewritten with page.route only reaches the page when the browser reads it: after a client-side
 * navigation. The server's own fallbacks (a failing backend on the first load) are proven in
 * server-rendering.spec.ts.
 */

const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 800, height: 900 },
  { width: 1280, height: 900 },
] as const;

const DEMO_PRODUCTS = [
  'Bearing Housing',
  'Castle Nut',
  'Chain Sprocket',
  'Axle Shaft',
  'Gear Box',
  'Mechanical Oil Seal Axle & Housing',
  'Machining Components',
  'Motor Input Shaft',
];

/** The hero's rendering of a slide title (SPEC §2 Home 1): 'service…' becomes the fixed title. */
function heroHeading(title: string): string {
  const trimmed = title.trim();
  return /^service/i.test(trimmed) ? 'Service for Industries' : trimmed.split(/\s+/).join(' ');
}

const titlesOf = (items: ReadonlyArray<{ title?: string | null }>) =>
  items.map((item) => item.title?.trim() ?? '').filter((title) => title !== '');

async function backendData(request: APIRequestContext) {
  // Read the data through the same nginx /backend prefix the page uses.
  const slides = SliderListSchema.parse(
    await (await request.get('/backend/sliders/getSliders')).json(),
  );
  const products = ProductListSchema.parse(
    await (await request.get('/backend/api/subcategories')).json(),
  );
  return { slides, products };
}

/** Third-party hosts (translation script) never load in tests. */
async function blockThirdParty(page: Page, baseURL: string): Promise<void> {
  const origin = new URL(baseURL).origin;
  await page.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
}

const gallery = (page: Page) => page.getByRole('region', { name: 'Our Product Gallery' });

for (const viewport of VIEWPORTS) {
  test.describe(`home at ${viewport.width}px`, () => {
    test.use({ viewport });

    test.beforeEach(async ({ page, harness }) => {
      await blockThirdParty(page, harness.baseURL);
    });

    test('the hero shows each slide the backend serves', async ({ page, request }) => {
      // Under CI's load the home page alone took 10 s to load here (fresh-clone proof, 800 px),
      // and the test ran out of 30 s in its last step: three times the default time.
      test.slow();
      const { slides } = await backendData(request);
      const slideTitles = titlesOf(slides);
      expect(slideTitles.length, 'the backend has slides').toBeGreaterThan(0);

      await page.goto('/');
      await expect(page).toHaveTitle(/Auto Engineers/);

      // One slide is shown at a time; pick each with its dot and check its title.
      for (const [index, title] of slideTitles.entries()) {
        if (slideTitles.length > 1) {
          const dot = page.getByRole('button', { name: `Go to slide ${index + 1}`, exact: true });
          await dot.click();
          await expect.soft(dot).toHaveAttribute('aria-current', 'true');
        }
        await expect
          .soft(page.getByRole('heading', { level: 2, name: heroHeading(title), exact: true }))
          .toBeVisible();
      }
      // The first slide's image is the LCP candidate.
      await expect(
        page.locator('section[aria-roledescription="carousel"] img').first(),
      ).toHaveAttribute('fetchpriority', 'high');
    });

    test('the product gallery shows the first 8 products and Show More opens the list', async ({
      page,
      request,
    }) => {
      test.slow(); // the same home page load as above
      const { products } = await backendData(request);
      const productTitles = titlesOf(products).slice(0, 8);
      expect(productTitles.length, 'the backend has products').toBeGreaterThan(0);

      await page.goto('/');
      // The product gallery shows the first 8 products by title, each linking to its page.
      await gallery(page).scrollIntoViewIfNeeded();
      for (const title of productTitles) {
        await expect
          .soft(gallery(page).getByRole('heading', { level: 3, name: title, exact: true }))
          .toBeVisible();
      }
      await expect(gallery(page).getByRole('listitem')).toHaveCount(Math.min(8, products.length));
      const first = products[0];
      if (first) {
        await expect(gallery(page).getByRole('link').first()).toHaveAttribute(
          'href',
          `/product/${String(first.id)}`,
        );
      }
      const stored = await page.evaluate(() => window.localStorage.getItem('productsData'));
      expect(ProductListSchema.parse(JSON.parse(stored ?? 'null'))).toHaveLength(products.length);

      await gallery(page).getByRole('link', { name: 'Show More' }).click();
      await expect(page).toHaveURL(/\/product$/);
    });

    test('MORE ABOUT US and the down arrow go to the in-page anchors', async ({ page }) => {
      await page.goto('/');
      const hero = page.locator('section[aria-roledescription="carousel"]');
      // The pointer over the hero pauses its autoplay (SPEC §4), which otherwise moves the first
      // slide away (inert) every 4 s from hydration on: the link is clicked where it stays.
      await hero.hover();
      await hero.getByRole('link', { name: 'MORE ABOUT US' }).first().click();
      await expect(page).toHaveURL(/#about$/);
      await expect(
        page.getByRole('heading', { level: 2, name: /^We Are .+ Since 2005$/ }),
      ).toBeInViewport();

      await page.evaluate(() => {
        window.scrollTo(0, 0);
      });
      await page.getByRole('link', { name: 'Scroll to our services' }).click();
      await expect(page).toHaveURL(/#services$/);
      await expect(page.getByRole('heading', { level: 3, name: 'Vision' })).toBeInViewport();
    });

    test('the default slide and the demo products show when both calls fail', async ({ page }) => {
      const errors: string[] = [];
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.route('**/backend/sliders/getSliders', (route) => route.abort());
      await page.route('**/backend/api/subcategories', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, error: 'Database unavailable' }),
        }),
      );
      await navigateClientSide(page, '/');

      await expect(
        page.getByRole('heading', { level: 2, name: 'Service for Industries', exact: true }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: /Go to slide/ })).toHaveCount(0);

      await gallery(page).scrollIntoViewIfNeeded();
      for (const title of DEMO_PRODUCTS) {
        await expect
          .soft(gallery(page).getByRole('heading', { level: 3, name: title, exact: true }))
          .toBeVisible();
      }
      await expect(gallery(page).getByRole('listitem')).toHaveCount(8);
      expect(errors.some((text) => /slider/i.test(text))).toBe(true);
      expect(warnings.some((text) => /demo products/i.test(text))).toBe(true);
    });

    test('a broken product image is replaced by the placeholder image', async ({
      page,
      request,
    }) => {
      const { products } = await backendData(request);
      const first = products[0];
      const image = first?.product_image;
      expect(image, 'the first product has an image').toBeTruthy();
      // The image and its WebP derivatives (<base>-<width>w.webp, offered as srcset) all fail.
      const base = (String(image).split('/').pop() ?? '').replace(/\.[a-z]+$/i, '');
      await page.route(`**/${base}*`, (route) => route.fulfill({ status: 404, body: '' }));
      await page.goto('/');

      const tile = gallery(page).getByRole('link').first();
      await tile.scrollIntoViewIfNeeded();
      const img = tile.locator('img');
      await expect(img).toHaveAttribute('src', /placeholder/);
      await expect(img).toHaveJSProperty('complete', true);
      expect(await img.evaluate((node: HTMLImageElement) => node.naturalWidth)).toBeGreaterThan(0);
    });
  });
}

import { GalleryListSchema } from '@gear/contract/gallery';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { navigateClientSide } from '../navigation.ts';

/**
 * SPEC §2 Gallery and §8 (gallery load failure, broken images), through nginx and the mock. A
 * first load is rendered by the server with the backend's gallery (issue 15): the tests that
 * rewrite the browser's API answer (page.route) reach the page by a client-side navigation.
 */

const VIEWPORTS = [
  { width: 375, height: 812, columns: 2 },
  { width: 800, height: 900, columns: 3 },
  { width: 1280, height: 900, columns: 5 },
] as const;

const FALLBACK_ALTS = [
  'Helical gear set',
  'Spline shaft',
  'Bevel gear pair',
  'Gearbox assembly',
  'Sprockets',
];

async function blockThirdParty(page: Page, baseURL: string): Promise<void> {
  const origin = new URL(baseURL).origin;
  await page.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
}

async function seededGallery(request: APIRequestContext) {
  const items = GalleryListSchema.parse(await (await request.get('/backend/gallery/')).json());
  expect(items.length, 'the backend has gallery images').toBeGreaterThan(0);
  return items;
}

const collection = (page: Page) => page.getByRole('region', { name: 'Collection of Gears' });
const tiles = (page: Page) => collection(page).getByRole('button', { name: /^View / });

for (const viewport of VIEWPORTS) {
  test.describe(`gallery at ${viewport.width}px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test.beforeEach(async ({ page, harness }) => {
      await blockThirdParty(page, harness.baseURL);
    });

    test('shows the seeded images and opens one full screen', async ({ page, request }) => {
      const items = await seededGallery(request);
      await page.goto('/gallery');
      await expect(page).toHaveTitle(/^Our Gallery \|/);
      await expect(page.getByRole('heading', { level: 1, name: 'Our Gallery' })).toBeVisible();

      await expect(tiles(page)).toHaveCount(items.length);
      const first = tiles(page).first();
      await expect(first.locator('img')).toHaveAttribute('src', /\/backend\/uploads\/.+\?t=\d+$/);

      const tops = await tiles(page).evaluateAll((buttons) =>
        buttons.map((button) => Math.round(button.getBoundingClientRect().top)),
      );
      expect(tops.filter((top) => top === tops[0]).length).toBe(
        Math.min(viewport.columns, items.length),
      );

      await first.click();
      const dialog = page.getByRole('dialog', { name: 'Gallery item 1' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('img', { name: 'Gallery item 1' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(first).toBeFocused();

      await tiles(page).nth(1).click();
      await page.getByRole('button', { name: 'Show next image' }).click();
      await expect(page.getByRole('dialog', { name: 'Gallery item 3' })).toBeVisible();
      await page.getByRole('button', { name: 'Close image' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('the hero slider steps one image per click', async ({ page, request }) => {
      const items = await seededGallery(request);
      await page.goto('/gallery');
      const slider = page.getByRole('group', { name: 'Gallery highlights' });
      const previous = slider.getByRole('button', { name: 'Previous image' });
      const next = slider.getByRole('button', { name: 'Next image' });
      await expect(previous).toBeDisabled();
      const perView = viewport.width >= 1024 ? 3 : viewport.width >= 640 ? 2 : 1;
      const label = (from: number) =>
        perView === 1
          ? `Image ${from} of ${items.length}`
          : `Images ${from}–${from + perView - 1} of ${items.length}`;
      await expect(slider.getByText(label(1))).toBeVisible();
      await next.click();
      await expect(slider.getByText(label(2))).toBeVisible();
      await next.click();
      await expect(slider.getByText(label(3))).toBeVisible();
      await previous.click();
      await expect(slider.getByText(label(2))).toBeVisible();
    });

    test('shows the five bundled images when the gallery call fails', async ({ page }) => {
      await page.route('**/backend/gallery/', (route) => route.abort());
      await navigateClientSide(page, '/gallery');
      await expect(tiles(page)).toHaveCount(FALLBACK_ALTS.length);
      for (const alt of FALLBACK_ALTS) {
        await expect
          .soft(collection(page).getByRole('button', { name: `View ${alt}` }))
          .toBeAttached();
      }
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  });
}

test('shows the five bundled images when the server has none', async ({ page, harness }) => {
  await blockThirdParty(page, harness.baseURL);
  await page.route('**/backend/gallery/', (route) => route.fulfill({ json: [] }));
  await navigateClientSide(page, '/gallery');
  await expect(tiles(page)).toHaveCount(FALLBACK_ALTS.length);
});

test("a broken image becomes 'Image Not Found'", async ({ page, request, harness }) => {
  await blockThirdParty(page, harness.baseURL);
  const items = await seededGallery(request);
  const broken = items[0]!.image ?? '';
  // The image and its WebP derivatives (<base>-<width>w.webp, offered as srcset) all fail.
  const name = (broken.split('/').at(-1) ?? '').replace(/\.[a-z]+$/i, '');
  expect(name).not.toBe('');
  await page.route(`**/backend/uploads/${name}*`, (route) =>
    route.fulfill({ status: 404, body: '' }),
  );
  await page.goto('/gallery');
  await expect(collection(page).getByText('Image Not Found')).toBeVisible();
  await expect(tiles(page)).toHaveCount(items.length - 1);
});

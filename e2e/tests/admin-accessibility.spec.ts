import { openAsAdmin } from '../admin.ts';
import { expect, test } from '../fixtures.ts';
import { axeFindings } from '../axe.ts';

/**
 * Issue 4 "keyboard and screen-reader usable; works at 375 px": axe on the login page and every
 * admin page, at a phone and a desktop width, with the seeded data. Moderate findings fail too,
 * as on the public site.
 */
const PAGES = [
  { path: '/admin/dashboard', heading: 'Welcome to the Admin Dashboard' },
  { path: '/admin/slider', heading: 'Manage Sliders' },
  { path: '/admin/sub-category', heading: 'Manage all Products' },
  { path: '/admin/e-brochure', heading: 'Manage E-Brochure' },
  { path: '/admin/gallery', heading: 'Manage Gallery' },
] as const;

for (const width of [375, 1280] as const) {
  test.describe(`admin accessibility at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });

    test('the login page', async ({ page }) => {
      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
      expect(await axeFindings(page)).toEqual([]);
    });

    for (const { path, heading } of PAGES) {
      test(path, async ({ page, request, harness }) => {
        await openAsAdmin(page, request, harness, path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await page.waitForLoadState('networkidle');
        // Loading texts are gone before the check.
        await expect(page.getByText(/^Loading/)).toHaveCount(0);
        expect(await axeFindings(page)).toEqual([]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, 'no sideways scrolling of the whole page').toBeLessThanOrEqual(0);
      });
    }
  });
}

import { expect, test } from '../fixtures';
import { PUBLIC_ROUTES } from '../public-routes.ts';
import { axeFindings } from '../axe.ts';

/**
 * Issue 3: "axe finds no serious or critical violation on any public route", at a phone width and
 * a desktop width, with the seeded backend behind nginx. We hold the line higher: moderate findings
 * fail too; minor ones are listed in the output.
 */

const WIDTHS = [375, 1280] as const;

for (const width of WIDTHS) {
  test.describe(`accessibility at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });

    for (const route of PUBLIC_ROUTES) {
      test(`${route} has no moderate, serious or critical axe violations`, async ({ page }) => {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        // Let data-driven sections settle (loading texts replaced by content).
        await page.waitForLoadState('networkidle');
        expect(await axeFindings(page)).toEqual([]);
      });
    }

    test('the open brochure modal has no moderate, serious or critical axe violations', async ({
      page,
    }) => {
      await page.goto('/ebrochure');
      await page.getByRole('button', { name: 'Download Catalogue' }).click();
      await expect(page.getByRole('dialog', { name: 'Get Your Catalogue' })).toBeVisible();
      expect(await axeFindings(page)).toEqual([]);
    });
  });
}

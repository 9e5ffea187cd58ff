import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/**
 * Issue 3: "axe finds no serious or critical violation on any public route", at a phone width and
 * a desktop width, with the seeded backend behind nginx. Moderate/minor findings are listed in the
 * test output but do not fail the run.
 */
const ROUTES = [
  '/',
  '/about',
  '/quailty',
  '/certificate',
  '/lab',
  '/member',
  '/infrastructure',
  '/product',
  '/product/1',
  '/gallery',
  '/ebrochure',
  '/contact',
] as const;

const WIDTHS = [375, 1280] as const;

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const minor = results.violations.filter((v) => v.impact !== 'serious' && v.impact !== 'critical');
  if (minor.length > 0) console.log(`${page.url()}: ${minor.map((v) => v.id).join(', ')}`);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

for (const width of WIDTHS) {
  test.describe(`accessibility at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });

    for (const route of ROUTES) {
      test(`${route} has no serious or critical axe violations`, async ({ page }) => {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        // Let data-driven sections settle (loading texts replaced by content).
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('the open brochure modal has no serious or critical axe violations', async ({ page }) => {
      await page.goto('/ebrochure');
      await page.getByRole('button', { name: 'Download Catalogue' }).click();
      await expect(page.getByRole('dialog', { name: 'Get Your Catalogue' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

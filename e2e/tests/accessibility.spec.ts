import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { PUBLIC_ROUTES } from '../public-routes.ts';

/**
 * Issue 3: "axe finds no serious or critical violation on any public route", at a phone width and
 * a desktop width, with the seeded backend behind nginx. We hold the line higher: moderate findings
 * fail too; minor ones are listed in the output.
 */

const WIDTHS = [375, 1280] as const;

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const failing = new Set(['moderate', 'serious', 'critical']);
  const minor = results.violations.filter((v) => !failing.has(v.impact ?? ''));
  if (minor.length > 0) console.log(`${page.url()}: ${minor.map((v) => v.id).join(', ')}`);
  return results.violations
    .filter((v) => failing.has(v.impact ?? ''))
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

for (const width of WIDTHS) {
  test.describe(`accessibility at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });

    for (const route of PUBLIC_ROUTES) {
      test(`${route} has no moderate, serious or critical axe violations`, async ({ page }) => {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        // Let data-driven sections settle (loading texts replaced by content).
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('the open brochure modal has no moderate, serious or critical axe violations', async ({
      page,
    }) => {
      await page.goto('/ebrochure');
      await page.getByRole('button', { name: 'Download Catalogue' }).click();
      await expect(page.getByRole('dialog', { name: 'Get Your Catalogue' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

/**
 * Modals are the native <dialog> opened with showModal() (components/ui/modal.tsx). What jsdom
 * cannot show is checked here in Chromium: the page behind is inert, so Tab never leaves the
 * dialog for the page; Escape, the backdrop and the close button close it; focus returns to the
 * opener and the page scrolls again.
 */

/** Where focus is: inside the open dialog, on the page behind it, or nowhere (browser chrome). */
function focusPlace(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (active === null || active === document.body) return 'none';
    return active.closest('dialog[open]') ? 'dialog' : 'page';
  });
}

for (const width of [375, 1280]) {
  test.describe(`modal dialog at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('keeps focus inside, closes on Escape and on the backdrop, gives focus back', async ({
      page,
    }) => {
      await page.goto('/ebrochure');
      const opener = page.getByRole('button', { name: 'Download Catalogue' });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'Get Your Catalogue' });
      await expect(dialog).toBeVisible();
      expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
      await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

      // Round the dialog twice: focus is in the dialog or (past its end) in the browser's own
      // controls, never on the page behind, and it comes back to Close.
      const places = new Set<string>();
      let backOnClose = 0;
      for (let press = 0; press < 14; press += 1) {
        await page.keyboard.press('Tab');
        places.add(await focusPlace(page));
        if (
          await dialog
            .getByRole('button', { name: 'Close' })
            .evaluate((b) => b === document.activeElement)
        ) {
          backOnClose += 1;
        }
      }
      expect(places.has('page')).toBe(false);
      expect(backOnClose).toBeGreaterThanOrEqual(1);
      await page.keyboard.press('Shift+Tab');
      expect(await focusPlace(page)).not.toBe('page');

      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

      // A press on the backdrop (outside the panel) closes; a press inside the panel does not.
      await opener.click();
      await expect(dialog).toBeVisible();
      await dialog.getByLabel('Name').click();
      await expect(dialog).toBeVisible();
      await page.mouse.click(4, 4);
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();
    });
  });
}

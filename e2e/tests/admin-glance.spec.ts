import type { Page } from '@playwright/test';
import { FORM_MIN_FILL_MS } from '@gear/contract/limits';
import { adminToken, ensureBrochure, openAsAdmin } from '../admin.ts';
import { expect, test } from '../fixtures.ts';

/**
 * Issue 18, admin panel: the managers' tables as cards on a phone with every action in reach, one
 * date format, date filters that show a whole date, and a dashboard that says how things stand.
 */

/** "25 Nov 2026, 4:46 pm": the admin's one way to show a time (admin-time.tsx). */
const ADMIN_TIME = /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (am|pm)$/;

const MANAGERS = [
  { path: '/admin/sub-category', table: 'Existing Products' },
  { path: '/admin/slider', table: 'Existing Sliders' },
  { path: '/admin/gallery', table: 'Uploaded Images' },
  { path: '/admin/e-brochure', table: 'Current E-Brochure' },
] as const;

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('the managers on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('every row is a card and every Edit and Delete is in reach without scrolling sideways', async ({
    page,
    request,
    harness,
  }) => {
    test.slow();
    const token = await adminToken(request, harness);
    await ensureBrochure(request, token);
    await openAsAdmin(page, request, harness, MANAGERS[0].path);
    for (const manager of MANAGERS) {
      await test.step(manager.path, async () => {
        await page.goto(manager.path);
        const table = page.getByRole('table', { name: manager.table });
        const actions = table.getByRole('button', { name: /^(Edit|Delete)\b/ });
        await expect(actions.first()).toBeVisible();
        expect
          .soft(await sideways(page), `${manager.path} scrolls sideways`)
          .toBeLessThanOrEqual(0);
        // The column headings are only for assistive technology: each cell names itself.
        await expect.soft(table.locator('thead')).toHaveCSS('position', 'absolute');
        const count = Math.min(await actions.count(), 6);
        for (let index = 0; index < count; index += 1) {
          const action = actions.nth(index);
          await action.scrollIntoViewIfNeeded();
          await expect.soft(action, `${manager.path} action ${String(index)}`).toBeInViewport({
            ratio: 1,
          });
        }
      });
    }
  });
});

for (const width of [375, 1280] as const) {
  test(`one file picker at ${String(width)} px: rules first, then names and sizes, by click or drop`, async ({
    page,
    request,
    harness,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openAsAdmin(page, request, harness, '/admin/gallery');
    const input = page.getByLabel('Gallery images');
    await expect(input).toHaveAccessibleDescription(
      /^JPEG, PNG or GIF, up to 10\sMB each; up to \d+ per upload$/,
    );
    await expect(page.getByText('Choose images')).toBeVisible();
    // The browser's own control ('No file chosen') is not shown; the input stays focusable.
    const box = await input.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(1);
    await input.focus();
    await expect(input).toBeFocused();
    expect(await sideways(page)).toBeLessThanOrEqual(0);

    // Two pictures dropped on the zone join the selection with their names and sizes.
    const dropped = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      for (const name of ['drop-a.png', 'drop-b.png']) {
        // A 1×1 PNG (the picker checks type and size; the server checks the bytes).
        const bytes = Uint8Array.from(
          atob(
            'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
          ),
          (char) => char.charCodeAt(0),
        );
        transfer.items.add(new File([bytes], name, { type: 'image/png' }));
      }
      return transfer;
    });
    await page.getByText('Choose images').dispatchEvent('drop', { dataTransfer: dropped });
    const selected = page.getByRole('list', { name: 'Selected images' });
    await expect(selected.getByText('drop-a.png (1 KB)')).toBeVisible();
    await expect(selected.getByText('drop-b.png (1 KB)')).toBeVisible();
    await expect(page.getByText('2 images selected')).toBeVisible();
  });
}

test.describe('one admin at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the dashboard cards say how things stand, and link Leads and Activity', async ({
    page,
    request,
    harness,
  }) => {
    await openAsAdmin(page, request, harness, '/admin/dashboard');
    const cards = page.getByRole('region', { name: 'Quick Actions' });
    // Named by SPEC's labels; the figure is each card's description.
    const card = (name: string) => cards.getByRole('link', { name, exact: true });
    await expect(card('Slider Manage')).toHaveAccessibleDescription(/^[0-3] of 3 slides$/);
    await expect(card('Products')).toHaveAccessibleDescription(/^[\d,]+ products?$/);
    await expect(card('E-Brochure')).toHaveAccessibleDescription(/^(Uploaded|Not uploaded yet)$/);
    await expect(card('Gallery Manage')).toHaveAccessibleDescription(/^[\d,]+ images?$/);
    await expect(card('Leads')).toHaveAccessibleDescription(/^[\d,]+ unread/);
    await expect(card('Leads')).toHaveAttribute('href', '/admin/leads');
    await expect(card('Activity Log')).toHaveAttribute('href', '/admin/activity');
    await expect(card('Activity Log').locator('time')).toHaveText(ADMIN_TIME);
  });

  test('Leads and Activity write times the same way, and the date filters show whole dates', async ({
    page,
    request,
    harness,
  }) => {
    const sent = await request.post('/backend/api/inquiry/c', {
      data: {
        name: `Glance ${String(Date.now())}`,
        email: 'glance@example.com',
        contact: '+91 98250 11111',
        message: 'A lead for the date format.',
        website: '',
        elapsedMs: FORM_MIN_FILL_MS + 500,
      },
    });
    expect(sent.status()).toBe(200);
    await openAsAdmin(page, request, harness, '/admin/leads');
    const leadTime = page.getByRole('table', { name: 'Leads' }).locator('tbody time').first();
    await expect(leadTime).toHaveText(ADMIN_TIME);
    await expectWholeDates(page);

    await page.goto('/admin/activity');
    const entryTime = page.locator('tbody time').first();
    await expect(entryTime).toHaveText(ADMIN_TIME);
    await expectWholeDates(page);
  });
});

/** Each date input is wide enough for its text ('mm/dd/yyyy') and its calendar button. */
async function expectWholeDates(page: Page): Promise<void> {
  for (const label of ['From', 'To']) {
    const input = page.getByLabel(label, { exact: true });
    await input.fill('2026-11-25');
    const clipped = await input.evaluate((element: HTMLInputElement) => {
      // Chromium lays the date's fields out inside the input: narrower than their natural width,
      // the year is cut. Measured with the input allowed to take its natural width.
      const given = element.getBoundingClientRect().width;
      const copy = element.cloneNode() as HTMLInputElement;
      copy.style.width = 'auto';
      copy.style.minWidth = 'max-content';
      copy.style.position = 'absolute';
      copy.style.visibility = 'hidden';
      element.parentElement?.append(copy);
      const natural = copy.getBoundingClientRect().width;
      copy.remove();
      return natural - given;
    });
    expect.soft(clipped, `${label} is cut by ${String(clipped)} px`).toBeLessThanOrEqual(0);
  }
}

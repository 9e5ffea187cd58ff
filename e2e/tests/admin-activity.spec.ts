import type { Locator, Page } from '@playwright/test';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { ProductSchema } from '@gear/contract/product';
import { bearer, openAsAdmin } from '../admin.ts';
import { pngFile } from '../files.ts';
import { expect, test } from '../fixtures.ts';

/**
 * The activity log (issue 7): failed and successful logins with the user and the IP, and every
 * change, newest first, with a filter. This spec owns one product of its own (created, renamed
 * and deleted here), so the other admin specs never see it.
 */

const IP = /^[0-9a-f:.]+$/i;

const table = (page: Page) => page.getByRole('table', { name: 'Entries' });
const dataRows = (page: Page) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.locator('td') });
const cell = (row: Locator, index: number) => row.getByRole('cell').nth(index);

async function loginThroughTheForm(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test.describe('admin activity log', () => {
  test('logins and changes are listed newest first with user and IP; the filter narrows them', async ({
    page,
    request,
    harness,
  }) => {
    test.setTimeout(90_000);
    const stamp = Date.now().toString(36);
    const intruder = `e2e-intruder-${stamp}`;
    const title = `E2E Activity Gear ${stamp}`;
    const renamed = `${title} M2`;

    // A failed login, then the real one, both through the login form.
    await page.goto('/admin');
    await loginThroughTheForm(page, intruder, `wrong-${stamp}`);
    await expect(page.getByText(ADMIN_MESSAGES.invalidCredentials).first()).toBeVisible();
    await loginThroughTheForm(page, harness.admin.username, harness.admin.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    expect(token).toBeTruthy();

    // One product of this spec's own: created, renamed, deleted.
    const created = await request.post('/backend/api/subcategories', {
      headers: bearer(token!),
      multipart: { title, description: '<p>Logged.</p>', image: pngFile('activity.png') },
    });
    expect(created.status()).toBe(201);
    const product = ProductSchema.parse(((await created.json()) as { data?: unknown }).data);
    const id = String(product.id);
    const updated = await request.patch(`/backend/api/subcategories/${id}`, {
      headers: bearer(token!),
      multipart: { title: renamed, description: '<p>Logged.</p>' },
    });
    expect(updated.status()).toBe(200);
    const deleted = await request.delete(`/backend/api/subcategories/${id}`, {
      headers: bearer(token!),
    });
    expect(deleted.status()).toBe(200);

    // The page, from the sidebar.
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Activity Log', exact: true })
      .click();
    await expect(page).toHaveURL(/\/admin\/activity$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Activity Log' })).toBeVisible();
    // Entries, not the 'Loading activity...' row (also a cell): wait for an entry's time.
    await expect(table(page).locator('time').first()).toBeVisible();

    // Newest first: the times never go up down the list.
    const times = await table(page)
      .locator('time')
      .evaluateAll((nodes) => nodes.map((node) => Date.parse(node.getAttribute('datetime') ?? '')));
    expect(times.length).toBeGreaterThan(4);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    // This spec's product: three entries, newest first, by the admin, with an IP.
    const search = page.getByLabel(/^Search/);
    await search.fill(title);
    await expect(page).toHaveURL(/q=E2E/);
    await expect(dataRows(page)).toHaveCount(3);
    const summaries = [
      `Deleted product #${id} "${renamed}"`,
      `Updated product #${id} "${renamed}"`,
      `Created product #${id} "${title}"`,
    ];
    for (const [index, summary] of summaries.entries()) {
      const row = dataRows(page).nth(index);
      await expect.soft(cell(row, 3)).toHaveText(summary);
      await expect.soft(cell(row, 1)).toHaveText(harness.admin.username);
      await expect.soft(cell(row, 2)).toHaveText(IP);
    }

    // Action 'Delete' narrows it to the one delete.
    await page.getByLabel('Action').selectOption({ label: 'Delete' });
    await expect(dataRows(page)).toHaveCount(1);
    await expect(cell(dataRows(page).first(), 3)).toHaveText(summaries[0]!);
    await expect(page.getByText('1 entry', { exact: true })).toBeVisible();
    // No slider was deleted under this name.
    await page.getByLabel('Item').selectOption({ label: 'Slider' });
    await expect(page.getByText(ADMIN_MESSAGES.noActivity)).toBeVisible();

    // The failed login: the user name that was tried, and the IP.
    await page.getByLabel('Action').selectOption({ label: 'Failed login' });
    await page.getByLabel('Item').selectOption({ label: 'Session' });
    await search.fill(intruder);
    await expect(dataRows(page)).toHaveCount(1);
    const failed = dataRows(page).first();
    await expect(cell(failed, 1)).toHaveText(intruder);
    await expect(cell(failed, 2)).toHaveText(IP);
    await expect(cell(failed, 3)).toContainText(`Failed login as "${intruder}"`);
    const failedAt = Date.parse((await failed.locator('time').getAttribute('datetime')) ?? '');

    // The successful login after it: the newest 'Login' entries are the admin's, from an IP.
    await search.fill('');
    await page.getByLabel('Action').selectOption({ label: 'Login' });
    await expect(page).toHaveURL(/action=login(&|$)/);
    const signIn = dataRows(page).first();
    await expect(cell(signIn, 3)).toHaveText('Signed in');
    await expect(cell(signIn, 1)).toHaveText(harness.admin.username);
    await expect(cell(signIn, 2)).toHaveText(IP);
    const signedInAt = Date.parse((await signIn.locator('time').getAttribute('datetime')) ?? '');
    expect(signedInAt).toBeGreaterThanOrEqual(failedAt);

    // A reload keeps the filter (it lives in the address).
    await page.reload();
    await expect(page.getByLabel('Action')).toHaveValue('login');
    await expect(page.getByLabel('Item')).toHaveValue('session');
  });

  test('at 375px the log is stacked: nothing scrolls sideways', async ({
    page,
    request,
    harness,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openAsAdmin(page, request, harness, '/admin/activity');
    await expect(dataRows(page).first()).toBeVisible();
    await expect(page.getByLabel('Action')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

import type { Page, Request } from '@playwright/test';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { adminToken, bearer, openAsAdmin } from '../admin.ts';
import { expect, test } from '../fixtures.ts';

/** The sidebar links of SPEC §2 (and Categories, issue 20) and the page each one opens. */
const LINKS = [
  { name: 'Dashboard', path: '/admin/dashboard', heading: 'Welcome to the Admin Dashboard' },
  { name: 'Slider Manage', path: '/admin/slider', heading: 'Manage Sliders' },
  { name: 'Product', path: '/admin/sub-category', heading: 'Manage all Products' },
  { name: 'Categories', path: '/admin/categories', heading: 'Manage Categories' },
  { name: 'E-Brochure', path: '/admin/e-brochure', heading: 'Manage E-Brochure' },
  { name: 'Gallery Manage', path: '/admin/gallery', heading: 'Manage Gallery' },
  // Its name carries the unread count when there is one ('Leads, 3 unread').
  { name: /^Leads(, \d+ unread)?$/, path: '/admin/leads', heading: 'Leads' },
  { name: 'Activity Log', path: '/admin/activity', heading: 'Activity Log' },
] as const;

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

/** A JWT-shaped token whose exp is in the past (the server never issued it). */
function expiredJwt(): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: 'admin', exp: 1_600_000_000 })}.c2ln`;
}

test.describe('admin shell', () => {
  test('top bar and sidebar: every link opens its page and is the highlighted one', async ({
    page,
    request,
    harness,
  }) => {
    await openAsAdmin(page, request, harness, '/admin/dashboard');
    await expect(page.getByText('Admin Panel', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

    for (const link of LINKS) {
      await sidebar(page).getByRole('link', { name: link.name, exact: true }).click();
      await expect.soft(page).toHaveURL(new RegExp(`${link.path}$`));
      await expect.soft(page.getByRole('heading', { level: 1, name: link.heading })).toBeVisible();
      const current = sidebar(page).locator('[aria-current="page"]');
      await expect.soft(current).toHaveCount(1);
      await expect.soft(current).toHaveAccessibleName(link.name);
    }
  });

  test('the sidebar toggles between wide and narrow on a desktop', async ({
    page,
    request,
    harness,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openAsAdmin(page, request, harness, '/admin/dashboard');
    const nav = sidebar(page);
    const widthOf = async () => (await nav.boundingBox())?.width ?? 0;
    await expect.poll(widthOf).toBe(256); // 64 units

    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect.poll(widthOf).toBe(64); // 16 units
    // Icons only, but every link keeps its name for screen readers and a tooltip.
    await expect(nav.getByRole('link', { name: 'Gallery Manage' })).toHaveAttribute(
      'title',
      'Gallery Manage',
    );
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect.poll(widthOf).toBe(256);
  });

  test('below 768px the sidebar is forced narrow and cannot be toggled', async ({
    page,
    request,
    harness,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openAsAdmin(page, request, harness, '/admin/dashboard');
    await expect.poll(async () => (await sidebar(page).boundingBox())?.width).toBe(64);
    await expect(page.getByRole('button', { name: /sidebar/i })).toHaveCount(0);
    await sidebar(page).getByRole('link', { name: 'Product' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Manage all Products' }),
    ).toBeVisible();
    // Nothing wider than the phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('every backend call of every admin page carries the token', async ({
    page,
    request,
    harness,
  }) => {
    const token = await openAsAdmin(page, request, harness, '/admin/dashboard');
    const calls: Request[] = [];
    page.on('request', (call) => {
      if (new URL(call.url()).pathname.startsWith('/backend/')) calls.push(call);
    });
    for (const link of LINKS.slice(1)) {
      await sidebar(page).getByRole('link', { name: link.name, exact: true }).click();
      await expect.soft(page.getByRole('heading', { level: 1, name: link.heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    const apiCalls = () =>
      calls.filter((call) => call.resourceType() === 'fetch' || call.resourceType() === 'xhr');
    // A page's list request starts from an effect just after its heading paints: wait for it
    // rather than for 'networkidle', which the document reached long before.
    await expect
      .poll(() => apiCalls().map((call) => new URL(call.url()).pathname))
      .toEqual(
        expect.arrayContaining([
          '/backend/api/ebrochure',
          '/backend/api/subcategories',
          '/backend/gallery/',
          '/backend/api/leads',
          '/backend/api/leads/summary',
          '/backend/sliders/getSliders',
          '/backend/api/activity',
        ]),
      );
    for (const call of apiCalls()) {
      expect.soft(await call.headerValue('authorization'), call.url()).toBe(`Bearer ${token}`);
    }
  });

  test('notices appear top-right and close after 3 seconds', async ({ page, request, harness }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.route('**/backend/sliders/getSliders', (route) => route.abort('connectionrefused'));
    await openAsAdmin(page, request, harness, '/admin/slider');
    const toast = page.getByRole('alert').filter({ hasText: ADMIN_MESSAGES.backendDown });
    await expect(toast).toBeVisible();
    const shownAt = Date.now();
    // Where it settles once it has bounced in from the right (react-toastify's entering animation
    // overshoots to the left for a moment).
    await expect
      .poll(async () => {
        const box = (await toast.boundingBox())!;
        return { top: box.y < 120, right: box.x + box.width > 1280 - 40, x: box.x > 1280 / 2 };
      })
      .toEqual({ top: true, right: true, x: true });
    // It closes by itself after 3 s (react-toastify's autoClose), not before.
    await expect(toast).toBeHidden({ timeout: 6000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor, 'shown for about 3 s').toBeGreaterThan(2500);
    expect(shownFor).toBeLessThan(5500);
  });

  test('Logout tells the server, clears the token and returns to the login page', async ({
    page,
    request,
    harness,
  }) => {
    const token = await openAsAdmin(page, request, harness, '/admin/gallery');
    const logoutCall = page.waitForRequest('**/backend/logout');
    await page.getByRole('button', { name: 'Logout' }).click();
    const call = await logoutCall;
    expect(call.method()).toBe('POST');
    expect(await call.headerValue('authorization')).toBe(`Bearer ${token}`);
    await expect(page).toHaveURL(/\/admin\/?$/);
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

    // The token is revoked, and the admin pages are closed again.
    const reused = await request.delete('/backend/gallery/999999', { headers: bearer(token) });
    expect(reused.status()).toBe(401);
    await page.goto('/admin/slider');
    await expect(page).toHaveURL(/\/admin\/?$/);
  });

  test('a failing logout call is only logged: the owner is still logged out', async ({
    page,
    request,
    harness,
  }) => {
    await openAsAdmin(page, request, harness, '/admin/dashboard');
    await page.route('**/backend/logout', (route) => route.abort('connectionrefused'));
    const logged = page.waitForEvent(
      'console',
      (message) => message.type() === 'error' && message.text().includes('Logout request failed'),
    );
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/?$/);
    await logged;
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  });

  test('an expired token sends the owner back to the login page and is removed', async ({
    page,
  }) => {
    await page.goto('/admin');
    await page.evaluate((value) => {
      window.localStorage.setItem('token', value);
    }, expiredJwt());
    await page.goto('/admin/sub-category');
    await expect(page).toHaveURL(/\/admin\/?$/);
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  });

  test('a token the server no longer accepts is dropped at the first admin call', async ({
    page,
    request,
    harness,
  }) => {
    // A real token, revoked behind the page's back (as after a logout elsewhere).
    const token = await adminToken(request, harness);
    await request.post('/backend/logout', { headers: bearer(token), data: {} });
    // A backend without the owner tools (the sidebar's unread count and its probe of the account
    // calls answer 404): the delete below is then the page's first call that needs the token.
    for (const call of ['**/backend/api/leads/summary', '**/backend/api/account']) {
      await page.route(call, (route) =>
        route.fulfill({ status: 404, json: { success: false, error: 'Not found' } }),
      );
    }
    await page.goto('/admin');
    await page.evaluate((value) => {
      window.localStorage.setItem('token', value);
    }, token);
    await page.goto('/admin/gallery');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Gallery' })).toBeVisible();
    // Deleting needs the server to accept the token: it answers 401 and the owner is sent back.
    const firstDelete = page.getByRole('button', { name: /^Delete/ }).first();
    await firstDelete.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/?$/);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  });

  test("with leads, the sidebar's unread count is the first admin call: a revoked token is dropped on arrival", async ({
    page,
    request,
    harness,
  }) => {
    const token = await adminToken(request, harness);
    await request.post('/backend/logout', { headers: bearer(token), data: {} });
    await page.goto('/admin');
    await page.evaluate((value) => {
      window.localStorage.setItem('token', value);
    }, token);
    const summary = page.waitForResponse((response) =>
      response.url().endsWith('/backend/api/leads/summary'),
    );
    await page.goto('/admin/gallery');
    expect((await summary).status()).toBe(401);
    await expect(page).toHaveURL(/\/admin\/?$/);
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  });
});

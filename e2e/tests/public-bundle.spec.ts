import { expect, test } from '../fixtures.ts';
import { PUBLIC_ROUTES } from '../public-routes.ts';

/**
 * Issue 4 "Admin code and Quill are never downloaded by public routes": every script a public
 * page downloads is recorded and read; none may be an admin chunk or contain admin-only code
 * (the admin shell, the managers, react-toastify or the Quill editor).
 */
const ROUTES = [...PUBLIC_ROUTES, '/no-such-page'];

const ADMIN_CHUNK =
  /(admin|login-page|dashboard-page|sliders-page|slider-form|rich-text-editor|quill|toastify)/i;
const ADMIN_MARKERS = [
  'Admin Panel',
  'Manage Sliders',
  'Manage all Products',
  'ql-editor',
  'Toastify',
];

test('public routes never download admin code or the rich-text editor', async ({
  page,
  harness,
}) => {
  const origin = new URL(harness.baseURL).origin;
  const scripts = new Map<string, string>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const url = new URL(response.url());
    if (url.origin !== origin) return;
    scripts.set(url.pathname, await response.text().catch(() => ''));
  });

  for (const route of ROUTES) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Open the menus a visitor may open (the language picker, the mobile menu is the same code).
    await page.mouse.wheel(0, 4000);
    await page.waitForLoadState('networkidle');
  }

  expect(scripts.size, 'scripts were recorded').toBeGreaterThan(3);
  const adminChunks = [...scripts.keys()].filter((path) => ADMIN_CHUNK.test(path));
  expect(adminChunks).toEqual([]);
  const withAdminCode = [...scripts].flatMap(([path, code]) =>
    ADMIN_MARKERS.filter((marker) => code.includes(marker)).map((marker) => `${path}: ${marker}`),
  );
  expect(withAdminCode).toEqual([]);
});

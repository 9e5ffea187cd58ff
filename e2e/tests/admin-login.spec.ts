import { expect, test } from '../fixtures.ts';

test.describe('admin login', () => {
  test('the harness credentials reach the dashboard and its Quick Actions', async ({
    page,
    harness,
  }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await page.getByLabel('Username').fill(harness.admin.username);
    await page.getByLabel('Password').fill(harness.admin.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();

    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const quickActions = page.getByRole('region', { name: 'Quick Actions' });
    await expect(quickActions.getByRole('heading', { name: 'Quick Actions' })).toBeVisible();
    for (const [name, href] of [
      ['Dashboard', '/admin/dashboard'],
      ['Slider Manage', '/admin/slider'],
      ['Products', '/admin/sub-category'],
      ['E-Brochure', '/admin/e-brochure'],
      ['Gallery Manage', '/admin/gallery'],
    ] as const) {
      const link = quickActions.getByRole('link', { name, exact: true });
      await expect.soft(link).toBeVisible();
      await expect.soft(link).toHaveAttribute('href', href);
    }

    // The Quick Actions lead somewhere: the slider page opens with the token.
    await quickActions.getByRole('link', { name: 'Slider Manage', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/slider$/);
    await expect(page.getByRole('heading', { name: 'Manage Sliders' })).toBeVisible();
  });

  test("a wrong password shows the server's message and stays on the login page", async ({
    page,
    request,
    harness,
  }) => {
    // Against a long-lived backend (E2E_BASE_URL) use a throw-away user name, so repeated runs never
    // lock the real admin out (login throttling counts failures per IP + user name).
    const username = harness.external ? `e2e-nobody-${Date.now()}` : harness.admin.username;
    const password = `wrong-${Date.now()}`;

    const answer = await request.post('/backend/logAdmin', { data: { username, password } });
    expect(answer.status()).toBe(401);
    const body = (await answer.json()) as { message?: string; error?: string };
    const message = body.message ?? body.error;
    expect(message, 'the server explains the failure').toBeTruthy();

    await page.goto('/admin');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();

    await expect(page.getByText(message!, { exact: true }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/?$/);
  });

  test('an admin page without a token lands on the login page', async ({ page }) => {
    await page.goto('/admin/slider');
    await expect(page).toHaveURL(/\/admin\/?$/);
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  });
});

import { BROCHURE_DOWNLOAD_FILE_NAME } from '@gear/contract/brochure-constants';
import type { Page, Route } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { expectHumanSignals, waitLikeAPerson } from '../human-pace.ts';
import { navigateClientSide } from '../navigation.ts';

const INSIDE = [
  'Technical specifications and tolerances',
  'Performance and load data',
  'Materials and surface treatments',
  'Custom engineering case studies',
  'Application guides',
];

const VISITOR = { name: 'Asha Patel', email: 'asha@example.com', phone: '+91 98765 43210' };

function dialog(page: Page) {
  return page.getByRole('dialog', { name: 'Get Your Catalogue' });
}

async function fillForm(page: Page) {
  const modal = dialog(page);
  await modal.getByLabel('Name').fill(VISITOR.name);
  await modal.getByLabel('Email').fill(VISITOR.email);
  await modal.getByLabel('Phone').fill(VISITOR.phone);
}

for (const width of [375, 800, 1280]) {
  test.describe(`e-brochure at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('shows the cover claims and contents; the modal validates, sends, downloads and closes', async ({
      page,
    }) => {
      await page.goto('/ebrochure');
      await expect(page.getByRole('heading', { level: 1, name: 'E-Brochure' })).toBeVisible();
      await expect(page.getByText('100+ Products', { exact: true })).toBeVisible();
      await expect(page.getByText('25+ Years', { exact: true })).toBeVisible();
      await expect(page.getByText('2025 Edition', { exact: true })).toBeVisible();
      await expect(
        page.getByRole('list', { name: "What's Inside" }).getByRole('listitem'),
      ).toHaveText(INSIDE);
      await expect(page.getByText('Loading brochure information...')).toHaveCount(0);
      await expect(page.getByText(/No brochure available|^Error: /)).toHaveCount(0);

      // 'Contact Sales' goes to the #contact anchor.
      await page.getByRole('link', { name: 'Contact Sales' }).click();
      await expect(page).toHaveURL(/#contact$/);
      await expect(page.getByRole('heading', { name: 'Talk to our sales team' })).toBeInViewport();

      // Opened from 'Download Catalogue': empty fields are refused; the X closes and clears.
      await page.getByRole('button', { name: 'Download Catalogue' }).click();
      await expect(dialog(page)).toBeVisible();
      await dialog(page).getByLabel('Name').fill(VISITOR.name);
      await dialog(page).getByRole('button', { name: 'Get Catalogue' }).click();
      await expect(dialog(page).getByRole('alert')).toHaveText(
        'Please fill in all required fields.',
      );
      await dialog(page).getByRole('button', { name: 'Close' }).click();
      await expect(dialog(page)).toBeHidden();

      // Opened from 'GET NOW': a fresh form; the request succeeds, the PDF downloads, it closes.
      await page.getByRole('button', { name: 'GET NOW' }).click();
      // Counted from when the form is there: its own clock starts when it mounts.
      await expect(dialog(page).getByLabel('Name')).toHaveValue('');
      const shownAt = Date.now();
      await expect(dialog(page).getByRole('alert')).toHaveCount(0);
      await fillForm(page);
      await waitLikeAPerson(page, shownAt);
      const sent = page.waitForRequest(
        (request) =>
          request.url().endsWith('/backend/api/send-email') && request.method() === 'POST',
      );
      const download = page.waitForEvent('download');
      await dialog(page).getByRole('button', { name: 'Get Catalogue' }).click();
      const body: unknown = (await sent).postDataJSON();
      expect(body).toEqual({
        name: VISITOR.name,
        email: VISITOR.email,
        contact: VISITOR.phone,
        website: '',
        elapsedMs: expect.any(Number),
      });
      expectHumanSignals(body);
      await expect(dialog(page).getByRole('status')).toHaveText(
        'Success! Preparing your download...',
      );
      // SPEC §4: saved under the fixed catalogue name, never the stored random one.
      expect((await download).suggestedFilename()).toBe(BROCHURE_DOWNLOAD_FILE_NAME);
      await expect(dialog(page).getByRole('status')).toHaveText(
        'Download started! Thank you for your interest.',
      );
      await expect(dialog(page)).toBeHidden({ timeout: 5000 });
    });

    test('shows the four failure messages of the brochure request', async ({ page }) => {
      let fault: (route: Route) => Promise<void> = (route) => route.abort();
      await page.route('**/backend/api/send-email', (route) => fault(route));
      await page.goto('/ebrochure');
      await page.getByRole('button', { name: 'GET NOW' }).click();
      await fillForm(page);

      const cases: [string, (route: Route) => Promise<void>][] = [
        [
          'Please provide all required fields.',
          (route) => route.fulfill({ status: 400, json: { success: false, error: 'Bad input' } }),
        ],
        [
          'Error sending email. Please try again.',
          (route) => route.fulfill({ status: 500, json: { success: false } }),
        ],
        [
          'Error processing your request. Please try again.',
          (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }),
        ],
        ['Network error. Please check your connection.', (route) => route.abort()],
      ];
      for (const [message, answer] of cases) {
        fault = answer;
        await dialog(page).getByRole('button', { name: 'Get Catalogue' }).click();
        await expect.soft(dialog(page).getByRole('alert')).toHaveText(message);
      }
      // A failure never closes the modal; the backdrop does, and clears the form.
      await expect(dialog(page)).toBeVisible();
      await page.mouse.click(5, 895);
      await expect(dialog(page)).toBeHidden();
      await page.getByRole('button', { name: 'Download Catalogue' }).click();
      await expect(dialog(page).getByLabel('Email')).toHaveValue('');
    });

    // The server renders a first load with the backend's brochure (issue 15): the browser reads
    // it, and meets the rewritten answers, after a client-side navigation.
    test('says when there is no brochure, and when it cannot be loaded', async ({ page }) => {
      await page.route('**/backend/api/ebrochure', (route) => route.fulfill({ json: null }));
      await navigateClientSide(page, '/ebrochure');
      await expect(
        page.getByText('No brochure available at this time. Please check back later.'),
      ).toBeVisible();
      await expect(page.getByText('100+ Products', { exact: true })).toBeVisible();

      await page.unroute('**/backend/api/ebrochure');
      await page.route('**/backend/api/ebrochure', (route) => route.abort());
      await navigateClientSide(page, '/ebrochure');
      const alert = page.getByRole('alert');
      await expect(alert).toContainText(/^Error: /);
      await expect(alert).toContainText('refresh the page');
    });
  });
}

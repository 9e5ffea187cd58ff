import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { expectHumanSignals, waitLikeAPerson } from '../human-pace.ts';
import { reachInquiryForm } from '../inquiry-form.ts';

/** SPEC §2 Home 4, 6 and 7, §4 counters/carousel/inquiry states, §8 inquiry messages. */

const VIEWPORTS = [
  { width: 375, height: 812, perPage: 1 },
  { width: 800, height: 900, perPage: 2 },
  { width: 1280, height: 900, perPage: 3 },
] as const;

const MACHINERY_COUNT = 17;

/** Third-party hosts (translation script) never load in tests. */
async function blockThirdParty(page: Page, baseURL: string): Promise<void> {
  const origin = new URL(baseURL).origin;
  await page.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
}

async function fillInquiry(form: Locator): Promise<void> {
  await form.getByLabel('Name').fill('E2E Buyer');
  await form.getByLabel('Email').fill('buyer@example.com');
  await form.getByLabel('Contact').fill('+91 98765 43210');
  await form.getByLabel('Message').fill('Please quote 200 spur gears, module 4, EN-19.');
}

for (const { perPage, ...viewport } of VIEWPORTS) {
  test.describe(`home interactions at ${viewport.width}px`, () => {
    test.use({ viewport });

    test.beforeEach(async ({ page, harness }) => {
      await blockThirdParty(page, harness.baseURL);
    });

    test('the counters count up to their targets after scrolling', async ({ page }) => {
      await page.goto('/');
      const section = page.getByRole('region', { name: 'Our Achievements' });
      await section.scrollIntoViewIfNeeded();
      for (const [label, end] of [
        ['Gear Types', 500],
        ['Satisfied Clients', 82],
        ['Years in Industry', 20],
        ['Skilled Engineers', 20],
      ] as const) {
        const counter = section.getByRole('listitem').filter({ hasText: label });
        await expect.soft(counter.locator('span[aria-hidden="true"]')).toHaveText(`${end}+`, {
          timeout: 5000,
        });
      }
    });

    test('the machinery carousel pages with Next, Previous and the dots', async ({ page }) => {
      await page.goto('/');
      const carousel = page.getByRole('region', { name: 'Machinery' });
      await carousel.scrollIntoViewIfNeeded();
      await expect(
        page.getByRole('heading', {
          level: 2,
          name: 'Fully Customized Gears To Match Client Unique Needs',
        }),
      ).toBeVisible();
      // The pointer over the carousel pauses its autoplay; start from the first page.
      await carousel.hover();
      await carousel.getByRole('button', { name: 'Go to page 1', exact: true }).click();

      const pages = Math.ceil(MACHINERY_COUNT / perPage);
      const dots = carousel.getByRole('button', { name: /^Go to page \d+$/ });
      await expect(dots).toHaveCount(pages);
      const current = carousel.locator('[aria-current="true"]');
      await expect(current).toHaveAccessibleName('Go to page 1');
      await expect(carousel.getByText('Hobbing', { exact: true })).toBeVisible();

      const next = carousel.getByRole('button', { name: 'Next machines' });
      const previous = carousel.getByRole('button', { name: 'Previous machines' });
      // Controls are locked while the slide moves (checked in the same frame as the click). The
      // 'Go to page 1' above may itself have moved the slide (autoplay can turn it before the
      // hover): wait for that lock to end first, or Next would be clicked while disabled.
      await expect(next).toBeEnabled();
      const lock = await next.evaluate(
        (button: HTMLButtonElement) =>
          new Promise<{ before: boolean; after: boolean }>((resolve) => {
            const before = button.disabled;
            button.click();
            requestAnimationFrame(() => {
              resolve({ before, after: button.disabled });
            });
          }),
      );
      expect(lock).toEqual({ before: false, after: true });
      await expect(current).toHaveAccessibleName('Go to page 2');
      await expect(next).toBeEnabled();

      await previous.click();
      await expect(current).toHaveAccessibleName('Go to page 1');
      await previous.click();
      await expect(current).toHaveAccessibleName(`Go to page ${pages}`);

      await carousel.getByRole('button', { name: 'Go to page 2', exact: true }).click();
      await expect(current).toHaveAccessibleName('Go to page 2');
      const second =
        perPage === 1 ? 'Broaching' : perPage === 2 ? 'CNC Surface Grinding' : 'CNC Turning';
      await expect(carousel.getByText(second, { exact: true })).toBeVisible();

      // The hover text is on every caption.
      await expect(
        carousel.getByText('High-precision engineering for industrial applications'),
      ).toHaveCount(MACHINERY_COUNT);
    });

    test('an inquiry is sent and the form is cleared', async ({ page }) => {
      await page.goto('/');
      const form = await reachInquiryForm(page);
      await expect(page.getByRole('heading', { level: 2, name: 'Inquiry Here..' })).toBeVisible();

      // Empty fields are caught before anything is sent.
      await form.getByRole('button', { name: 'Send Inquiry' }).click();
      await expect(form.getByLabel('Name')).toHaveAccessibleDescription('Please enter your name.');

      const shownAt = Date.now();
      await fillInquiry(form);
      await waitLikeAPerson(page, shownAt);
      const answer = page.waitForResponse('**/backend/api/inquiry/c');
      await form.getByRole('button', { name: 'Send Inquiry' }).click();
      expect((await answer).status()).toBe(200);
      expectHumanSignals((await answer).request().postDataJSON());
      await expect(form.getByRole('status')).toHaveText('Your message has been sent successfully!');
      await expect(form.getByLabel('Name')).toHaveValue('');
      await expect(form.getByLabel('Message')).toHaveValue('');
    });

    test("a failing inquiry shows the server's error, then the network message", async ({
      page,
    }) => {
      let fault: 'http' | 'network' = 'http';
      // The answer is held until the test has seen the submitting state (no timing race).
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/backend/api/inquiry/c', async (route) => {
        if (fault === 'network') {
          await route.abort();
          return;
        }
        await held;
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, error: 'Mail relay is down for maintenance.' }),
        });
      });
      await page.goto('/');
      const form = await reachInquiryForm(page);
      await fillInquiry(form);

      await form.getByRole('button', { name: 'Send Inquiry' }).click();
      await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
      release();
      await expect(form.getByRole('alert')).toHaveText('Mail relay is down for maintenance.');
      await expect(form.getByLabel('Name')).toHaveValue('E2E Buyer');

      fault = 'network';
      await form.getByRole('button', { name: 'Send Inquiry' }).click();
      await expect(form.getByRole('alert')).toHaveText(
        'An error occurred. Please try again later.',
      );
    });
  });
}

test('a visitor who scrolls the page before its code arrives stays where they scrolled', async ({
  page,
  harness,
}) => {
  await blockThirdParty(page, harness.baseURL);
  // The scripts are held, as on a slow phone: the visitor reads and scrolls the server's HTML.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const section = page.getByRole('region', { name: 'Our Achievements' });
  await section.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled, 'scrolled down the server HTML').toBeGreaterThan(300);

  release();
  // Hydrated: the counters, which start when they are in view, count up.
  await expect(
    section
      .getByRole('listitem')
      .filter({ hasText: 'Gear Types' })
      .locator('span[aria-hidden="true"]'),
  ).toHaveText('500+', { timeout: 15_000 });
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

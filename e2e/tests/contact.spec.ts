import type { Page, Route } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { expectHumanSignals, waitLikeAPerson } from '../human-pace.ts';

const VISITOR = {
  name: 'Ravi Mehta',
  email: 'ravi@example.com',
  phone: '+91 98250 12345',
  message: 'Please quote 200 spur gears, module 2, EN-19.',
};

function contactForm(page: Page) {
  return page.getByRole('form', { name: 'Get In Touch!' });
}

async function fillForm(page: Page) {
  const form = contactForm(page);
  await form.getByLabel('Name').fill(VISITOR.name);
  await form.getByLabel('Email').fill(VISITOR.email);
  await form.getByLabel('Phone').fill(VISITOR.phone);
  await form.getByLabel('Message').fill(VISITOR.message);
}

for (const width of [375, 800, 1280]) {
  test.describe(`contact at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('shows the contact cards and sends a message', async ({ page }) => {
      await page.goto('/contact');
      await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
      for (const card of ['Call Us', 'Email Us', 'Visit Us']) {
        await expect.soft(page.getByRole('heading', { level: 3, name: card })).toBeVisible();
      }
      const phoneLink = page.getByRole('link', { name: /^\+91/ }).first();
      await expect(phoneLink).toHaveAttribute('href', /^tel:\+91\d+$/);
      await expect(page.getByRole('link', { name: /@/ }).first()).toHaveAttribute(
        'href',
        /^mailto:/,
      );
      await expect(page.getByText(/Rajkot/).first()).toBeVisible();

      const form = contactForm(page);
      await expect(page.locator('#form')).toContainText('Get In Touch!');
      const shownAt = Date.now();
      await fillForm(page);
      await waitLikeAPerson(page, shownAt);
      const sent = page.waitForRequest(
        (request) => request.url().endsWith('/backend/api/contact') && request.method() === 'POST',
      );
      await form.getByRole('button', { name: 'Send Message' }).click();
      const body: unknown = (await sent).postDataJSON();
      expect(body).toEqual({ ...VISITOR, website: '', elapsedMs: expect.any(Number) });
      expectHumanSignals(body);
      await expect(form.getByRole('status')).toHaveText('Your message has been sent successfully!');
      await expect(form.getByLabel('Name')).toHaveValue('');
      await expect(form.getByLabel('Message')).toHaveValue('');
    });

    test('shows "Sending..." and the three failure messages', async ({ page }) => {
      let answer: (route: Route) => Promise<void> = (route) => route.abort();
      // The hold exists before the request does: releasing it can never come before the route
      // handler has started waiting (a release made then was lost and the form stayed 'Sending...').
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/backend/api/contact', (route) => answer(route));
      await page.goto('/contact');
      await fillForm(page);
      const form = contactForm(page);

      // Held answer: the button reads 'Sending...' and is disabled meanwhile.
      answer = (route) =>
        held.then(() =>
          route.fulfill({ status: 503, json: { success: false, error: 'Mail server is busy.' } }),
        );
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
      release();
      await expect(form.getByRole('alert')).toHaveText('Mail server is busy.');
      await expect(form.getByLabel('Name')).toHaveValue(VISITOR.name);

      answer = (route) => route.fulfill({ status: 500, body: '' });
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(form.getByRole('alert')).toHaveText(
        'Failed to send your message. Please try again.',
      );

      answer = (route) => route.abort();
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(form.getByRole('alert')).toHaveText(
        'An error occurred. Please try again later.',
      );
    });

    test('stays usable when the map cannot load', async ({ page }) => {
      await page.goto('/contact#form');
      await expect(contactForm(page)).toBeInViewport();

      const location = page.getByRole('region', { name: 'Our Location' });
      await location.scrollIntoViewIfNeeded();
      const map = location.locator('iframe');
      await expect(map).toHaveAttribute('title', /^Map: /);
      await expect(map).toHaveAttribute('loading', 'lazy');
      const box = await map.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(300);
      await expect(location.getByText(/Rajkot/).first()).toBeVisible();
      await expect(location.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute(
        'href',
        /^https:\/\/www\.google\.com\/maps/,
      );
      // No horizontal overflow, and the form still works.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await contactForm(page).getByLabel('Name').fill(VISITOR.name);
      await expect(contactForm(page).getByLabel('Name')).toHaveValue(VISITOR.name);
    });
  });
}

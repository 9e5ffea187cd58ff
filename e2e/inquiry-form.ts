import { expect, type Locator, type Page } from '@playwright/test';

/** The home page's inquiry form (SPEC §2 Home 7). */
const inquiryForm = (page: Page) => page.getByRole('form', { name: 'Inquiry Here..' });

/**
 * Scrolls to the inquiry form and waits until its code has replaced the placeholder (which is
 * `aria-busy` until then). Typing into the placeholder carries over to the live form key by key,
 * but Playwright's fill() focuses, selects and inserts in separate steps: a swap between them
 * sends the text to an element that is gone. Tests of the forms' answers start on the live form;
 * the hand-over itself is tested in inquiry-section.test.tsx.
 */
export async function reachInquiryForm(page: Page): Promise<Locator> {
  const form = inquiryForm(page);
  await form.scrollIntoViewIfNeeded();
  // The form's code loads when the form comes near the viewport; a busy machine (the e2e
  // container on 2 cores) has taken more than the default 5 s for it.
  await expect(form).not.toHaveAttribute('aria-busy', 'true', { timeout: 15_000 });
  return form;
}

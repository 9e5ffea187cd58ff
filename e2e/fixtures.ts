import { expect, test as base } from '@playwright/test';
import { readState, type HarnessState } from './harness/state.ts';

/**
 * The suite's `test`: baseURL comes from the harness (the nginx it started, or E2E_BASE_URL), and
 * `harness` exposes the admin credentials the backend under test accepts. Every browser page fails
 * its test if Chromium reports a Content-Security-Policy violation (nginx/snippets/security-headers.conf).
 */
export const test = base.extend<{ harness: HarnessState }>({
  // eslint-disable-next-line no-empty-pattern
  harness: async ({}, use) => {
    await use(readState());
  },
  baseURL: async ({ harness }, use) => {
    await use(harness.baseURL);
  },
  page: async ({ page }, use) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/content.security.policy/i.test(message.text())) violations.push(message.text());
    });
    await use(page);
    expect(violations, 'Content-Security-Policy violations in the browser console').toEqual([]);
  },
});

export { expect };

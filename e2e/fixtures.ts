import { test as base } from '@playwright/test';
import { readState, type HarnessState } from './harness/state.ts';

/**
 * The suite's `test`: baseURL comes from the harness (the nginx it started, or E2E_BASE_URL), and
 * `harness` exposes the admin credentials the backend under test accepts.
 */
export const test = base.extend<{ harness: HarnessState }>({
  // eslint-disable-next-line no-empty-pattern
  harness: async ({}, use) => {
    await use(readState());
  },
  baseURL: async ({ harness }, use) => {
    await use(harness.baseURL);
  },
});

export { expect } from '@playwright/test';

import { expect, type Page } from '@playwright/test';

/** React Router's router in the page (framework mode puts it on window once hydrated). */
interface RouterWindow {
  __reactRouterDataRouter?: { state: { initialized: boolean }; navigate: (to: string) => unknown };
  __e2eDocument?: number;
}

/** Waits until the page is hydrated: React Router's router exists and has its first state. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (window as RouterWindow).__reactRouterDataRouter?.state.initialized === true,
  );
}

/**
 * Opens `path` the way a visitor does after the first page: a client-side navigation, so the
 * browser (not the server) reads the page's data, with its loading texts, as SPEC §4 describes.
 * Loads `from` first (default /about, a page without backend data) unless `from` is null (the
 * current page), and proves that no new document was loaded.
 */
export async function navigateClientSide(
  page: Page,
  path: string,
  options: { from?: string | null } = {},
): Promise<void> {
  const from = options.from === undefined ? '/about' : options.from;
  if (from !== null) await page.goto(from);
  await waitForHydration(page);
  const marker = await page.evaluate(
    () => ((window as RouterWindow).__e2eDocument = Math.random()),
  );
  await page.evaluate((to) => {
    void (window as RouterWindow).__reactRouterDataRouter?.navigate(to);
  }, path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}${url.hash}` === path);
  expect(
    await page.evaluate(() => (window as RouterWindow).__e2eDocument),
    `${path} was reached without loading a new document`,
  ).toBe(marker);
}

/**
 * Lets the page run the tasks already queued (an event handler, a timer of 0 ms) before the test
 * reads what they did: one macrotask turn in the page, not a fixed wait.
 */
export async function nextTask(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

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

/**
 * Waits until what is on screen has finished arriving, instead of a fixed pause: two frames (so
 * scrolling has run its intersection observers and started lazy images and code), then every
 * image in the viewport has loaded or failed and no placeholder in view is `aria-busy`, then two
 * more frames so the layout and any event those loads fired (an `onerror`) have run.
 */
export async function untilSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frames = () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => {
          requestAnimationFrame(() => {
            resolve();
          });
        });
      });
    const inView = (element: Element) => {
      const box = element.getBoundingClientRect();
      return (
        box.width > 0 &&
        box.height > 0 &&
        box.bottom > 0 &&
        box.right > 0 &&
        box.top < window.innerHeight &&
        box.left < window.innerWidth
      );
    };
    await frames();
    const loading = Array.from(document.images).filter((image) => inView(image) && !image.complete);
    await Promise.all(
      loading.map(
        (image) =>
          new Promise<void>((resolve) => {
            const finish = () => {
              resolve();
            };
            image.addEventListener('load', finish, { once: true });
            image.addEventListener('error', finish, { once: true });
            if (image.complete) resolve();
          }),
      ),
    );
    for (;;) {
      const busy = Array.from(document.querySelectorAll('[aria-busy="true"]')).some(inView);
      if (!busy) break;
      await frames();
    }
    await frames();
  });
}

import { expect, test as base, type Page, type Response } from '@playwright/test';
import { readState, type HarnessState } from './harness/state.ts';

/**
 * The suite's `test`: baseURL comes from the harness (the nginx it started, or E2E_BASE_URL), and
 * `harness` exposes the admin credentials the backend under test accepts. Every browser page fails
 * its test if Chromium reports a Content-Security-Policy violation (nginx/snippets/security-headers.conf),
 * and third-party hosts are blocked for every page.
 */
const THIRD_PARTY =
  /^https?:\/\/([\w-]+\.)*(google\.com|googleapis\.com|gstatic\.com|wa\.me|whatsapp\.com)\//;

/**
 * What React reports when the browser's first render differs from the server's HTML: the
 * production build's error codes (418 hydration mismatch, 423 and 425 recoverable hydration
 * errors) and the development build's words.
 */
const HYDRATION_ERROR =
  /Minified React error #(418|423|425)\b|hydrat(ion|ed)\b.*(mismatch|did not match|failed|error)|did not match\. Server/i;

export const test = base.extend<{ harness: HarnessState }>({
  // Playwright requires a destructured first argument; browserName is a free, always-present option.
  harness: async ({ browserName: _browserName }, use) => {
    await use(readState());
  },
  baseURL: async ({ harness }, use) => {
    await use(harness.baseURL);
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) hydrateOnNavigation(page);
    // Tests never depend on third-party hosts (the page-translation script, the map embed): they
    // fail fast here, as they do offline, and the site must stay usable without them.
    await page.route(THIRD_PARTY, (route) => route.abort('blockedbyclient'));
    const violations: string[] = [];
    const hydration: string[] = [];
    page.on('console', (message) => {
      if (/content.security.policy/i.test(message.text())) violations.push(message.text());
      if (HYDRATION_ERROR.test(message.text())) hydration.push(message.text());
    });
    page.on('pageerror', (error) => {
      if (HYDRATION_ERROR.test(error.message)) hydration.push(error.message);
    });
    await use(page);
    expect(violations, 'Content-Security-Policy violations in the browser console').toEqual([]);
    expect(
      hydration,
      'React hydration errors: the server and the browser rendered differently',
    ).toEqual([]);
  },
});

/**
 * Makes `page.goto` and `page.reload` resolve only once a page of the site is hydrated.
 *
 * Public pages arrive server-rendered (issue 15): their buttons, links and forms are visible
 * before React has attached its handlers, so a test that clicks or types right after `goto` would
 * race the hydration (a click lost, a link followed as a full page load, a form submitted
 * natively). Doing it here, once, keeps every spec's `goto` meaning "the page a visitor can use".
 * It waits only for documents that carry React Router's hydration data (`__reactRouterContext`, a
 * page of the site, the 404 page included): nginx's own answers (404 for a missing file, the
 * 503 page), JSON and files resolve as before, and so does `waitUntil: 'commit'` (the document
 * has not been parsed yet) or a context without JavaScript. Waiting for hydration never waits for
 * the page's own data reads (clientLoader returns null), so a test holding API answers with
 * page.route is not blocked by it.
 */
function hydrateOnNavigation(page: Page): void {
  const whenSitePage = async (response: Response | null) => {
    if (!response || !/text\/html/.test(response.headers()['content-type'] ?? '')) return;
    // One round trip (each costs on a busy machine): not a page of the site, or hydrated.
    await page.waitForFunction(() => {
      const router = (window as { __reactRouterDataRouter?: { state: { initialized: boolean } } })
        .__reactRouterDataRouter;
      return !('__reactRouterContext' in window) || router?.state.initialized === true;
    });
  };
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await whenSitePage(response);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await whenSitePage(response);
    return response;
  };
}

/** Chromium's note that it ignored COOP on a plain-HTTP origin other than localhost. */
const IGNORED_COOP = /Cross-Origin-Opener-Policy header has been ignored/;

/**
 * Console errors and uncaught exceptions of `page`, from `origin` only when given (blocked third
 * parties aside). The COOP note above is left out: it is about the origin under test (the compose
 * run's http://web:8080 is plain HTTP and not localhost), not about the page.
 */
export function collectConsoleErrors(page: Page, origin?: string): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' || IGNORED_COOP.test(message.text())) return;
    const source = message.location().url;
    if (origin === undefined || source === '' || source.startsWith(origin)) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export { expect };

/** A page in Chromium (Playwright, mobile viewport): first card, DOM size and JS heap. */
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../e2e/harness/chromium.ts';
import { chromePath } from './lighthouse.ts';
import { track, stop } from './servers.ts';

/** Where the cards of each list page are; any element of these counts as "a card". */
export const CARD_SELECTORS = {
  '/product': 'main a[href^="/product/"]',
  '/gallery': 'main button[aria-haspopup="dialog"]',
} as const;
export type ListPage = keyof typeof CARD_SELECTORS;

interface PageFigures {
  firstCardMs: number;
  domNodes: number;
  cardsInDom: number;
  heapUsedBytes: number;
}

/**
 * Records performance.now() (ms since navigation start) of the first frame after an element of
 * `selector` with a box is in the DOM. A string, not a function: the page gets it verbatim.
 */
function firstCardScript(selector: string): string {
  return `(() => {
  const selector = ${JSON.stringify(selector)};
  const hasCard = () => {
    const element = document.querySelector(selector);
    if (!element) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const observer = new MutationObserver(() => {
    if (!hasCard()) return;
    observer.disconnect();
    requestAnimationFrame(() => { window.__benchFirstCard = performance.now(); });
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;
}

async function heapUsed(page: Page): Promise<number> {
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const usage = await cdp.send('Runtime.getHeapUsage');
    await cdp.detach();
    return usage.usedSize;
  } catch {
    // Not Chromium or no CDP: Chrome's non-standard performance.memory.
    const used: unknown = await page.evaluate(
      'performance.memory ? performance.memory.usedJSHeapSize : null',
    );
    return typeof used === 'number' ? used : NaN;
  }
}

interface LaunchedBrowser {
  browser: Browser;
  close: () => Promise<void>;
}

/** A browser server (so its pid is known and tracked for the cleanup) and a client connected to it. */
export async function launchBrowser(): Promise<LaunchedBrowser> {
  const server = await chromium.launchServer({ executablePath: chromePath(), args: CHROMIUM_ARGS });
  const pid = server.process().pid;
  if (pid !== undefined) track(pid);
  const browser = await chromium.connect(server.wsEndpoint());
  return {
    browser,
    close: async () => {
      await browser.close();
      await server.close();
      if (pid !== undefined) await stop(pid);
    },
  };
}

export async function measurePage(
  browser: Browser,
  url: string,
  page_: ListPage,
  options: { freshPage?: boolean } = {},
): Promise<PageFigures> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 915 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
  });
  // The owner's cookie (nginx/templates: gear_fresh_pages): nginx's page cache neither answers
  // nor stores this request, so the page is rendered from the data the mock serves now.
  if (options.freshPage) {
    await context.addCookies([{ name: 'gear_fresh_pages', value: '1', url }]);
  }
  try {
    const page = await context.newPage();
    const selector = CARD_SELECTORS[page_];
    await page.addInitScript(firstCardScript(selector));
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // Polled with evaluate (CDP, exempt from the page's CSP); waitForFunction(string) would eval.
    const deadline = Date.now() + 60_000;
    while ((await page.evaluate('typeof window.__benchFirstCard')) !== 'number') {
      if (Date.now() > deadline) throw new Error(`no card (${selector}) on ${url} within 60 s`);
      await page.waitForTimeout(20);
    }
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    await page.waitForTimeout(500);
    const firstCard: unknown = await page.evaluate('window.__benchFirstCard');
    const domNodes: unknown = await page.evaluate("document.getElementsByTagName('*').length");
    const cards: unknown = await page.evaluate(
      `document.querySelectorAll(${JSON.stringify(selector)}).length`,
    );
    return {
      firstCardMs: typeof firstCard === 'number' ? firstCard : NaN,
      domNodes: typeof domNodes === 'number' ? domNodes : NaN,
      cardsInDom: typeof cards === 'number' ? cards : NaN,
      heapUsedBytes: await heapUsed(page),
    };
  } finally {
    await context.close();
  }
}

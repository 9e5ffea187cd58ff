/** Makes the static-HTML twins of twin.ts in the bench's Chromium (Playwright). */
import fs from 'node:fs';
import path from 'node:path';
import { BLOCKED_THIRD_PARTIES } from './lighthouse.ts';
import { launchBrowser } from './page-metrics.ts';
import { log } from './servers.ts';
import { blockedPattern, routeSlug, TWIN_DIR, TWIN_REMOVED, twinPath } from './twin.ts';

/**
 * Opens each route through nginx (`origin`) in Chromium as Lighthouse's mobile preset sees it
 * (412×823, DPR 1.75), waits for hydration and the network to settle, removes TWIN_REMOVED from
 * the live DOM and writes the serialized document to `siteRoot`/__twin/. Reduced motion is
 * emulated, so the DOM is the page at rest (counters at their value, nothing held back by a
 * scroll reveal) rather than caught mid-animation. Returns route -> twin path.
 */
export async function saveTwins(options: {
  origin: string;
  routes: readonly string[];
  siteRoot: string;
}): Promise<Map<string, string>> {
  const folder = path.join(options.siteRoot, TWIN_DIR);
  fs.mkdirSync(folder, { recursive: true });
  const twins = new Map<string, string>();
  const launched = await launchBrowser();
  try {
    const context = await launched.browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      reducedMotion: 'reduce',
    });
    // The third parties Lighthouse does not load either (offline: they would only time out).
    await context.route(blockedPattern(BLOCKED_THIRD_PARTIES), (route) =>
      route.abort('blockedbyclient'),
    );
    try {
      for (const route of options.routes) {
        const page = await context.newPage();
        try {
          const response = await page.goto(`${options.origin}${route}`, {
            waitUntil: 'load',
            timeout: 60_000,
          });
          if (!response?.ok()) {
            throw new Error(`${route} answered ${String(response?.status())}: no twin`);
          }
          // Hydration, the page's own fetches, the translate script's 1 s timer: all settled.
          await page.waitForLoadState('networkidle', { timeout: 60_000 });
          await page.waitForTimeout(1500);
          await page.waitForLoadState('networkidle', { timeout: 60_000 });
          // Evaluated over CDP, which the page's CSP does not apply to.
          await page.evaluate(
            `document.querySelectorAll(${JSON.stringify(TWIN_REMOVED)}).forEach((element) => element.remove())`,
          );
          const html = await page.content();
          const file = path.join(folder, `${routeSlug(route)}.html`);
          fs.writeFileSync(file, html);
          twins.set(route, twinPath(route));
          log(`twin of ${route}: ${twinPath(route)} (${Math.round(html.length / 1024)} KiB)`);
        } finally {
          await page.close();
        }
      }
    } finally {
      await context.close();
    }
  } finally {
    await launched.close();
  }
  return twins;
}

/**
 * Section 3, issue 20: how fast the catalogue narrows. The mock's answer time for catalogue
 * addresses it has not answered before (its memo would hide the work), and in Chromium through
 * nginx the time from a category chip's click on /product to the first card of the new result.
 */
import type { Browser } from '@playwright/test';
import { CatalogueResponseSchema, CategoryListSchema } from '@gear/contract/catalogue-search';
import type { ScaleFilterRow } from './results.ts';
import { log } from './servers.ts';
import { median } from './stats.ts';

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** Distinct addresses: each category with a module range, and searches, none repeated. */
function addresses(slugs: readonly string[], count: number): string[] {
  const out: string[] = [];
  for (let index = 0; out.length < count; index += 1) {
    const slug = slugs[index % slugs.length] ?? '';
    const from = 1 + (index % 8) * 0.5;
    out.push(
      index % 3 === 2
        ? `q=${encodeURIComponent(`gear ${String(index)}`)}`
        : `category=${slug}&module=${String(from)}..${String(from + 1 + (index % 5))}`,
    );
  }
  return out;
}

async function answerTimes(mockOrigin: string, slugs: readonly string[], count: number) {
  const times: number[] = [];
  for (const query of addresses(slugs, count)) {
    const started = performance.now();
    const response = await fetch(`${mockOrigin}/api/catalogue?${query}`);
    CatalogueResponseSchema.parse(await response.json());
    times.push(performance.now() - started);
  }
  return times;
}

/** The first card of `ids` painted: performance.now() of the frame after it has a box. */
function waitForCardScript(href: string): string {
  return `new Promise((resolve) => {
  const selector = ${JSON.stringify(`main a[href="${href}"]`)};
  const found = () => {
    const element = document.querySelector(selector);
    const box = element ? element.getBoundingClientRect() : null;
    return box !== null && box.width > 0 && box.height > 0;
  };
  const done = () => requestAnimationFrame(() => resolve(performance.now()));
  if (found()) { done(); return; }
  const observer = new MutationObserver(() => {
    if (!found()) return;
    observer.disconnect();
    done();
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
})`;
}

async function chipChanges(
  browser: Browser,
  nginxOrigin: string,
  mockOrigin: string,
  slugs: readonly string[],
): Promise<number[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // The owner's cookie: nginx's page cache neither answers nor stores these pages.
  await context.addCookies([{ name: 'gear_fresh_pages', value: '1', url: nginxOrigin }]);
  const times: number[] = [];
  try {
    const page = await context.newPage();
    await page.goto(`${nginxOrigin}/product?category=${slugs[0] ?? ''}`, {
      waitUntil: 'networkidle',
      timeout: 60_000,
    });
    for (const slug of slugs.slice(1)) {
      const answer = CatalogueResponseSchema.parse(
        await (await fetch(`${mockOrigin}/api/catalogue?category=${slug}`)).json(),
      );
      const first = answer.ids[0];
      if (first === undefined) continue;
      const chip = page.locator(
        `nav[aria-label="Product categories"] a[href="/product?category=${slug}"]`,
      );
      const started: unknown = await page.evaluate('performance.now()');
      const painted = page.evaluate(waitForCardScript(`/product/${String(first)}`));
      // A click that fails leaves this change out (and says why); the others still count.
      painted.catch(() => undefined);
      try {
        await chip.click({ timeout: 15_000 });
        const at: unknown = await Promise.race([
          painted,
          page.waitForTimeout(30_000).then(() => null),
        ]);
        if (typeof at === 'number' && typeof started === 'number') times.push(at - started);
        else log(`catalogue: no card of ${slug} within 30 s`);
      } catch (error) {
        log(
          `catalogue: the ${slug} chip failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  } finally {
    await context.close();
  }
  return times;
}

export async function measureFilters(options: {
  browser: Browser;
  label: string;
  items: number;
  mockOrigin: string;
  nginxOrigin: string;
  addresses: number;
}): Promise<ScaleFilterRow> {
  const categories = CategoryListSchema.parse(
    await (await fetch(`${options.mockOrigin}/api/categories`)).json(),
  );
  const slugs = categories.map((category) => category.slug);
  const answers = await answerTimes(options.mockOrigin, slugs, options.addresses);
  const changes = await chipChanges(
    options.browser,
    options.nginxOrigin,
    options.mockOrigin,
    slugs,
  );
  return {
    label: options.label,
    items: options.items,
    addresses: answers.length,
    answerP50Ms: median(answers),
    answerP95Ms: percentile(answers, 95),
    answerMaxMs: Math.max(...answers),
    changes: changes.length,
    firstCardAfterChangeMs: median(changes),
  };
}

import { GalleryListSchema } from '@gear/contract/gallery';
import { ProductListSchema } from '@gear/contract/product';
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { navigateClientSide } from '../navigation.ts';

/**
 * Issue 6 "Scale": /product and /gallery with 10,000 items each stay fluid. The lists are served
 * to the page with page.route (generated here, every picture one real seed image), so the spec
 * needs no special backend data. Figures (time to first card, DOM size, JS heap) are attached to
 * the test and printed. The server renders a first load with the backend's own list (issue 15),
 * so each page is reached by a client-side navigation from /about, where the browser reads (and
 * gets) the generated list; times count from that navigation.
 */

const COUNT = 10_000;
/** Cards rendered at once, whatever the list length (a few rows plus overscan). */
const MAX_RENDERED = 80;
/** Elements on the whole page: the windowed list keeps it near a seeded page's size. */
const MAX_DOM_ELEMENTS = 2_500;
/** JS heap after GC with 10,000 records parsed, cached and rendered (windowed). */
const MAX_HEAP_MB = 120;
/**
 * The list's own cost: from the end of its answer (10,000 records) to the first card in the DOM:
 * parse, validate, cache and render (~250 ms on an idle 2-core machine, most of it the contract's
 * validation). The bounds are loose because the whole suite runs two browsers on 2 shared cores;
 * rendering every card instead is caught by the DOM counts below, not by time.
 */
const MAX_AFTER_ANSWER_MS = 5_000;
const MAX_FIRST_CARD_MS = 15_000;

// No trace, not even on CI's retry: recording DOM snapshots of a 10,000-card page slowed the
// measured render several-fold (8.3 s after the answer on a retry, against ~0.3 s), so a retry
// would measure the recorder, not the page.
test.use({ viewport: { width: 1280, height: 900 }, trace: 'off' });

/** A real image the mock serves (root-relative, as the mock gives it). */
async function seedImage(request: APIRequestContext): Promise<string> {
  const gallery = GalleryListSchema.parse(await (await request.get('/backend/gallery/')).json());
  const image = gallery[0]?.image;
  if (!image) throw new Error('the seeded backend has no gallery image');
  return image;
}

function products(image: string) {
  return Array.from({ length: COUNT }, (_, index) => ({
    id: index + 1,
    title: `Scale Gear ${String(index + 1)}`,
    description: `<p>Helical gear number ${String(index + 1)}, EN-19, induction hardened.</p>`,
    product_image: image,
    sub_image1: null,
    sub_image2: null,
    sub_image3: null,
    sub_image4: null,
    sub_image5: null,
    sub_image6: null,
  }));
}

/** GET /api/catalogue for /product: every generated product matches (issue 20). */
function catalogueOfAll() {
  return {
    ids: Array.from({ length: COUNT }, (_, index) => index + 1),
    total: COUNT,
    categories: [{ id: 1, name: 'Helical Gears', slug: 'helical-gears', count: COUNT }],
    category: null,
    facets: [
      { kind: 'range', key: 'module', name: 'Module', unit: 'mm', min: 1, max: 12, count: COUNT },
    ],
  };
}

function galleryItems(image: string) {
  return Array.from({ length: COUNT }, (_, index) => ({ id: index + 1, image }));
}

async function serveList(page: Page, path: string, body: unknown): Promise<void> {
  const json = JSON.stringify(body);
  await page.route(
    (url) => url.pathname === path,
    (route) => route.fulfill({ status: 200, contentType: 'application/json', body: json }),
  );
}

/** Records (in the page) when the first element matching `selector` appears, from the document's start. */
async function watchFirst(page: Page, selector: string): Promise<void> {
  await page.addInitScript((css) => {
    const mark = () => {
      if (document.querySelector(css)) {
        document.documentElement.dataset.firstCardMs = String(Math.round(performance.now()));
        return true;
      }
      return false;
    };
    const observer = new MutationObserver(() => {
      if (mark()) observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  }, selector);
}

const NAVIGATION_MARK = 'e2e-client-navigation';

/** Loads /about, then opens `path` with the router, marking when the navigation started. */
async function openClientSide(page: Page, path: string): Promise<void> {
  await page.goto('/about');
  await page.evaluate((mark) => performance.mark(mark), NAVIGATION_MARK);
  await navigateClientSide(page, path, { from: null });
}

/**
 * The client-side navigation's start to the first card, and the end of the list's answer to the
 * first card.
 */
async function firstCardTimes(page: Page, listPath: string) {
  const [first, answered] = await page.evaluate(
    ({ path, mark }) => {
      const entry = performance
        .getEntriesByType('resource')
        .find((resource) => new URL(resource.name).pathname === path);
      const start = performance.getEntriesByName(mark, 'mark')[0]?.startTime ?? Number.NaN;
      return [
        Number(document.documentElement.dataset.firstCardMs) - start,
        entry instanceof PerformanceResourceTiming ? entry.responseEnd - start : Number.NaN,
      ];
    },
    { path: listPath, mark: NAVIGATION_MARK },
  );
  expect(first, 'time of the first card').toBeGreaterThan(0);
  expect(answered, 'the list answer in resource timing').toBeGreaterThan(0);
  expect(first).toBeLessThan(MAX_FIRST_CARD_MS);
  const afterAnswer = Math.round(first - answered);
  expect(afterAnswer).toBeLessThan(MAX_AFTER_ANSWER_MS);
  return {
    firstMs: Math.round(first),
    afterAnswerMs: afterAnswer,
    answerEndMs: Math.round(answered),
  };
}

/** Used JS heap in MB after a full GC (Chrome DevTools Protocol). */
async function heapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return Math.round((usedSize / 1024 / 1024) * 10) / 10;
}

const elementCount = (page: Page) => page.evaluate(() => document.querySelectorAll('*').length);

/** Scroll the window so the bottom of `list` is at the bottom of the viewport. */
async function scrollToListEnd(list: Locator): Promise<void> {
  await list.evaluate((element) => {
    const bottom = element.getBoundingClientRect().bottom + window.scrollY;
    window.scrollTo(0, bottom - window.innerHeight + 40);
  });
}

function record(testInfo: TestInfo, figures: Record<string, number>): void {
  const text = Object.entries(figures)
    .map(([name, value]) => `${name}=${String(value)}`)
    .join(' ');
  testInfo.annotations.push({ type: 'scale', description: text });
  console.log(`[scale] ${testInfo.title}: ${text}`);
}

test('/product with 10,000 products: quick first card, bounded DOM, reaches the last one', async ({
  page,
  request,
}, testInfo) => {
  const image = await seedImage(request);
  await serveList(page, '/backend/api/subcategories', ProductListSchema.parse(products(image)));
  // Issue 20: the catalogue call answers every one of them, so the cards go through the
  // catalogue's ids (with its chips and a filter beside them), as on a backend with categories.
  await serveList(page, '/backend/api/catalogue', catalogueOfAll());
  await watchFirst(page, 'ul[aria-label="Products"] a[href^="/product/"]');

  // The first card may take up to 30 s to appear; its time is recorded and held only to the loose
  // MAX_FIRST_CARD_MS bound below: under CI's load (another worker beside it) reading 10,000
  // products took over 10 s in the fresh-clone proof.
  test.slow();
  await openClientSide(page, '/product');
  const list = page.getByRole('list', { name: 'Products' });
  const first = list.getByRole('link', { name: /Scale Gear 1$/ });
  await expect(first).toBeVisible({ timeout: 30_000 });
  const times = await firstCardTimes(page, '/backend/api/subcategories');

  // The page is as tall as 10,000 cards (2 or 3 per row) once the windowing code is in: the rows
  // not rendered keep their space.
  await expect
    .poll(() => list.evaluate((element) => element.getBoundingClientRect().height))
    .toBeGreaterThan((COUNT / 3) * 300);
  const items = list.getByRole('listitem');
  const renderedAtTop = await items.count();
  expect(renderedAtTop).toBeLessThan(MAX_RENDERED);
  await expect(items.first()).toHaveAttribute('aria-setsize', String(COUNT));
  const elementsAtTop = await elementCount(page);
  expect(elementsAtTop).toBeLessThan(MAX_DOM_ELEMENTS);
  // Every picture keeps its box, with dimensions; lazy after the first row's two (the largest paint).
  const pictures = await list.locator('img').all();
  for (const [index, img] of pictures.entries()) {
    await expect.soft(img).toHaveAttribute('loading', index < 2 ? 'eager' : 'lazy');
    await expect.soft(img).toHaveAttribute('width', '340');
    await expect.soft(img).toHaveAttribute('height', '300');
  }

  // Tab through 30 cards (60 stops): the focused card is always there and in view as the window moves. The
  // window follows the page's scroll events, which the browser sends a frame or more after the
  // focus scrolled the page: under CI's load a quick Tab once found no next card and left the
  // list. Here the scroll events are held back during the 30 presses (the worst such lag), then
  // one is sent.
  await first.focus();
  await page.evaluate(() => {
    const hold = (event: Event) => {
      event.stopImmediatePropagation();
    };
    window.addEventListener('scroll', hold, { capture: true });
    Object.assign(window, {
      e2eReleaseScroll: () => {
        window.removeEventListener('scroll', hold, { capture: true });
      },
    });
  });
  // Each card is two stops: its link and its 'Add … to quote list' button (the mock takes quote
  // requests, issue 19); wait for the buttons so the count is the same on every run.
  await expect(list.getByRole('button', { name: 'Add Scale Gear 1 to quote list' })).toBeVisible();
  for (let step = 0; step < 60; step += 1) await page.keyboard.press('Tab');
  await page.evaluate(() => {
    (window as unknown as { e2eReleaseScroll: () => void }).e2eReleaseScroll();
    window.dispatchEvent(new Event('scroll'));
  });
  const focused = page.locator(':focus');
  await expect(focused).toHaveAccessibleName(/Scale Gear 31$/);
  await expect(focused).toBeInViewport();
  await expect(first).toHaveCount(0);

  await scrollToListEnd(list);
  const last = list.getByRole('link', { name: /Scale Gear 10000$/ });
  await expect(last).toBeInViewport();
  await expect(last).toHaveAttribute('href', '/product/10000');
  const renderedAtEnd = await items.count();
  expect(renderedAtEnd).toBeLessThan(MAX_RENDERED);
  await expect(items.last()).toHaveAttribute('aria-posinset', String(COUNT));

  const heap = await heapMb(page);
  expect(heap).toBeLessThan(MAX_HEAP_MB);
  record(testInfo, {
    ...times,
    cardsAtTop: renderedAtTop,
    cardsAtEnd: renderedAtEnd,
    domElements: elementsAtTop,
    heapMb: heap,
  });
});

test('/gallery with 10,000 images: bounded DOM, last image reachable, the viewer crosses the window', async ({
  page,
  request,
}, testInfo) => {
  const image = await seedImage(request);
  await serveList(page, '/backend/gallery/', GalleryListSchema.parse(galleryItems(image)));
  await watchFirst(page, 'li[aria-posinset="1"] button');

  await openClientSide(page, '/gallery');
  const collection = page.getByRole('region', { name: 'Collection of Gears' });
  const list = collection.getByRole('list');
  const tiles = list.getByRole('button', { name: /^View / });
  await expect(tiles.first()).toHaveAccessibleName('View Gallery item 1');
  const times = await firstCardTimes(page, '/backend/gallery/');

  // 10,000 tiles (5 per row, 4:3) keep their space once the windowing code is in.
  await expect
    .poll(() => list.evaluate((element) => element.getBoundingClientRect().height))
    .toBeGreaterThan((COUNT / 5) * 150);
  const renderedAtTop = await tiles.count();
  expect(renderedAtTop).toBeLessThan(MAX_RENDERED);
  const elementsAtTop = await elementCount(page);
  expect(elementsAtTop).toBeLessThan(MAX_DOM_ELEMENTS);
  // The hero strip keeps to its highlights.
  await expect(
    page.getByRole('group', { name: 'Gallery highlights' }).getByText(/of 12$/),
  ).toBeVisible();

  // The viewer steps through the data: from the first tile past the last rendered one (the
  // window does not move while the viewer is open).
  await tiles.first().click();
  const lastShown = Number(await list.getByRole('listitem').last().getAttribute('aria-posinset'));
  expect(lastShown).toBeGreaterThan(1);
  for (let step = 1; step <= lastShown; step += 1) await page.keyboard.press('ArrowRight');
  const next = `Gallery item ${String(lastShown + 1)}`;
  const dialog = page.getByRole('dialog', { name: next });
  await expect(dialog.getByRole('img', { name: next })).toBeVisible();
  await expect(dialog.getByText(`${String(lastShown + 1)} / ${String(COUNT)}`)).toBeVisible();
  await expect(list.getByRole('button', { name: `View ${next}` })).toHaveCount(0);
  await page.getByRole('button', { name: 'Show next image' }).click();
  await expect(
    page.getByRole('dialog', { name: `Gallery item ${String(lastShown + 2)}` }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(tiles.first()).toBeFocused();

  // Wrap from the first image to the very last.
  await tiles.first().click();
  await page.keyboard.press('ArrowLeft');
  await expect(
    page
      .getByRole('dialog', { name: `Gallery item ${String(COUNT)}` })
      .getByText(`${String(COUNT)} / ${String(COUNT)}`),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  await scrollToListEnd(list);
  const last = list.getByRole('button', { name: `View Gallery item ${String(COUNT)}` });
  await expect(last).toBeInViewport();
  const renderedAtEnd = await tiles.count();
  expect(renderedAtEnd).toBeLessThan(MAX_RENDERED);

  const heap = await heapMb(page);
  expect(heap).toBeLessThan(MAX_HEAP_MB);
  record(testInfo, {
    ...times,
    tilesAtTop: renderedAtTop,
    tilesAtEnd: renderedAtEnd,
    domElements: elementsAtTop,
    heapMb: heap,
  });
});

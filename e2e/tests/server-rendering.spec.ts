import type { Browser, Locator, Page } from '@playwright/test';
import { pngFile } from '../files.ts';
import { FOREIGN_SEED, SPUR_GEAR_DESCRIPTION, SPUR_GEAR_TITLE } from '../foreign-backend/seed.ts';
import { minimalPdf } from '../foreign-backend/pdf.ts';
import type { StoreSnapshot } from '../foreign-backend/store.ts';
import { ForeignControl } from '../foreign.ts';
import { expect, test } from '../fixtures.ts';
import { FRESH_PAGES } from '../fresh-pages.ts';
import { startForeignStack, type ForeignStack } from '../harness/foreign-stack.ts';
import { navigateClientSide, nextTask } from '../navigation.ts';

/**
 * Issue 15: every public page arrives as finished HTML. The production build's renderer behind
 * the real nginx config (page cache included), in front of the foreign backend (a backend this
 * team did not write, e2e/foreign-backend), whose control server makes it fail, slow or
 * unreachable. What a link-preview bot and a browser without JavaScript get; the 404s; the SPEC's
 * fallbacks when the backend fails or is down; the loading texts when it is slower than the
 * server's read budget (400 ms) and on client navigation; productsData and the product page's
 * fallback to it; counters and the translate script after hydration; nginx's cache; a script in a
 * product title. The suite's fixture fails any test on a React hydration error or a CSP violation.
 *
 * Pages are asked for with the cookie that bypasses nginx's page cache (the one the admin's
 * browser carries), so each test sees what the renderer makes of the backend's state now; the
 * cache itself has its own test. A few requests ask again until the renderer read the backend
 * within its budget: on a machine too busy to answer in 400 ms the renderer rightly sends the
 * loading state (never cached), which is proven on its own below.
 */

let stack: ForeignStack;
let control: ForeignControl;
let site: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  stack = await startForeignStack();
  control = new ForeignControl(stack.controlUrl);
  site = stack.sites.upstream;
});

test.afterAll(async () => {
  await stack.stop();
});

test.beforeEach(async ({ page }) => {
  await control.reachable();
  await control.reset();
  await page.context().addCookies([{ name: FRESH_PAGES.name, value: '1', url: site }]);
});

// ---- what the tests share ----

const BOT_USER_AGENT = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';

const DEMO_PRODUCTS = [
  'Bearing Housing',
  'Castle Nut',
  'Chain Sprocket',
  'Axle Shaft',
  'Gear Box',
  'Mechanical Oil Seal Axle & Housing',
  'Machining Components',
  'Motor Input Shaft',
];
const FALLBACK_GALLERY = [
  'Helical gear set',
  'Spline shaft',
  'Bevel gear pair',
  'Gearbox assembly',
  'Sprockets',
];
const LOADING = {
  sliders: 'Loading sliders...',
  products: 'Loading products...',
  brochure: 'Loading brochure information...',
  product: 'Loading product...',
} as const;
/** A backend this slow is far over the renderer's 400 ms read budget. */
const SLOW_MS = 2000;
const PRODUCTS_FAILED = 'Failed to fetch products. Please try again later.';
const PRODUCT_DETAIL_FAILED = 'Failed to load product details.';

/** Every public route of SPEC §2 with the heading a visitor sees first (home: the hero). */
const ROUTE_HEADINGS: readonly (readonly [path: string, level: 1 | 2, heading: string])[] = [
  ['/', 2, 'Precision Gears From Foreign Backend'],
  ['/about', 1, 'A House Of Gears and Shafts.'],
  ['/quailty', 1, 'Quality & Services'],
  ['/certificate', 1, 'Certification'],
  ['/lab', 1, 'Lab Inspection & Equipment'],
  ['/member', 1, 'Our Team'],
  ['/infrastructure', 1, 'Infrastructure'],
  ['/product', 1, 'Our Products'],
  ['/gallery', 1, 'Our Gallery'],
  ['/ebrochure', 1, 'E-Brochure'],
  ['/contact', 1, 'Contact Us'],
];
const PUBLIC_PATHS = ROUTE_HEADINGS.map(([path]) => path);

/** The API reads of the public pages, as the backend sees them. */
const READS = ['/sliders/getSliders', '/api/subcategories', '/gallery/', '/api/ebrochure'] as const;

const productPath = (id: string) => `/product/${id}`;
const productRead = (id: string) => `/api/subcategories/${id}`;

function byTitle(products: StoreSnapshot['products'], title: string) {
  const found = products.find((product) => product.title === title);
  if (!found) throw new Error(`the foreign backend has no "${title}"`);
  return found;
}

/** A page of the site as a plain HTTP client gets it (through nginx). */
async function fetchPage(
  path: string,
  options: { fresh?: boolean; userAgent?: string } = {},
): Promise<{ status: number; headers: Headers; html: string }> {
  const answer = await fetch(`${site}${path}`, {
    headers: {
      Accept: 'text/html',
      'User-Agent': options.userAgent ?? 'Mozilla/5.0 (e2e server-rendering)',
      ...(options.fresh === false ? {} : { Cookie: FRESH_PAGES.header }),
    },
    redirect: 'manual',
  });
  return { status: answer.status, headers: answer.headers, html: await answer.text() };
}

/**
 * Asks for `path` until `done(html)` holds (the renderer read the backend within its budget),
 * for at most 15 s; answers the last response.
 */
async function fetchRendered(
  path: string,
  done: (html: string) => boolean,
  options: { fresh?: boolean; userAgent?: string } = {},
) {
  let last = await fetchPage(path, options);
  await expect
    .poll(
      async () => {
        if (done(last.html)) return true;
        last = await fetchPage(path, options);
        return done(last.html);
      },
      { message: `${path} rendered with the backend's data`, timeout: 15_000 },
    )
    .toBe(true);
  return last;
}

interface ParsedPage {
  title: string;
  /** name= and property= metas, by that name. */
  meta: Record<string, string>;
  canonical: string | null;
  jsonLd: unknown[];
  /** The body's text, whitespace collapsed. */
  text: string;
  h1: string[];
}

/** What an HTML parser reads in `html` (the browser's DOMParser: inert, nothing loads or runs). */
function parseHtml(page: Page, html: string): Promise<ParsedPage> {
  return page.evaluate((markup) => {
    const doc = new DOMParser().parseFromString(markup, 'text/html');
    const meta: Record<string, string> = {};
    for (const element of Array.from(doc.querySelectorAll('meta'))) {
      const key = element.getAttribute('name') ?? element.getAttribute('property');
      if (key !== null) meta[key] = element.getAttribute('content') ?? '';
    }
    return {
      title: doc.title,
      meta,
      canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      jsonLd: Array.from(doc.querySelectorAll('script[type="application/ld+json"]')).map(
        (script) => JSON.parse(script.textContent) as unknown,
      ),
      text: (doc.body.textContent || '').replace(/\s+/g, ' '),
      h1: Array.from(doc.querySelectorAll('h1')).map((h) => (h.textContent || '').trim()),
    };
  }, html);
}

/** Every node of the JSON-LD blocks (the @graph of each, or the block itself). */
function jsonLdNodes(blocks: unknown[]): Record<string, unknown>[] {
  return blocks.flatMap((block) => {
    if (typeof block !== 'object' || block === null) return [];
    const graph: unknown = Reflect.get(block, '@graph');
    const nodes: unknown[] = Array.isArray(graph) ? graph : [block];
    return nodes.filter(
      (node): node is Record<string, unknown> => typeof node === 'object' && node !== null,
    );
  });
}

/** A browser context without JavaScript (a crawler's view), nothing leaving the machine. */
async function noScriptPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies([{ name: FRESH_PAGES.name, value: '1', url: site }]);
  const origins = new Set([new URL(site).origin, new URL(stack.assetOrigin).origin]);
  await context.route(
    (url) => !origins.has(url.origin),
    (route) => route.abort('blockedbyclient'),
  );
  return context.newPage();
}

/** An image that the browser loaded and decoded. */
async function expectLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
}

/** Signs in on the foreign API and uploads an e-brochure (cover + PDF); answers the cover URL. */
async function uploadBrochure(): Promise<string> {
  const login = await fetch(`${stack.apiOrigin}/logAdmin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(stack.admin),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const cover = pngFile('cover.png', { width: 300, height: 420, rgb: [30, 90, 160] });
  const form = new FormData();
  form.append(
    'cover_image',
    new Blob([new Uint8Array(cover.buffer)], { type: cover.mimeType }),
    cover.name,
  );
  form.append(
    'pdf_file',
    new Blob([new Uint8Array(minimalPdf())], { type: 'application/pdf' }),
    'catalogue.pdf',
  );
  const upload = await fetch(`${stack.apiOrigin}/api/ebrochure`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(upload.status).toBe(201);
  const brochure = (await control.state()).ebrochure;
  if (!brochure) throw new Error('the brochure was not stored');
  return brochure.cover_image;
}

/** Holds the browser's reads of `paths` (its /backend calls) until `open()`; `close()` holds again. */
async function holdReads(page: Page, paths: readonly string[]) {
  let release = () => {};
  let gate = Promise.resolve();
  await page.route(
    (url) => url.origin === new URL(site).origin && paths.includes(url.pathname),
    async (route) => {
      await gate;
      await route.fallback();
    },
  );
  return {
    close() {
      gate = new Promise<void>((resolve) => {
        release = resolve;
      });
    },
    open() {
      release();
    },
  };
}

const gallery = (page: Page) => page.getByRole('region', { name: 'Our Product Gallery' });
const productCards = (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('link');
const galleryTiles = (page: Page) =>
  page.getByRole('region', { name: 'Collection of Gears' }).getByRole('button', { name: /^View / });

// ---- the tests ----

test("a link-preview bot gets the product's title, description and picture in the markup", async ({
  page,
}) => {
  const { products } = await control.state();
  const spur = byTitle(products, SPUR_GEAR_TITLE);
  const path = productPath(spur.id);
  const descriptionText = SPUR_GEAR_DESCRIPTION.replace(/<[^>]+>/g, '');

  // A chat app's preview bot: one plain request, no cookie, no JavaScript.
  const bot = await fetchRendered(path, (html) => html.includes(descriptionText), {
    fresh: false,
    userAgent: BOT_USER_AGENT,
  });
  expect(bot.status).toBe(200);
  expect(bot.headers.get('content-type')).toMatch(/^text\/html/);
  const head = await parseHtml(page, bot.html);
  expect(head.title.startsWith(`${SPUR_GEAR_TITLE} |`), head.title).toBe(true);
  expect(head.meta['og:title']).toBe(head.title);
  expect(head.meta.description).toContain(descriptionText);
  expect(head.meta['og:description']).toBe(head.meta.description);
  expect(head.meta['og:type']).toBe('product');
  // The main image, absolute (the foreign backend's files are on their own origin).
  expect(head.meta['og:image']).toBe(spur.product_image);
  expect(new URL(head.meta['og:image'] ?? '').origin).toBe(stack.assetOrigin);
  expect(head.meta['twitter:image']).toBe(spur.product_image);
  expect(head.canonical).toBe(`${site}${path}`);
  expect(head.meta['og:url']).toBe(`${site}${path}`);
  expect(head.meta.robots, 'indexable').toBeUndefined();
  const productNode = jsonLdNodes(head.jsonLd).find((node) => node['@type'] === 'Product');
  expect(productNode, 'a JSON-LD Product').toMatchObject({
    name: SPUR_GEAR_TITLE,
    description: head.meta.description,
  });
  expect(JSON.stringify(productNode?.image)).toContain(spur.product_image);
  expect(head.h1).toEqual([SPUR_GEAR_TITLE]);
  expect(head.text).toContain(descriptionText);
});

test('without JavaScript the pages show the product, the cards, the slides, the gallery and the brochure', async ({
  browser,
}) => {
  const { products, sliders, gallery: items } = await control.state();
  const spur = byTitle(products, SPUR_GEAR_TITLE);
  const path = productPath(spur.id);
  const descriptionText = SPUR_GEAR_DESCRIPTION.replace(/<[^>]+>/g, '');
  const brochureCover = await uploadBrochure();
  // The server's markup alone (asked again only if the renderer ran over its read budget).
  await fetchRendered(path, (html) => html.includes(descriptionText));
  const noScript = await noScriptPage(browser);
  try {
    await noScript.goto(`${site}${path}`);
    await expect(
      noScript.getByRole('heading', { level: 1, name: SPUR_GEAR_TITLE, exact: true }),
    ).toBeVisible();
    await expect(noScript.getByText(descriptionText)).toBeVisible();
    const main = noScript.locator(`img[src="${spur.product_image}"]`).first();
    await expect(main).toBeVisible();
    await expectLoaded(main);

    await noScript.goto(`${site}/product`);
    await expect(productCards(noScript)).toHaveCount(products.length);
    for (const product of products) {
      await expect
        .soft(productCards(noScript).filter({ hasText: product.title }).first())
        .toBeAttached();
    }

    await noScript.goto(`${site}/`);
    const slides = noScript
      .getByRole('region', { name: 'Highlights' })
      .locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(sliders.length);
    await expect(
      noScript.getByRole('heading', { level: 2, name: FOREIGN_SEED.sliders[0].title }),
    ).toBeVisible();
    for (const [index, slider] of sliders.entries()) {
      await expect.soft(slides.nth(index)).toContainText(slider.title);
      await expect.soft(slides.nth(index).locator('img')).toHaveAttribute('src', slider.image);
    }
    await expect(gallery(noScript).getByRole('heading', { level: 3 })).toHaveCount(
      Math.min(8, products.length),
    );

    await noScript.goto(`${site}/gallery`);
    await expect(galleryTiles(noScript)).toHaveCount(items.length);
    for (const [index, item] of items.entries()) {
      const image = galleryTiles(noScript).nth(index).locator('img');
      await expect.soft(image).toHaveAttribute('src', new RegExp(`^${escapeRegExp(item.image)}`));
    }
    await expectLoaded(galleryTiles(noScript).first().locator('img'));

    await noScript.goto(`${site}/ebrochure`);
    const cover = noScript.getByRole('img', { name: /edition cover$/ });
    await expect(cover).toHaveAttribute('src', brochureCover);
    await expectLoaded(cover);
    await expect(noScript.getByText(LOADING.brochure)).toHaveCount(0);
  } finally {
    await noScript.context().close();
  }
});

test('without JavaScript every public route shows its heading', async ({ browser }) => {
  const noScript = await noScriptPage(browser);
  try {
    for (const [route, level, heading] of ROUTE_HEADINGS) {
      await noScript.goto(`${site}${route}`);
      await expect
        .soft(
          noScript.getByRole('heading', { level, name: heading, exact: true }).first(),
          `${route} without JavaScript`,
        )
        .toBeVisible();
    }
  } finally {
    await noScript.context().close();
  }
});

test("unknown products and paths answer 404, noindex, with the spec's words", async ({ page }) => {
  // What the foreign backend says about these ids.
  for (const id of ['987654321', 'abc']) {
    const answer = await fetch(`${stack.apiOrigin}${productRead(id)}`);
    expect.soft([400, 404], `the backend's answer for ${id}`).toContain(answer.status);
  }
  for (const [path, words] of [
    [productPath('987654321'), 'Product not found!'],
    [productPath('abc'), 'Product not found!'],
    ['/no-such-page', 'Page not found'],
    ['/about/extra', 'Page not found'],
  ] as const) {
    const { status, html } = await fetchPage(path);
    expect.soft(status, path).toBe(404);
    const parsed = await parseHtml(page, html);
    expect.soft(parsed.meta.robots, `${path} noindex`).toBe('noindex');
    expect.soft(parsed.h1, path).toEqual([words]);

    const response = await page.goto(`${site}${path}`);
    expect.soft(response?.status()).toBe(404);
    await expect.soft(page.getByRole('heading', { level: 1, name: words })).toBeVisible();
    await expect.soft(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  }
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(`${site}/`);
});

/** What every page shows when the backend's reads fail (or it is down): the SPEC fallbacks. */
async function expectFallbacks(page: Page, productId: string) {
  const paths = [...PUBLIC_PATHS, productPath(productId)];
  const statuses = await Promise.all(paths.map(async (path) => (await fetchPage(path)).status));
  expect(Object.fromEntries(paths.map((path, i) => [path, statuses[i]])), 'never 5xx').toEqual(
    Object.fromEntries(paths.map((path) => [path, 200])),
  );

  const logs: string[] = [];
  page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`));

  await page.goto(`${site}/`);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Service for Industries', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Go to slide/ })).toHaveCount(0);
  await gallery(page).scrollIntoViewIfNeeded();
  for (const title of DEMO_PRODUCTS) {
    await expect
      .soft(gallery(page).getByRole('heading', { level: 3, name: title, exact: true }))
      .toBeVisible();
  }
  await expect(gallery(page).getByRole('listitem')).toHaveCount(8);

  await page.goto(`${site}/product`);
  await expect(page.getByRole('alert')).toHaveText(PRODUCTS_FAILED);
  await expect(page.getByRole('list', { name: 'Products' })).toHaveCount(0);

  await page.goto(`${site}/gallery`);
  await expect(galleryTiles(page)).toHaveCount(FALLBACK_GALLERY.length);
  for (const alt of FALLBACK_GALLERY) {
    await expect
      .soft(galleryTiles(page).and(page.getByRole('button', { name: `View ${alt}` })))
      .toHaveCount(1);
  }

  await page.goto(`${site}/ebrochure`);
  await expect(page.getByRole('alert')).toContainText(/^Error: /);
  await expect(page.getByRole('alert')).toContainText('refresh the page');

  // Nothing stored in this browser: the product page has nothing to fall back to.
  await page.goto(`${site}${productPath(productId)}`);
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT_DETAIL_FAILED })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Products' })).toBeVisible();

  // SPEC §4/§8: the slider failure logged, the demo products warned about, the gallery logged.
  expect(
    logs.some((line) => /^error: .*slider/i.test(line)),
    logs.join('\n'),
  ).toBe(true);
  expect(
    logs.some((line) => /^warning: .*demo products/i.test(line)),
    logs.join('\n'),
  ).toBe(true);
  expect(
    logs.some((line) => /^error: .*gallery/i.test(line)),
    logs.join('\n'),
  ).toBe(true);
}

test('every read failing: each page answers 200 with the spec fallbacks on its first load', async ({
  page,
}) => {
  const { products } = await control.state();
  const id = byTitle(products, SPUR_GEAR_TITLE).id;
  for (const path of [...READS, productRead(id)]) {
    await control.fail({ method: 'GET', path, status: 500, times: 1000 });
  }
  await expectFallbacks(page, id);
});

test('the backend down: each page answers 200 with the spec fallbacks on its first load', async ({
  page,
}) => {
  const { products } = await control.state();
  const id = byTitle(products, SPUR_GEAR_TITLE).id;
  await control.whileUnreachable(() => expectFallbacks(page, id));
});

test('a backend slower than the budget: the server sends the loading texts, the browser fetches', async ({
  page,
}) => {
  const { products, sliders } = await control.state();
  const spur = byTitle(products, SPUR_GEAR_TITLE);
  for (const path of [...READS, productRead(spur.id)]) {
    await control.delay({ method: 'GET', path, ms: SLOW_MS, times: 100 });
  }
  try {
    const expected = [
      ['/', [LOADING.sliders, LOADING.products]],
      ['/product', [LOADING.products]],
      ['/ebrochure', [LOADING.brochure]],
      [productPath(spur.id), [LOADING.product]],
    ] as const;
    const answers = await Promise.all(
      expected.map(async ([path]) => {
        const started = Date.now();
        const answer = await fetchPage(path);
        return { ...answer, ms: Date.now() - started };
      }),
    );
    for (const [index, [path, texts]] of expected.entries()) {
      const { status, html, ms } = answers[index]!;
      expect.soft(status, path).toBe(200);
      // The server waited for its budget, not for the backend.
      expect.soft(ms, `${path} answered before the backend`).toBeLessThan(SLOW_MS);
      const { text } = await parseHtml(page, html);
      for (const loading of texts) expect.soft(text, `${path} server HTML`).toContain(loading);
    }

    // In the browser the page then reads the data itself.
    await page.goto(`${site}/`);
    await expect(
      page.getByRole('heading', { level: 2, name: sliders[0]?.title ?? '', exact: true }),
    ).toBeVisible();
    await expect(
      gallery(page).getByRole('heading', { level: 3, name: SPUR_GEAR_TITLE, exact: true }),
    ).toBeVisible();
    await expect(page.getByText(LOADING.sliders)).toHaveCount(0);

    await page.goto(`${site}/product`);
    await expect(productCards(page)).toHaveCount(products.length);

    await page.goto(`${site}/ebrochure`);
    await expect(
      page.getByText('No brochure available at this time. Please check back later.'),
    ).toBeVisible();
    await expect(page.getByText(LOADING.brochure)).toHaveCount(0);

    await page.goto(`${site}${productPath(spur.id)}`);
    await expect(
      page.getByRole('heading', { level: 1, name: SPUR_GEAR_TITLE, exact: true }),
    ).toBeVisible();
    await expect(page.getByText(LOADING.product)).toHaveCount(0);
  } finally {
    await control.clearDelays();
  }
});

test('client navigation: each page shows its loading text while the browser reads', async ({
  page,
}) => {
  const { products, sliders } = await control.state();
  const spur = byTitle(products, SPUR_GEAR_TITLE);
  const reads = await holdReads(page, [
    ...READS.map((path) => `/backend${path}`),
    `/backend${productRead(spur.id)}`,
  ]);

  reads.close();
  await navigateClientSide(page, '/', { from: `${site}/about` });
  await expect(page.getByText(LOADING.sliders)).toBeVisible();
  await expect(gallery(page).getByText(LOADING.products)).toBeVisible();
  reads.open();
  await expect(
    page.getByRole('heading', { level: 2, name: sliders[0]?.title ?? '', exact: true }),
  ).toBeVisible();
  await expect(
    gallery(page).getByRole('heading', { level: 3, name: SPUR_GEAR_TITLE, exact: true }),
  ).toBeAttached();

  for (const [path, loading, loaded] of [
    ['/product', LOADING.products, () => expect(productCards(page)).toHaveCount(products.length)],
    [
      '/ebrochure',
      LOADING.brochure,
      () =>
        expect(
          page.getByText('No brochure available at this time. Please check back later.'),
        ).toBeVisible(),
    ],
    [
      productPath(spur.id),
      LOADING.product,
      () =>
        expect(
          page.getByRole('heading', { level: 1, name: SPUR_GEAR_TITLE, exact: true }),
        ).toBeVisible(),
    ],
  ] as const) {
    reads.close();
    await navigateClientSide(page, path, { from: null });
    await expect.soft(page.getByText(loading), path).toBeVisible();
    reads.open();
    await loaded();
    await expect.soft(page.getByText(loading)).toHaveCount(0);
  }
});

test("productsData holds the backend's list after a first load; the product page falls back to it", async ({
  page,
}) => {
  const { products } = await control.state();
  const expected = products.map(({ id, title, product_image }) => ({ id, title, product_image }));
  const stored = async () => {
    const raw = await page.evaluate(() => window.localStorage.getItem('productsData'));
    const list = JSON.parse(raw ?? 'null') as
      { id: unknown; title: unknown; product_image: unknown }[] | null;
    return list?.map(({ id, title, product_image }) => ({ id, title, product_image })) ?? null;
  };

  for (const path of ['/product', '/']) {
    await page.goto(`${site}/about`);
    await page.evaluate(() => {
      window.localStorage.clear();
    });
    await page.goto(`${site}${path}`);
    await expect.poll(stored, `productsData after a first load of ${path}`).toEqual(expected);
  }

  // The product page's read fails on the server (left to the browser) and in the browser.
  const plain = products.at(-1)!;
  await control.fail({ method: 'GET', path: productRead(plain.id), status: 500, times: 2 });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const response = await page.goto(`${site}${productPath(plain.id)}`);
  expect(response?.status()).toBe(200);
  await expect(
    page.getByRole('heading', { level: 1, name: plain.title, exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: PRODUCT_DETAIL_FAILED })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request Quote' })).toBeVisible();
  expect(
    errors.some((text) => /Failed to load product details/.test(text)),
    errors.join('\n'),
  ).toBe(true);
});

test('the counters start at 0+ in the HTML and count up; the translate script comes 1 s after mount', async ({
  page,
}) => {
  const { html } = await fetchPage('/');
  const values = [...html.matchAll(/<span[^>]*aria-hidden="true"[^>]*>(\d+)\+<\/span>/g)].map(
    (match) => match[1],
  );
  expect(values, "the four counters' shown values in the server HTML").toEqual([
    '0',
    '0',
    '0',
    '0',
  ]);

  // The page's mount (the translation hook appends its container to <body> in its mount
  // effect, right before it starts the script's timer) and the script tag that timer appends,
  // timed as they happen (a MutationObserver would only see them at the end of React's task).
  await page.addInitScript(() => {
    const marks: Record<string, number> = {};
    Object.defineProperty(window, '__e2eMarks', { value: marks });
    const ids: Record<string, string> = {
      google_translate_element: 'mount',
      'gear-translate-init': 'script',
    };
    const append = Node.prototype.appendChild;
    Node.prototype.appendChild = function appendChild<T extends Node>(this: Node, node: T): T {
      const mark = node instanceof Element ? ids[node.id] : undefined;
      if (mark !== undefined && marks[mark] === undefined) marks[mark] = performance.now();
      return append.call(this, node) as T;
    };
  });
  const provider = page.waitForRequest(/translate_a\/element\.js/);
  await page.goto(`${site}/`);
  const section = page.getByRole('region', { name: 'Our Achievements' });
  await section.scrollIntoViewIfNeeded();
  for (const [label, end] of [
    ['Gear Types', 500],
    ['Satisfied Clients', 82],
    ['Years in Industry', 20],
    ['Skilled Engineers', 20],
  ] as const) {
    const counter = section.getByRole('listitem').filter({ hasText: label });
    await expect.soft(counter.locator('span[aria-hidden="true"]')).toHaveText(`${end}+`);
  }
  await provider;
  const marks = await page.evaluate(
    () => (window as unknown as { __e2eMarks: { mount?: number; script?: number } }).__e2eMarks,
  );
  expect(marks.mount, 'mounted').toBeGreaterThan(0);
  expect(marks.script, 'the script added').toBeGreaterThan(0);
  expect(
    (marks.script ?? 0) - (marks.mount ?? 0),
    'ms from mount to the script',
  ).toBeGreaterThanOrEqual(990);
});

test('nginx caches a page: MISS then HIT, the last good page while the backend is down, BYPASS', async () => {
  test.setTimeout(60_000);
  const tag = Date.now().toString(36);
  const path = `/product?cache=${tag}`;
  const good = (html: string) => html.includes(SPUR_GEAR_TITLE) && !html.includes(PRODUCTS_FAILED);

  const first = await fetchPage(path, { fresh: false });
  expect(first.headers.get('x-cache-status')).toBe('MISS');
  expect(first.status).toBe(200);
  // A rendering over the server's read budget is not stored (asked again until one was).
  let storedAt = Date.now();
  await expect
    .poll(
      async () => {
        const again = await fetchPage(path, { fresh: false });
        if (again.headers.get('x-cache-status') === 'MISS') storedAt = Date.now();
        return { cache: again.headers.get('x-cache-status'), good: good(again.html) };
      },
      { message: 'the page is served from the cache', timeout: 15_000 },
    )
    .toEqual({ cache: 'HIT', good: true });

  const fresh = await fetchPage(path, { fresh: true });
  expect(fresh.headers.get('x-cache-status')).toBe('BYPASS');
  expect(good(fresh.html)).toBe(true);

  await control.whileUnreachable(async () => {
    // A page rendered during the outage is sent but never stored.
    const outage = `/product?cache=${tag}-outage`;
    for (let round = 0; round < 2; round += 1) {
      const down = await fetchPage(outage, { fresh: false });
      expect(down.status).toBe(200);
      expect(down.headers.get('x-cache-status'), `round ${String(round + 1)}`).toBe('MISS');
      expect(down.html).toContain(PRODUCTS_FAILED);
    }
    // After the 10 s window (nginx counts whole seconds: up to 11 s) the last good page still
    // comes, while nginx renders it again behind it and keeps nothing of that.
    const wait = storedAt + 10_000 - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    await expect
      .poll(
        async () => {
          const answer = await fetchPage(path, { fresh: false });
          return {
            status: answer.status,
            good: good(answer.html),
            cache: answer.headers.get('x-cache-status'),
          };
        },
        { message: 'the stored page after its 10 s', timeout: 5_000, intervals: [250] },
      )
      .toMatchObject({
        status: 200,
        good: true,
        cache: expect.stringMatching(/^(STALE|UPDATING)$/),
      });
    const again = await fetchPage(path, { fresh: false });
    expect(again.headers.get('x-cache-status')).toMatch(/^(STALE|UPDATING)$/);
    expect(good(again.html), 'the last good page, again').toBe(true);
  });
});

test('a script in a product title is text on the server-rendered pages', async ({ page }) => {
  const title = '</script><script>alert(1)</script>';
  const seeded = await fetch(`${stack.controlUrl}/seed`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      products: [{ title, description: `<p>${title}</p>` }],
    }),
  });
  expect(seeded.status).toBe(201);
  const { products } = (await seeded.json()) as { products: { id: string }[] };
  const id = products[0]?.id ?? '';

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  for (const path of [productPath(id), '/product']) {
    const { html } = await fetchRendered(path, (markup) => markup.includes('&lt;/script&gt;'));
    expect
      .soft(html, `${path}: the title never closes a script`)
      .not.toContain('<script>alert(1)</script>');
    await page.goto(`${site}${path}`);
  }
  await page.goto(`${site}${productPath(id)}`);
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(title)} \\|`));
  await page.goto(`${site}/product`);
  await expect(productCards(page).filter({ hasText: title })).toHaveCount(1);
  await page.waitForLoadState('load');
  await nextTask(page);
  expect(dialogs, 'no script ran').toEqual([]);
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

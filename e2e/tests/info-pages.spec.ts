import type { Page } from '@playwright/test';
import { pageTitle, site } from '../../frontend/src/config/site.ts';
import { collectConsoleErrors, expect, test } from '../fixtures.ts';

/**
 * SPEC §2 company information pages (/about, /quailty, /certificate, /lab, /member,
 * /infrastructure) through nginx: headings and key texts, scroll to top on open, the video modal,
 * hidden broken thumbnails, no horizontal overflow and no console errors.
 */

const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 800, height: 900 },
  { width: 1280, height: 900 },
] as const;

interface InfoRoute {
  readonly path: string;
  /** The link that leads there from the header navigation. */
  readonly link: string;
  readonly inCompanyMenu: boolean;
  readonly heading: string;
  readonly title: string;
  readonly texts: readonly (string | RegExp)[];
}

const ROUTES: readonly InfoRoute[] = [
  {
    path: '/about',
    link: 'About Us',
    inCompanyMenu: true,
    heading: 'A House Of Gears and Shafts.',
    title: pageTitle('About Us'),
    texts: [
      'Our Commitment to Excellence',
      'A 20 Year Legacy',
      'Customer First',
      'Vast Global Presence',
      /24x7 customer service/,
      /Established in 2005/,
    ],
  },
  {
    path: '/quailty',
    link: 'Quality & Services',
    inCompanyMenu: true,
    heading: 'Quality & Services',
    title: pageTitle('Quality & Services'),
    texts: ['Our Quality Policy', 'Client Satisfaction'],
  },
  {
    path: '/certificate',
    link: 'Certification',
    inCompanyMenu: true,
    heading: 'Certification',
    title: pageTitle('Certification'),
    texts: [
      /ISO 9001:2015 certified company, established in 2005 and based in Rajkot, India\./,
      `Under the leadership of ${site.leaderName}`,
    ],
  },
  {
    path: '/lab',
    link: 'Lab Inspection & Equipment',
    inCompanyMenu: true,
    heading: 'Lab Inspection & Equipment',
    title: pageTitle('Lab Inspection & Equipment'),
    texts: [
      'Gear Lead and Profile Tester',
      'Bench Center',
      'Brinell Hardness Tester',
      'Rockwell Hardness Tester',
      'Micro Vickers Hardness Tester',
      'Metallurgical Microscope',
    ],
  },
  {
    path: '/member',
    link: 'Our Team',
    inCompanyMenu: true,
    heading: 'Our Team',
    title: pageTitle('Our Team'),
    texts: [
      'Engineers Serving the Agricultural Sector',
      'Mechanical Engineers',
      'Agricultural Specialists',
      'Quality Control Experts',
      'Customer Support Team',
    ],
  },
  {
    path: '/infrastructure',
    link: 'Infrastructure',
    inCompanyMenu: false,
    heading: 'Infrastructure',
    title: pageTitle('Infrastructure'),
    texts: [
      'Gearbox Transmission Shaft',
      'EN-19 chromium-molybdenum steel',
      /Induction hardened surface 55-60 HRC/,
      'Manufactured Globally',
      'Industrial Machinery Videos',
    ],
  },
];

/** Third-party hosts (translation script) never load in tests. */
async function blockThirdParty(page: Page, baseURL: string): Promise<void> {
  const origin = new URL(baseURL).origin;
  await page.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
}

/** Follows a link of the header navigation, opening the mobile menu and the dropdown as needed. */
async function navigateTo(page: Page, route: InfoRoute): Promise<void> {
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  if (await menuButton.isVisible()) await menuButton.click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (route.inCompanyMenu) await nav.getByRole('button', { name: 'Our Company' }).click();
  await nav.getByRole('link', { name: route.link, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${route.path}$`));
}

async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'no horizontal overflow').toBeLessThanOrEqual(innerWidth);
}

for (const viewport of VIEWPORTS) {
  test.describe(`info pages at ${viewport.width}px`, () => {
    test.use({ viewport });

    test.beforeEach(async ({ page, baseURL }) => {
      await blockThirdParty(page, baseURL ?? '');
    });

    test('each page opens at the top from a scrolled page and shows its spec texts', async ({
      page,
      baseURL,
    }) => {
      // One visit walks all the info pages by client navigation (~20 s alone on 2 CPUs; more
      // under the container suite's load): three times the default time.
      test.slow();
      const errors = collectConsoleErrors(page, baseURL ?? '');
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      for (const route of ROUTES) {
        // Scroll the current page down, then open the next page from the header.
        await expect
          .poll(() =>
            page.evaluate(() => {
              window.scrollTo(0, document.documentElement.scrollHeight);
              return window.scrollY;
            }),
          )
          .toBeGreaterThan(0);
        await navigateTo(page, route);

        await expect
          .soft(page.getByRole('heading', { level: 1, name: route.heading, exact: true }))
          .toBeVisible();
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
        await expect.soft(page).toHaveTitle(route.title);
        const main = page.getByRole('main');
        for (const text of route.texts) {
          await expect.soft(main.getByText(text).first()).toBeVisible();
        }
        await expect.soft(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expectNoHorizontalOverflow(page);
      }
      expect(errors, 'console errors').toEqual([]);
    });

    test('each full page fits the width once everything has scrolled into view', async ({
      page,
      baseURL,
    }) => {
      const errors = collectConsoleErrors(page, baseURL ?? '');
      for (const route of ROUTES) {
        await page.goto(route.path);
        await page.evaluate(() => {
          window.scrollTo(0, document.documentElement.scrollHeight);
        });
        await expectNoHorizontalOverflow(page);
      }
      expect(errors, 'console errors').toEqual([]);
    });

    test('a video thumbnail opens the player in a modal that closes again', async ({
      page,
      baseURL,
    }) => {
      const errors = collectConsoleErrors(page, baseURL ?? '');
      await page.goto('/infrastructure');
      const videos = page.getByRole('region', { name: 'Industrial Machinery Videos' });
      const tiles = videos.getByRole('button', { name: /^Play video \d$/ });
      await expect(tiles).toHaveCount(3);

      const first = videos.getByRole('button', { name: 'Play video 1' });
      await first.click();
      const dialog = page.getByRole('dialog', { name: 'Machinery video 1' });
      await expect(dialog).toBeVisible();
      const video = dialog.locator('video');
      await expect(video).toHaveAttribute('controls', '');
      await expect(video).toHaveAttribute('autoplay', '');
      await expect(video).not.toHaveAttribute('src');
      await expect(
        dialog.getByText('This video is not available yet.', { exact: false }),
      ).toBeVisible();
      const box = await dialog.boundingBox();
      expect(box?.width ?? 0, 'max 4xl (56rem) wide').toBeLessThanOrEqual(56 * 16);
      await expectNoHorizontalOverflow(page);

      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(first).toBeFocused();

      const third = videos.getByRole('button', { name: 'Play video 3' });
      await third.click();
      await expect(page.getByRole('dialog', { name: 'Machinery video 3' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(third).toBeFocused();
      expect(errors, 'console errors').toEqual([]);
    });

    test('a broken video thumbnail is hidden and its tile stays', async ({ page }) => {
      await page.route(/\/assets\/video-1[^/]*\.webp$/, (route) =>
        route.fulfill({ status: 404, body: '' }),
      );
      await page.goto('/infrastructure');
      const videos = page.getByRole('region', { name: 'Industrial Machinery Videos' });
      await videos.scrollIntoViewIfNeeded();
      await expect(videos.getByRole('button', { name: 'Play video 2' }).locator('img')).toHaveCount(
        1,
      );
      await expect(videos.getByRole('button', { name: 'Play video 1' }).locator('img')).toHaveCount(
        0,
      );
      await expect(videos.getByRole('button', { name: 'Play video 1' })).toBeVisible();
    });
  });
}

test('the gears graphic stays still under prefers-reduced-motion', async ({ page, baseURL }) => {
  await blockThirdParty(page, baseURL ?? '');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/infrastructure');
  const gears = page.locator('svg[data-animated]');
  await expect(gears).toHaveAttribute('data-animated', 'false');
  await expect(gears).toHaveAttribute('aria-hidden', 'true');
  const animations = await gears.evaluate((svg) =>
    Array.from(svg.querySelectorAll('g')).map((group) => getComputedStyle(group).animationName),
  );
  expect(animations.every((name) => name === 'none')).toBe(true);
});

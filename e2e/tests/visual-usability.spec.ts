import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { reachInquiryForm } from '../inquiry-form.ts';

/**
 * Issue 18: the faults a buyer would see at 375, 800 and 1280 px, each pinned where it would come
 * back: the hero's texts during a slide change, the machinery dots on a phone and a swipe, the chat
 * button over forms, the tablet layout (header, welcome picture, product page, gallery rows).
 */

const WIDTHS = [375, 800, 1280] as const;

/** Assertions that let a loop go on after a failure (each position is reported). */
const softly = expect.configure({ soft: true });

/** What a visitor fills in or presses in a form. */
const CONTROLS = 'form input:not([type=hidden]), form textarea, form select, form button';
const viewportOf = (width: number) => ({ width, height: width < 800 ? 812 : 900 });

/** Third-party hosts (translation script, map) never load in tests. */
async function blockThirdParty(page: Page, baseURL: string): Promise<void> {
  const origin = new URL(baseURL).origin;
  await page.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

for (const width of WIDTHS) {
  test.describe(`at ${String(width)}px`, () => {
    test.use({ viewport: viewportOf(width) });

    test.beforeEach(async ({ page, harness }) => {
      await blockThirdParty(page, harness.baseURL);
    });

    test('the hero never shows two slide texts at once while it changes slides', async ({
      page,
    }) => {
      await page.goto('/');
      const hero = page.getByRole('region', { name: 'Highlights' });
      await expect(hero.getByRole('button', { name: 'Go to slide 2' })).toBeVisible();
      // Every animation frame for one autoplay period and a transition: how opaque each slide's
      // text block (the parent of its heading) is painted, its own opacity times its slide's.
      const frames = await page.evaluate(
        () =>
          new Promise<number[][]>((resolve) => {
            const texts = Array.from(
              document.querySelectorAll('li[aria-roledescription="slide"] h2'),
              (heading) => heading.parentElement,
            ).filter((element): element is HTMLElement => element !== null);
            const painted = (text: HTMLElement) => {
              let opacity = 1;
              for (let at: Element | null = text; at && at.tagName !== 'UL'; at = at.parentElement)
                opacity *= Number(getComputedStyle(at).opacity);
              return opacity;
            };
            const samples: number[][] = [];
            const started = performance.now();
            const sample = () => {
              samples.push(texts.map(painted));
              if (performance.now() - started < 5200) requestAnimationFrame(sample);
              else resolve(samples);
            };
            requestAnimationFrame(sample);
          }),
      );
      const leader = (frame: number[]) => frame.indexOf(Math.max(...frame));
      const changes = frames.filter(
        (frame, index) => index > 0 && leader(frame) !== leader(frames[index - 1] ?? frame),
      ).length;
      expect(changes, 'the hero changed slides while it was watched').toBeGreaterThanOrEqual(1);
      const garbled = frames.filter((frame) => frame.filter((opacity) => opacity > 0.1).length > 1);
      expect(garbled, 'frames with two texts above 10 % opacity').toEqual([]);
    });

    test('the chat button never covers a form field or its Send button', async ({ page }) => {
      // Three pages, each control scrolled under the button: slow on a busy 2-core machine.
      test.slow();
      const chat = page.getByRole('link', { name: /Chat with us on WhatsApp/ });
      // Every form control, in turn, scrolled to the button's height (where it would be covered),
      // then checked: the button is hidden, or its box and the control's do not meet, or the
      // control is on top (a modal is in the top layer).
      const check = async (where: string) => {
        const scrolls = await page.evaluate((selector) => {
          const link = document.querySelector('aside[aria-label="Chat"] a');
          if (!link) throw new Error('no chat button');
          const own = link.getBoundingClientRect();
          const centre = (own.top + own.bottom) / 2;
          return Array.from(document.querySelectorAll<HTMLElement>(selector))
            .filter((control) => control.tabIndex >= 0 && control.checkVisibility())
            .map((control) => {
              const box = control.getBoundingClientRect();
              return Math.max(0, Math.round(window.scrollY + (box.top + box.bottom) / 2 - centre));
            });
        }, CONTROLS);
        expect(scrolls.length, `${where} has form controls`).toBeGreaterThan(0);
        for (const y of [...new Set(scrolls)]) {
          await page.evaluate((top) => {
            window.scrollTo(0, top);
          }, y);
          // The button fades out in 150 ms after its check (once a frame), so the covered
          // controls are read until the button has stepped aside (a busy machine takes longer).
          const covered = () =>
            page.evaluate((selector) => {
              const link = document.querySelector('aside[aria-label="Chat"] a');
              if (!link || getComputedStyle(link).visibility === 'hidden') return [];
              const own = link.getBoundingClientRect();
              return Array.from(document.querySelectorAll<HTMLElement>(selector))
                .filter((control) => control.tabIndex >= 0 && control.checkVisibility())
                .filter((control) => {
                  const box = control.getBoundingClientRect();
                  const meet =
                    box.left < own.right &&
                    box.right > own.left &&
                    box.top < own.bottom &&
                    box.bottom > own.top;
                  if (!meet) return false;
                  const x = (Math.max(box.left, own.left) + Math.min(box.right, own.right)) / 2;
                  const y = (Math.max(box.top, own.top) + Math.min(box.bottom, own.bottom)) / 2;
                  const onTop = document.elementFromPoint(x, y);
                  return !(onTop && control.contains(onTop));
                })
                .map(
                  (control) =>
                    control.getAttribute('name') ?? (control.textContent.trim() || control.tagName),
                );
            }, CONTROLS);
          await softly
            .poll(covered, { message: `${where}, scrolled to ${String(y)} px`, timeout: 3000 })
            .toEqual([]);
        }
      };

      await page.goto('/');
      await reachInquiryForm(page);
      await check('home');
      await page.goto('/contact');
      await expect(page.getByRole('form', { name: 'Get In Touch!' })).toBeVisible();
      await check('contact');
      await page.goto('/ebrochure');
      await page.getByRole('button', { name: 'Download Catalogue' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await check('e-brochure request');
      // Away from forms the button is there.
      await page.keyboard.press('Escape');
      await page.goto('/about');
      await expect(chat).toBeVisible();
    });

    test('the language button shows the language its name says', async ({ page }) => {
      await page.goto('/');
      if (width < 768) await page.getByRole('button', { name: 'Open menu' }).click();
      const button = page.getByRole('button', { name: /^Language: / });
      await expect(button).toBeVisible();
      const visible = (await button.innerText()).trim();
      expect(visible).toBe('English');
      // WCAG 2.5.3 label in name: the accessible name contains the visible text.
      await expect(button).toHaveAccessibleName(new RegExp(visible));
    });

    test('the machinery dots sit on one line of 24 px targets, with the position and a swipe', async ({
      page,
    }) => {
      await page.goto('/');
      const carousel = page.getByRole('region', { name: 'Machinery' });
      await carousel.scrollIntoViewIfNeeded();
      await carousel.hover();
      const pages = width < 640 ? 17 : width < 1024 ? 9 : 6;
      const dots = carousel.getByRole('button', { name: /^Go to page \d+$/ });
      await expect(dots).toHaveCount(pages);
      const strip = carousel.getByRole('group', { name: 'Choose a page' });
      const boxes = await dots.evaluateAll((buttons) =>
        buttons.map((button) => {
          const box = button.getBoundingClientRect();
          return { top: box.top, width: box.width, height: box.height };
        }),
      );
      expect(new Set(boxes.map((box) => Math.round(box.top))).size, 'rows of dots').toBe(1);
      for (const box of boxes) {
        expect.soft(box.width).toBeGreaterThanOrEqual(24);
        expect.soft(box.height).toBeGreaterThanOrEqual(24);
      }
      const current = carousel.locator('[aria-current="true"]');
      await expect(current).toHaveAccessibleName('Go to page 1');
      if (width < 640) await expect(carousel.getByText('1 / 17', { exact: true })).toBeVisible();

      // A swipe to the left shows the next machines, one to the right the previous ones.
      // The page in view (the others are moved aside and hidden).
      const viewport = carousel
        .locator('[aria-roledescription="slide"]:not([aria-hidden="true"]) figure')
        .first();
      const swipe = async (fromX: number, toX: number) => {
        const box = await viewport.boundingBox();
        if (!box) throw new Error('no carousel picture');
        const y = box.y + box.height / 2;
        await page.mouse.move(box.x + box.width * fromX, y);
        await page.mouse.down();
        await page.mouse.move(box.x + box.width * toX, y, { steps: 5 });
        await page.mouse.up();
      };
      await swipe(0.8, 0.2);
      await expect(current).toHaveAccessibleName('Go to page 2');
      if (width < 640) await expect(carousel.getByText('2 / 17', { exact: true })).toBeVisible();
      await expect(carousel.getByRole('button', { name: 'Next machines' })).toBeEnabled();
      await swipe(0.2, 0.8);
      await expect(current).toHaveAccessibleName('Go to page 1');

      // A far page: its dot is scrolled into the strip's view.
      await dots.nth(pages - 2).click();
      await expect(current).toHaveAccessibleName(`Go to page ${String(pages - 1)}`);
      await expect
        .poll(async () => {
          const [dot, box] = await Promise.all([current.boundingBox(), strip.boundingBox()]);
          return dot && box && dot.x >= box.x - 1 && dot.x + dot.width <= box.x + box.width + 1;
        })
        .toBe(true);
      // And back to the first: every dot can be reached.
      await dots.first().click();
      await expect(current).toHaveAccessibleName('Go to page 1');
    });
  });
}

test.describe('tablet width (800 px) by design', () => {
  test.use({ viewport: viewportOf(800) });

  test.beforeEach(async ({ page, harness }) => {
    await blockThirdParty(page, harness.baseURL);
  });

  test('the header: the brand and the language on one row, every link on the next', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    const headerBox = await header.boundingBox();
    expect(headerBox?.height).toBe(80);
    const links = page.getByRole('navigation', { name: 'Main' }).locator(':scope > ul > li');
    const boxes = await links.evaluateAll((items) =>
      items.map((item) => {
        const box = item.getBoundingClientRect();
        return { left: box.left, right: box.right, top: box.top, bottom: box.bottom };
      }),
    );
    expect(boxes).toHaveLength(6);
    expect(new Set(boxes.map((box) => Math.round(box.top))).size, 'rows of links').toBe(1);
    for (let index = 1; index < boxes.length; index += 1) {
      const [before, after] = [boxes[index - 1], boxes[index]];
      if (before && after) expect.soft(after.left).toBeGreaterThanOrEqual(before.right);
    }
    const language = await page.getByRole('button', { name: /^Language: / }).boundingBox();
    const brand = await page.getByRole('link', { name: /home$/ }).boundingBox();
    if (!language || !brand || !boxes[0]) throw new Error('header parts missing');
    // Brand and language share the first row, above the links.
    expect(language.y + language.height).toBeLessThanOrEqual(boxes[0].top + 1);
    expect(brand.y + brand.height).toBeLessThanOrEqual(boxes[0].top + 1);
    expect(
      overlaps(
        {
          left: brand.x,
          right: brand.x + brand.width,
          top: brand.y,
          bottom: brand.y + brand.height,
        },
        {
          left: language.x,
          right: language.x + language.width,
          top: language.y,
          bottom: language.y + language.height,
        },
      ),
    ).toBe(false);
  });

  test('the welcome picture is large and its badge covers little of it', async ({ page }) => {
    await page.goto('/');
    const badge = page.locator('#about p').filter({ hasText: /^\d{4}\s*Established$/ });
    await badge.scrollIntoViewIfNeeded();
    const picture = page.locator('#about figure img');
    const [image, mark] = await Promise.all([picture.boundingBox(), badge.boundingBox()]);
    if (!image || !mark) throw new Error('welcome picture or badge missing');
    expect(image.width).toBeGreaterThanOrEqual(500);
    const overlapWidth = Math.max(
      0,
      Math.min(image.x + image.width, mark.x + mark.width) - Math.max(image.x, mark.x),
    );
    const overlapHeight = Math.max(
      0,
      Math.min(image.y + image.height, mark.y + mark.height) - Math.max(image.y, mark.y),
    );
    expect((overlapWidth * overlapHeight) / (image.width * image.height)).toBeLessThan(0.1);
  });

  test('a product page: the pictures lead and the text reads at full width below', async ({
    page,
  }) => {
    await page.goto('/product/1');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    const picture = await page.locator('article img').first().boundingBox();
    const title = await heading.boundingBox();
    if (!picture || !title) throw new Error('product parts missing');
    expect(picture.y + picture.height).toBeLessThanOrEqual(title.y);
    expect(title.width).toBeGreaterThanOrEqual(700);
  });

  test('the gallery centres an incomplete last row', async ({ page }) => {
    await page.goto('/gallery');
    const tiles = page.getByRole('region', { name: 'Collection of Gears' }).getByRole('list');
    // Layout boxes (offsets), not painted ones: tiles still sliding in (Reveal) are translated.
    const rows = await tiles.evaluate((list: HTMLElement) => {
      const items = Array.from(list.children).filter(
        (item): item is HTMLElement => item instanceof HTMLElement,
      );
      const inList = items[0]?.offsetParent === list;
      const byRow = new Map<number, { left: number; right: number }>();
      for (const item of items) {
        const row = byRow.get(item.offsetTop);
        const left = item.offsetLeft - (inList ? 0 : list.offsetLeft);
        const right = left + item.offsetWidth;
        byRow.set(item.offsetTop, {
          left: Math.min(row?.left ?? left, left),
          right: Math.max(row?.right ?? right, right),
        });
      }
      return {
        centre: list.clientWidth / 2,
        rows: [...byRow.values()].map((row) => (row.left + row.right) / 2),
      };
    });
    expect(rows.rows.length).toBeGreaterThan(1);
    for (const centre of rows.rows) expect.soft(Math.abs(centre - rows.centre)).toBeLessThan(2);
  });
});

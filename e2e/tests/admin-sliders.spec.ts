import { MAX_SLIDERS, MIB } from '@gear/contract/limits';
import { ADMIN_MESSAGES, VALIDATION } from '@gear/contract/messages';
import { SliderListSchema, type Slider } from '@gear/contract/slider';
import type { APIRequestContext, Page } from '@playwright/test';
import { bearer, openAsAdmin } from '../admin.ts';
import { onDisk, pngFile, sizedFile, textFile } from '../files.ts';
import { expect, test } from '../fixtures.ts';
import { axeFindings } from '../axe.ts';

/** SPEC §2 /admin/slider, §4 Slider admin form, §5 Slider, §8 Slider: the manager end to end. */

const SLIDER_PAGE = '/admin/slider';

async function listSliders(request: APIRequestContext, token: string): Promise<Slider[]> {
  const answer = await request.get('/backend/sliders/getSliders', { headers: bearer(token) });
  expect(answer.status()).toBe(200);
  return SliderListSchema.parse(await answer.json());
}

/** POST /sliders/addSlider as the page sends it (multipart title, description, image). */
function addThroughApi(request: APIRequestContext, token: string, title: string) {
  return request.post('/backend/sliders/addSlider', {
    headers: bearer(token),
    multipart: { title, description: 'Added by the e2e test', image: pngFile('api-slide.png') },
  });
}

const nameOf = (slider: Slider) => slider.title?.trim() || ADMIN_MESSAGES.untitled;
const table = (page: Page) => page.getByRole('table', { name: 'Existing Sliders' });
const rowOf = (page: Page, title: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: title, exact: true }) });
const toast = (page: Page, message: string) =>
  page.getByRole('alert').filter({ hasText: message }).first();
const imageInput = (page: Page) => page.getByLabel(/^Image/);

test.describe('admin slider manager', () => {
  test('limit, delete with confirmation, file checks, add, edit and the public hero', async ({
    page,
    request,
    harness,
  }) => {
    test.setTimeout(120_000);
    const token = await openAsAdmin(page, request, harness, SLIDER_PAGE);

    await test.step('at the limit the form is replaced and the API refuses a fourth', async () => {
      // Start from exactly the maximum, whatever an earlier run left behind.
      let sliders = await listSliders(request, token);
      for (let n = sliders.length; n < MAX_SLIDERS; n += 1) {
        expect((await addThroughApi(request, token, `Top-up slide ${n + 1}`)).status()).toBe(201);
      }
      sliders = await listSliders(request, token);
      expect(sliders).toHaveLength(MAX_SLIDERS);
      await page.reload();

      await expect(page.getByRole('heading', { level: 1, name: 'Manage Sliders' })).toBeVisible();
      await expect(table(page).getByRole('row')).toHaveCount(MAX_SLIDERS + 1);
      await expect(page.getByText(VALIDATION.sliderLimitReached)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Add New Slider' })).toHaveCount(0);

      const fourth = await addThroughApi(request, token, 'One too many');
      expect(fourth.status()).toBe(409);
      expect(((await fourth.json()) as { error?: string }).error).toBe(
        VALIDATION.sliderLimitReached,
      );
      expect(await listSliders(request, token)).toHaveLength(MAX_SLIDERS);
    });

    await test.step('delete asks first: Cancel keeps the slider, Delete removes it', async () => {
      const victim = (await listSliders(request, token)).at(-1)!;
      const title = nameOf(victim);
      const dialog = page.getByRole('dialog', { name: 'Please confirm' });

      await rowOf(page, title)
        .getByRole('button', { name: `Delete slider ${title}` })
        .click();
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(`"${title}"`);
      await dialog.getByRole('button', { name: 'Cancel', exact: true }).last().click();
      await expect(dialog).toBeHidden();
      await expect(rowOf(page, title)).toHaveCount(1);
      expect(await listSliders(request, token)).toHaveLength(MAX_SLIDERS);

      await rowOf(page, title)
        .getByRole('button', { name: `Delete slider ${title}` })
        .click();
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(toast(page, ADMIN_MESSAGES.sliderDeleted(title))).toBeVisible();
      await expect(rowOf(page, title)).toHaveCount(0);
      await expect(page.getByText(VALIDATION.sliderLimitReached)).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Add New Slider' })).toBeVisible();
      expect(await listSliders(request, token)).toHaveLength(MAX_SLIDERS - 1);
    });

    await test.step('a wrong type and an oversize file are refused and cleared', async () => {
      await imageInput(page).setInputFiles(textFile('notes.txt'));
      await expect(page.getByText(VALIDATION.imageType)).toBeVisible();
      await expect(imageInput(page)).toHaveValue('');

      await imageInput(page).setInputFiles(
        onDisk(sizedFile('huge.png', 'image/png', 10 * MIB + 1)),
      );
      await expect(page.getByText(VALIDATION.imageSize)).toBeVisible();
      await expect(page.getByText(VALIDATION.imageType)).toHaveCount(0);
      await expect(imageInput(page)).toHaveValue('');
      await expect(page.getByRole('img', { name: 'Preview of slider image' })).toHaveCount(0);
    });

    const stamp = Date.now().toString(36);
    const title = `Hobbed Gear Showcase ${stamp}`;
    const renamed = `Ground Gear Showcase ${stamp}`;

    await test.step('a new slider with a PNG is added, listed and shown in the hero', async () => {
      await page.getByLabel('Title').fill(title);
      await page.getByLabel('Description').fill('Hobbed gears straight from our CNC line.');
      await imageInput(page).setInputFiles(pngFile('e2e-slide.png', { rgb: [30, 90, 200] }));
      await expect(page.getByRole('img', { name: 'Preview of slider image' })).toBeVisible();
      await page.getByRole('button', { name: 'Add Slider' }).click();

      await expect(toast(page, ADMIN_MESSAGES.sliderAdded(title))).toBeVisible();
      await expect(rowOf(page, title)).toHaveCount(1);
      await expect(rowOf(page, title).getByRole('img', { name: `Slider ${title}` })).toBeVisible();
      // Back at the maximum: the limit text returns.
      await expect(page.getByText(VALIDATION.sliderLimitReached)).toBeVisible();

      const sliders = await listSliders(request, token);
      const index = sliders.findIndex((slider) => slider.title === title);
      expect(index).toBeGreaterThanOrEqual(0);

      await page.goto('/');
      const dot = page.getByRole('button', { name: `Go to slide ${index + 1}`, exact: true });
      await dot.click();
      await expect(dot).toHaveAttribute('aria-current', 'true');
      await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
      await page.goto(SLIDER_PAGE);
    });

    await test.step('editing changes the title and the image', async () => {
      const row = rowOf(page, title);
      const oldSrc = await row.getByRole('img', { name: `Slider ${title}` }).getAttribute('src');
      await row.getByRole('button', { name: `Edit slider ${title}` }).click();

      await expect(page.getByRole('heading', { name: 'Update Slider' })).toBeVisible();
      await expect(page.getByLabel('Title')).toBeFocused();
      await expect(page.getByLabel('Title')).toHaveValue(title);
      await expect(page.getByText(VALIDATION.sliderLimitReached)).toHaveCount(0);
      await expect(page.getByRole('img', { name: 'Current image of image' })).toBeVisible();

      await page.getByLabel('Title').fill(renamed);
      await imageInput(page).setInputFiles(pngFile('e2e-slide-2.png', { rgb: [20, 160, 60] }));
      await expect(page.getByRole('img', { name: 'Current image of image' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Update Slider' }).click();

      await expect(toast(page, ADMIN_MESSAGES.sliderUpdated(renamed))).toBeVisible();
      await expect(rowOf(page, title)).toHaveCount(0);
      const image = rowOf(page, renamed).getByRole('img', { name: `Slider ${renamed}` });
      await expect(image).toBeVisible();
      await expect(image).not.toHaveAttribute('src', oldSrc ?? '');
      await expect(page.getByText(VALIDATION.sliderLimitReached)).toBeVisible();
      expect((await listSliders(request, token)).map((slider) => slider.title)).toContain(renamed);
    });
  });

  test('is usable at 375 px: rows are cards, nothing scrolls sideways, axe finds nothing', async ({
    page,
    request,
    harness,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openAsAdmin(page, request, harness, SLIDER_PAGE);
    const firstRow = table(page).getByRole('row').nth(1);
    await expect(firstRow.getByRole('button', { name: /^Edit slider / })).toBeAttached();

    const overflow = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth - window.innerWidth,
      wrap: (() => {
        const wrap = document.querySelector('table')?.parentElement;
        return wrap
          ? {
              scroll: wrap.scrollWidth,
              client: wrap.clientWidth,
              style: getComputedStyle(wrap).overflowX,
            }
          : null;
      })(),
    }));
    expect(overflow.page, 'no horizontal page overflow').toBeLessThanOrEqual(0);
    // Issue 18: below 768 px the rows are cards; nothing scrolls sideways, not even the table.
    expect(overflow.wrap?.style).toBe('visible');
    expect(overflow.wrap!.scroll, 'the table fits its wrapper').toBeLessThanOrEqual(
      overflow.wrap!.client,
    );

    expect(await axeFindings(page), 'axe findings on the slider page').toEqual([]);

    // The actions are reachable: Edit opens the form, which fits the screen.
    const edit = firstRow.getByRole('button', { name: /^Edit slider / });
    await edit.scrollIntoViewIfNeeded();
    await edit.click();
    await expect(page.getByRole('heading', { name: 'Update Slider' })).toBeVisible();
    for (const field of [page.getByLabel('Title'), page.getByLabel('Description')]) {
      const box = await field.boundingBox();
      expect.soft(box).not.toBeNull();
      expect.soft(box!.x).toBeGreaterThanOrEqual(0);
      expect.soft(box!.x + box!.width).toBeLessThanOrEqual(375);
    }
    expect(await axeFindings(page), 'axe findings with the edit form open').toEqual([]);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Update Slider' })).toHaveCount(0);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
});

import { GalleryListSchema, type GalleryItem } from '@gear/contract/gallery';
import { IMAGE_MAX_BYTES } from '@gear/contract/limits';
import { ADMIN_MESSAGES, VALIDATION } from '@gear/contract/messages';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { bearer, openAsAdmin } from '../admin.ts';
import { onDisk, pngFile, sizedFile, textFile } from '../files.ts';
import { expect, test } from '../fixtures.ts';

/**
 * /admin/gallery (SPEC §2, §4 Gallery admin, §5 Gallery, §8 Gallery) through nginx and the mock,
 * checked against the API and the public /gallery. Only gallery data changes; the run adds two
 * images and deletes one of them, so the gallery never ends up empty.
 */

async function galleryItems(request: APIRequestContext): Promise<GalleryItem[]> {
  const answer = await request.get('/backend/gallery/');
  expect(answer.ok()).toBe(true);
  return GalleryListSchema.parse(await answer.json());
}

/** The file name of an item's image, as it appears in every src that shows it. */
const fileName = (item: GalleryItem) => (item.image ?? '').split('/').at(-1) ?? '';

const pathOf = (src: string | null) => (src ?? '').split('?')[0] ?? '';

const publicTiles = (page: Page) =>
  page.getByRole('region', { name: 'Collection of Gears' }).getByRole('button', { name: /^View / });

async function confirmDialog(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(VALIDATION.galleryDeleteConfirm);
  return dialog;
}

test('the owner uploads, replaces and deletes gallery images', async ({
  page,
  request,
  harness,
}) => {
  const before = await galleryItems(request);
  await openAsAdmin(page, request, harness, '/admin/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Gallery' })).toBeVisible();
  await expect(page).toHaveTitle(/^Manage Gallery/);

  const table = page.getByRole('table', { name: 'Uploaded Images' });
  // Data rows, in normal or edit mode (Delete is there in both; 'Deleting...' while it runs).
  const rows = table
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^(Delete |Deleting)/ }) });
  await expect(rows).toHaveCount(before.length);
  await expect(rows.first().getByRole('img')).toHaveAttribute('src', /\?t=\d+$/);

  // Pick three images, then a second pick with a duplicate name, a text file and an oversize one.
  const run = Date.now();
  const names = ['red', 'green', 'blue'].map((colour) => `e2e-${colour}-${run}.png`);
  const [red, green, blue] = names as [string, string, string];
  const picker = page.getByLabel(/^Gallery images/);
  await picker.setInputFiles([
    pngFile(red, { rgb: [200, 30, 40] }),
    pngFile(green, { rgb: [30, 160, 60] }),
    pngFile(blue, { rgb: [30, 60, 200] }),
  ]);
  const oversize = `e2e-huge-${run}.png`;
  const notAnImage = `e2e-notes-${run}.txt`;
  await picker.setInputFiles(
    [
      pngFile(green, { rgb: [240, 200, 20] }),
      textFile(notAnImage),
      sizedFile(oversize, 'image/png', IMAGE_MAX_BYTES + 1),
    ].map(onDisk),
  );

  const selected = page.getByRole('list', { name: 'Selected images' });
  await expect(selected.getByRole('listitem')).toHaveCount(3);
  for (const name of names) {
    await expect.soft(selected.getByRole('img', { name: `Preview of ${name}` })).toBeVisible();
  }
  const messages = page.getByRole('alert').filter({ hasText: notAnImage });
  await expect(messages.getByRole('listitem')).toHaveText([
    VALIDATION.galleryImageType(notAnImage),
    VALIDATION.galleryImageSize(oversize),
  ]);

  await page.getByRole('button', { name: `Remove ${green}` }).click();
  await expect(selected.getByRole('listitem')).toHaveCount(2);
  await expect(selected.getByRole('img', { name: `Preview of ${green}` })).toHaveCount(0);

  await page.getByRole('button', { name: 'Upload Gallery' }).click();
  await expect(page.getByText(ADMIN_MESSAGES.galleryUploaded)).toBeVisible();
  await expect(selected).toHaveCount(0);
  await expect(rows).toHaveCount(before.length + 2);

  const afterUpload = await galleryItems(request);
  expect(afterUpload).toHaveLength(before.length + 2);
  const known = new Set(before.map((item) => String(item.id)));
  const added = afterUpload.filter((item) => !known.has(String(item.id)));
  expect(added).toHaveLength(2);
  for (const item of added) {
    await expect.soft(table.locator(`img[src*="${fileName(item)}"]`)).toHaveCount(1);
  }

  // The public gallery shows them too.
  await page.goto('/gallery');
  await expect(publicTiles(page)).toHaveCount(before.length + 2);
  for (const item of added) {
    await expect.soft(publicTiles(page).locator(`img[src*="${fileName(item)}"]`)).toHaveCount(1);
  }

  // Replace the last row's image: cancel once, then save.
  await page.goto('/admin/gallery');
  await expect(rows).toHaveCount(before.length + 2);
  // The last row (the second image added): nothing else changes the gallery meanwhile.
  const last = rows.nth(before.length + 1);
  const lastImage = last.getByRole('img', { name: /^Gallery image \d+$/ });
  const originalSrc = await lastImage.getAttribute('src');
  expect(pathOf(originalSrc)).toContain(fileName(added.at(-1)!));

  await last.getByRole('button', { name: /^Edit / }).click();
  const replacement = last.getByLabel('Replacement image');
  await expect(replacement).toBeFocused();
  await replacement.setInputFiles(pngFile(`e2e-replacement-${run}.png`, { rgb: [120, 20, 160] }));
  await expect(last.getByRole('img', { name: /^Preview of replacement/ })).toBeVisible();
  await last.getByRole('button', { name: /^Cancel / }).click();
  await expect(last.getByLabel('Replacement image')).toHaveCount(0);
  await expect(lastImage).toHaveAttribute('src', originalSrc ?? '');

  await last.getByRole('button', { name: /^Edit / }).click();
  await last.getByRole('button', { name: /^Save / }).click();
  await expect(last.getByRole('alert')).toHaveText(VALIDATION.galleryUpdateNeedsFile);
  await last
    .getByLabel('Replacement image')
    .setInputFiles(pngFile(`e2e-replacement-${run}.png`, { rgb: [120, 20, 160] }));
  await last.getByRole('button', { name: /^Save / }).click();
  await expect(page.getByText(ADMIN_MESSAGES.galleryUpdated)).toBeVisible();
  await expect(last.getByLabel('Replacement image')).toHaveCount(0);
  await expect(lastImage).not.toHaveAttribute('src', originalSrc ?? '');
  const replacedSrc = await lastImage.getAttribute('src');
  expect(pathOf(replacedSrc)).not.toBe(pathOf(originalSrc));
  await expect(rows).toHaveCount(before.length + 2);

  // Delete that row: cancel the confirmation once, then confirm.
  await last.getByRole('button', { name: /^Delete / }).click();
  const dialog = await confirmDialog(page);
  // The dialog's X is labelled Cancel too; the text button sits beside Delete.
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).last().click();
  await expect(dialog).toBeHidden();
  await expect(rows).toHaveCount(before.length + 2);

  await last.getByRole('button', { name: /^Delete / }).click();
  await (await confirmDialog(page)).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText(ADMIN_MESSAGES.galleryDeleted)).toBeVisible();
  await expect(rows).toHaveCount(before.length + 1);
  const deletedPath = pathOf(replacedSrc).split('/').at(-1) ?? '';
  expect(deletedPath).not.toBe('');
  await expect(table.locator(`img[src*="${deletedPath}"]`)).toHaveCount(0);

  const afterDelete = await galleryItems(request);
  expect(afterDelete).toHaveLength(before.length + 1);
  expect(afterDelete.map(fileName)).not.toContain(deletedPath);

  await page.goto('/gallery');
  await expect(publicTiles(page)).toHaveCount(before.length + 1);
  await expect(publicTiles(page).locator(`img[src*="${deletedPath}"]`)).toHaveCount(0);
});

/** `srcset` candidates as [url, width]. */
function candidates(srcset: string | null): [string, number][] {
  return (srcset ?? '')
    .split(',')
    .map((part) => part.trim().split(/\s+/))
    .map(([url = '', descriptor = '']) => [url, Number(descriptor.replace(/w$/, ''))]);
}

test('an uploaded image gets WebP derivatives: srcset on the public page, the smallest in the admin, top priority for the hero', async ({
  page,
  request,
  harness,
}) => {
  const before = await galleryItems(request);
  const token = await openAsAdmin(page, request, harness, '/admin/gallery');
  const table = page.getByRole('table', { name: 'Uploaded Images' });
  const name = `e2e-wide-${Date.now()}.png`;
  await page
    .getByLabel(/^Gallery images/)
    .setInputFiles(pngFile(name, { width: 1200, height: 800, rgb: [40, 90, 160] }));
  await page.getByRole('button', { name: 'Upload Gallery' }).click();
  await expect(page.getByText(ADMIN_MESSAGES.galleryUploaded)).toBeVisible();

  const known = new Set(before.map((item) => String(item.id)));
  const [added] = (await galleryItems(request)).filter((item) => !known.has(String(item.id)));
  if (!added) throw new Error('the upload added no item');
  const base = fileName(added).replace(/\.png$/, '');
  // 480 and 960 below the original, then the original's own width (never upscaled to 1600).
  expect(added.variants?.[added.image ?? '']?.map((variant) => variant.width)).toEqual([
    480, 960, 1200,
  ]);

  // The admin list shows the smallest derivative.
  await expect(table.locator(`img[src*="${base}-480w.webp"]`)).toHaveCount(1);

  // The public gallery offers the derivatives as srcset; nginx serves them as WebP.
  await page.goto('/gallery');
  const tile = publicTiles(page).locator(`img[src*="${fileName(added)}"]`);
  await expect(tile).toHaveCount(1);
  await expect(tile).toHaveAttribute('sizes', /\S/);
  const offered = candidates(await tile.getAttribute('srcset'));
  expect(offered.map(([, width]) => width)).toEqual([480, 960, 1200]);
  for (const [url, width] of offered) {
    expect.soft(url).toContain(`/backend/uploads/${base}-${width}w.webp`);
    const answer = await request.get(url);
    expect.soft(answer.status(), url).toBe(200);
    expect.soft(answer.headers()['content-type'], url).toBe('image/webp');
  }
  await tile.scrollIntoViewIfNeeded();
  await expect(tile).toHaveJSProperty('complete', true);
  expect(await tile.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\.webp/);

  // Deleting the image removes its derivatives too.
  const removed = await request.delete(`/backend/gallery/${String(added.id)}`, {
    headers: bearer(token),
  });
  expect(removed.status()).toBe(200);
  for (const [url] of offered) expect.soft((await request.get(url)).status(), url).toBe(404);

  // Home: the first hero slide is the prioritized LCP image, offered as WebP; the others wait.
  await page.goto('/');
  const slides = page.getByRole('region', { name: 'Highlights' }).locator('img');
  await expect(slides.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(slides.first()).toHaveAttribute('loading', 'eager');
  await expect(slides.first()).toHaveAttribute('srcset', /-480w\.webp 480w/);
  await expect(slides.first()).toHaveJSProperty('complete', true);
  expect(await slides.first().evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
    /\.webp$/,
  );
  const count = await slides.count();
  for (let index = 1; index < count; index += 1) {
    await expect(slides.nth(index)).toHaveAttribute('fetchpriority', 'low');
    await expect(slides.nth(index)).toHaveAttribute('loading', 'lazy');
  }
});

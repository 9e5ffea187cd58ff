import { BROCHURE_DOWNLOAD_FILE_NAME } from '@gear/contract/brochure-constants';
import type { Page } from '@playwright/test';
import { adminToken, currentBrochure, ensureBrochure, openAsAdmin } from '../admin.ts';
import { expect, test } from '../fixtures.ts';
import { onDisk, pdfFile, pngFile, sizedFile, textFile } from '../files.ts';

const MIB = 1024 * 1024;
const API = '/backend/api/ebrochure';
const MESSAGES = {
  bothRequired: 'Both cover image and PDF file are required for a new e-brochure!',
  oneRequired: 'Please upload at least one file (cover image or PDF) to update the e-brochure!',
  deleteConfirm: 'Are you sure you want to delete the e-brochure?',
  coverType: /allowed for the cover image!$/,
  coverSize: 'Cover image size must be less than 10MB!',
  pdfType: 'Only PDF files are allowed for the brochure!',
  pdfSize: 'PDF file size must be less than 20MB!',
  added: 'E-Brochure added successfully!',
  updated: 'E-Brochure updated successfully!',
  deleted: 'E-Brochure deleted successfully!',
  noBrochure: 'No brochure available at this time. Please check back later.',
};

/** The page's address of a backend asset ('/uploads/x' → '/backend/uploads/x'). */
const assetPath = (url: string) => (url.startsWith('/') ? `/backend${url}` : url);

const table = (page: Page) => page.getByRole('table', { name: 'Current E-Brochure' });
const toast = (page: Page, message: string) => page.getByRole('alert').filter({ hasText: message });
const coverInput = (page: Page) => page.getByLabel(/^Cover Image/);
const pdfInput = (page: Page) => page.getByLabel(/^PDF File/);

/** Records, in order, every text the upload status shows while the test waits for the toast. */
async function watchUploadStatus(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { uploadStatusSeen: seen });
    new MutationObserver(() => {
      document.querySelectorAll('[role="status"]').forEach((status) => {
        const text = status.textContent;
        if (text.includes('Upload') && seen.at(-1) !== text) seen.push(text);
      });
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { uploadStatusSeen: string[] }).uploadStatusSeen);
}

/**
 * Limits the browser's upload speed (Chromium DevTools network emulation), so a local 15 MB
 * upload takes a couple of seconds, as it would on a real line. Returns the undo.
 */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const conditions = { offline: false, latency: 0, downloadThroughput: -1 };
  await cdp.send('Network.emulateNetworkConditions', {
    ...conditions,
    uploadThroughput: bytesPerSecond,
  });
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', { ...conditions, uploadThroughput: -1 });
    await cdp.detach();
  };
}

/** The visitor's side: the 'Get Your Catalogue' form, as e2e/tests/ebrochure.spec.ts fills it. */
async function downloadFromPublicPage(page: Page) {
  await page.goto('/ebrochure');
  await expect(page.getByText('Loading brochure information...')).toHaveCount(0);
  await expect(page.getByText(MESSAGES.noBrochure)).toHaveCount(0);
  await page.getByRole('button', { name: 'GET NOW' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get Your Catalogue' });
  await dialog.getByLabel('Name').fill('Asha Patel');
  await dialog.getByLabel('Email').fill('asha@example.com');
  await dialog.getByLabel('Phone').fill('+91 98765 43210');
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Get Catalogue' }).click();
  return download;
}

test.describe('admin e-brochure', () => {
  test('delete, validate, create with progress, download publicly, replace the cover', async ({
    page,
    request,
    harness,
  }) => {
    test.setTimeout(120_000);
    const token = await adminToken(request, harness);
    // Start from a brochure (the seed's, one a previous run left, or a fresh one).
    const seeded = await ensureBrochure(request, token);
    await openAsAdmin(page, request, harness, '/admin/e-brochure');

    // Present: the one-row table.
    await expect(page.getByRole('heading', { level: 1, name: 'Manage E-Brochure' })).toBeVisible();
    await expect(table(page)).toBeVisible();
    await expect(table(page).getByRole('row')).toHaveCount(2);
    await expect(table(page).getByRole('columnheader')).toHaveText([
      'Cover Image',
      'PDF File',
      'Actions',
    ]);
    const seededLink = table(page).getByRole('link', { name: /^View PDF/ });
    await expect(seededLink).toHaveAttribute('target', '_blank');
    await expect(seededLink).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(seededLink).toHaveAttribute('href', assetPath(seeded.pdf_file));
    await expect(table(page).getByRole('img', { name: 'E-brochure cover' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Add E-Brochure' })).toHaveCount(0);

    // Delete: cancelled once, then confirmed → none → the add form.
    const confirmDialog = page.getByRole('dialog', { name: 'Please confirm' });
    await page.getByRole('button', { name: 'Delete e-brochure' }).click();
    await expect(confirmDialog).toContainText(MESSAGES.deleteConfirm);
    await confirmDialog.getByRole('button', { name: 'Cancel' }).last().click();
    await expect(confirmDialog).toBeHidden();
    await expect(table(page)).toBeVisible();
    expect(await currentBrochure(request, token)).not.toBeNull();

    await page.getByRole('button', { name: 'Delete e-brochure' }).click();
    await confirmDialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page, MESSAGES.deleted)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Add E-Brochure' })).toBeVisible();
    await expect(table(page)).toHaveCount(0);
    expect(await currentBrochure(request, token)).toBeNull();

    // The public page says there is none.
    await page.goto('/ebrochure');
    await expect(page.getByText(MESSAGES.noBrochure)).toBeVisible();
    await page.goto('/admin/e-brochure');
    await expect(page.getByRole('heading', { name: 'Add E-Brochure' })).toBeVisible();
    await expect(page.getByLabel('Cover Image (Required)')).toBeVisible();
    await expect(page.getByLabel('PDF File (Required)')).toBeVisible();

    // Nothing chosen → both required, focus on the first file input.
    const upload = page.getByRole('button', { name: 'Upload E-Brochure' });
    await upload.click();
    await expect(page.getByText(MESSAGES.bothRequired)).toBeVisible();
    await expect(coverInput(page)).toBeFocused();

    // Wrong files are refused with their messages and cleared.
    await coverInput(page).setInputFiles(textFile('notes.txt'));
    await expect(page.getByText(MESSAGES.coverType)).toBeVisible();
    await expect(coverInput(page)).toHaveValue('');
    await coverInput(page).setInputFiles(onDisk(sizedFile('huge.png', 'image/png', 10 * MIB + 1)));
    await expect(page.getByText(MESSAGES.coverSize)).toBeVisible();
    await pdfInput(page).setInputFiles(pngFile('cover.png'));
    await expect(page.getByText(MESSAGES.pdfType)).toBeVisible();
    await pdfInput(page).setInputFiles(
      onDisk(sizedFile('huge.pdf', 'application/pdf', 20 * MIB + 1)),
    );
    await expect(page.getByText(MESSAGES.pdfSize)).toBeVisible();
    await expect(pdfInput(page)).toHaveValue('');

    // Create with a ~15 MB PDF: the progress is shown, then the success toast and the table.
    await coverInput(page).setInputFiles(pngFile('e2e-cover.png', { rgb: [30, 90, 200] }));
    await expect(page.getByRole('img', { name: 'Preview of the new cover image' })).toBeVisible();
    await pdfInput(page).setInputFiles(onDisk(pdfFile('e2e-catalogue.pdf', { padTo: 15_000_000 })));
    await expect(page.getByText('e2e-catalogue.pdf')).toBeVisible();
    const statusSeen = await watchUploadStatus(page);
    const posted = page.waitForResponse(
      (response) => response.url().endsWith(API) && response.request().method() === 'POST',
    );
    const restoreNetwork = await throttleUploads(page, 8 * MIB);
    await upload.click();
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /Uploading… \d+%/ })).toBeVisible();
    await expect(toast(page, MESSAGES.added)).toBeVisible({ timeout: 30_000 });
    await restoreNetwork();
    expect((await posted).status()).toBe(201);
    // The percentage rose step by step while the bytes went out.
    const percents = (await statusSeen()).flatMap((text) => {
      const match = /Uploading… (\d+)%/.exec(text);
      return match ? [Number(match[1])] : [];
    });
    expect(percents.length).toBeGreaterThan(1);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toHaveCount(0);

    await expect(table(page)).toBeVisible();
    const created = await currentBrochure(request, token);
    expect(created).not.toBeNull();
    expect(created!.pdf_file).not.toBe(seeded.pdf_file);
    await expect(table(page).getByRole('link', { name: /^View PDF/ })).toHaveAttribute(
      'href',
      assetPath(created!.pdf_file),
    );

    // The visitor now downloads the new PDF.
    const download = await downloadFromPublicPage(page);
    expect(new URL(download.url()).pathname).toBe(assetPath(created!.pdf_file));
    expect(download.suggestedFilename()).toBe(BROCHURE_DOWNLOAD_FILE_NAME);

    // Edit: nothing chosen → one required; then only a new cover.
    await page.goto('/admin/e-brochure');
    await page.getByRole('button', { name: 'Edit e-brochure' }).click();
    await expect(page.getByRole('heading', { name: 'Update E-Brochure' })).toBeVisible();
    await expect(page.getByLabel('Cover Image (Optional)')).toBeVisible();
    await expect(page.getByLabel('PDF File (Optional)')).toBeVisible();
    const currentPdf = page.getByRole('link', { name: /^View PDF/ });
    await expect(currentPdf).toHaveAttribute('href', assetPath(created!.pdf_file));
    await expect(currentPdf).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('img', { name: /^Current cover/ })).toBeVisible();
    const update = page.getByRole('button', { name: 'Update E-Brochure' });
    await update.click();
    await expect(page.getByText(MESSAGES.oneRequired)).toBeVisible();
    await expect(coverInput(page)).toBeFocused();

    await coverInput(page).setInputFiles(pngFile('e2e-cover-2.png', { rgb: [20, 160, 60] }));
    await update.click();
    await expect(toast(page, MESSAGES.updated)).toBeVisible();
    await expect(table(page)).toBeVisible();
    const updated = await currentBrochure(request, token);
    expect(updated!.cover_image).not.toBe(created!.cover_image);
    expect(updated!.pdf_file).toBe(created!.pdf_file);
    const cover = table(page).getByRole('img', { name: 'E-brochure cover' });
    await expect(cover).toHaveAttribute(
      'src',
      new RegExp(`^${assetPath(updated!.cover_image).replace(/[.?]/g, '\\$&')}(\\?|$)`),
    );
    await expect(cover).toHaveJSProperty('complete', true);
    expect(await cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
      0,
    );
    await expect(table(page).getByRole('link', { name: /^View PDF/ })).toHaveAttribute(
      'href',
      assetPath(created!.pdf_file),
    );
    // The brochure stays in place for anyone after this spec.
  });

  test('at 375 px the table and the edit form fit the screen', async ({
    page,
    request,
    harness,
  }) => {
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await page.setViewportSize({ width: 375, height: 800 });
    await ensureBrochure(request, await adminToken(request, harness));
    await openAsAdmin(page, request, harness, '/admin/e-brochure');
    await expect(table(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete e-brochure' })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);

    // The table scrolls sideways inside its frame; Edit is reachable by keyboard too.
    await page.getByRole('button', { name: 'Edit e-brochure' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Update E-Brochure' })).toBeFocused();
    await page.getByRole('button', { name: 'Update E-Brochure' }).click();
    await expect(page.getByText(MESSAGES.oneRequired)).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Edit e-brochure' })).toBeFocused();
  });
});

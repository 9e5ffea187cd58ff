import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { BROCHURE_DOWNLOAD_FILE_NAME } from '@gear/contract/brochure-constants';
import { expect, test } from '../fixtures.ts';
import { startGatedStack, type GatedStack } from '../harness/gated-stack.ts';
import { waitLikeAPerson } from '../human-pace.ts';

/**
 * Brochure gating (ADR 0020) through the real nginx, against a second mock started with
 * BROCHURE_GATED=true (harness/gated-stack.ts): the PDF address is never revealed, the request's
 * signed link downloads it, and the returning visitor downloads again without the form.
 */

const VISITOR = { name: 'Asha Patel', email: 'asha.gated@example.com', phone: '+91 98765 43210' };

let stack: GatedStack;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  stack = await startGatedStack();
});

test.afterAll(async () => {
  await stack.stop();
});

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Get Your Catalogue' });

/** The stored PDF's URL, read from the gated mock's database (the API no longer tells). */
function storedPdf(): string {
  const db = JSON.parse(fs.readFileSync(path.join(stack.dataDir, 'db.json'), 'utf8')) as {
    ebrochure: { pdf_file: string }[];
  };
  const file = db.ebrochure[0]?.pdf_file;
  if (!file) throw new Error('the gated mock has no brochure');
  return file;
}

test('the gated API hides the PDF address and /uploads does not serve the PDF', async ({
  page,
}) => {
  const record = await page.request.get(`${stack.baseURL}/backend/api/ebrochure`);
  expect(record.status()).toBe(200);
  const body: unknown = await record.json();
  expect(body).toMatchObject({ pdf_available: true, cover_image: expect.stringMatching(/^\//) });
  expect(body).not.toHaveProperty('pdf_file');
  const hidden = await page.request.get(`${stack.baseURL}/backend${storedPdf()}`);
  expect(hidden.status()).toBe(404);
  const forged = await page.request.get(
    `${stack.baseURL}/backend/api/ebrochure/download?exp=9999999999&sig=${'A'.repeat(43)}`,
  );
  expect(forged.status()).toBe(403);
});

test('a request downloads through the signed link; the returning visitor is greeted and downloads again', async ({
  page,
}) => {
  await page.goto(`${stack.baseURL}/ebrochure`);
  await expect(page.getByText('Loading brochure information...')).toHaveCount(0);
  await expect(page.getByText(/No brochure available|^Error: /)).toHaveCount(0);

  await page.getByRole('button', { name: 'Download Catalogue' }).click();
  // The form's clock starts when it mounts, which on a loaded machine is well after the click:
  // counted from the click, a person's pace was sometimes a bot's to the mock (a dropped lead,
  // whose visitor pass never redeems: the 403 below).
  await expect(dialog(page).getByLabel('Name')).toBeVisible();
  const shownAt = Date.now();
  await dialog(page).getByLabel('Name').fill(VISITOR.name);
  await dialog(page).getByLabel('Email').fill(VISITOR.email);
  await dialog(page).getByLabel('Phone').fill(VISITOR.phone);
  await waitLikeAPerson(page, shownAt);
  const answered = page.waitForResponse(
    (response) =>
      response.url().endsWith('/backend/api/send-email') && response.request().method() === 'POST',
  );
  const firstDownload = page.waitForEvent('download');
  await dialog(page).getByRole('button', { name: 'Get Catalogue' }).click();
  const answer = (await (await answered).json()) as { download_url?: string };
  expect(answer.download_url).toMatch(/^\/api\/ebrochure\/download\?exp=\d+&sig=[\w-]+$/);

  const download = await firstDownload;
  expect(new URL(download.url()).pathname).toBe('/backend/api/ebrochure/download');
  expect(download.suggestedFilename()).toBe(BROCHURE_DOWNLOAD_FILE_NAME);
  const saved = await download.path();
  expect(fs.readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(dialog(page).getByRole('status')).toHaveText(
    'Download started! Thank you for your interest.',
  );
  await expect(dialog(page)).toBeHidden({ timeout: 5000 });

  // The link is the visitor's for a short while only: a changed signature is refused.
  const tampered = new URL(`${stack.baseURL}/backend${answer.download_url ?? ''}`);
  const sig = tampered.searchParams.get('sig') ?? '';
  tampered.searchParams.set('sig', `${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`);
  expect((await page.request.get(tampered.href)).status()).toBe(403);

  // Next visit: greeted by first name, one click downloads again (fresh link, no form).
  await page.reload();
  await page.getByRole('button', { name: 'GET NOW' }).click();
  await expect(dialog(page).getByText('Welcome back, Asha.')).toBeVisible();
  await expect(dialog(page).getByLabel('Email')).toHaveCount(0);
  const linked = page.waitForResponse((response) =>
    response.url().endsWith('/backend/api/ebrochure/link'),
  );
  const secondDownload = page.waitForEvent('download');
  await dialog(page).getByRole('button', { name: 'Download now' }).click();
  expect((await linked).status()).toBe(200);
  expect((await secondDownload).suggestedFilename()).toBe(BROCHURE_DOWNLOAD_FILE_NAME);
  await expect(dialog(page)).toBeHidden({ timeout: 5000 });

  // 'Not you?' forgets them: the normal form again, also after a reload.
  await page.getByRole('button', { name: 'GET NOW' }).click();
  await dialog(page).getByRole('button', { name: 'Not you?' }).click();
  await expect(dialog(page).getByLabel('Name')).toHaveValue('');
  await page.reload();
  await page.getByRole('button', { name: 'GET NOW' }).click();
  await expect(dialog(page).getByLabel('Name')).toBeVisible();
});

import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { LeadListResponseSchema } from '@gear/contract/leads-admin';
import { QUOTE_MESSAGES } from '@gear/contract/quote-rules';
import { bearer, openAsAdmin } from '../admin.ts';
import { dxfFile, pdfFile, stepFile, type TestFile } from '../files.ts';
import { expect, test } from '../fixtures.ts';
import { waitLikeAPerson } from '../human-pace.ts';

/**
 * Issue 19 end to end, through nginx against the mock: a buyer builds a quote list across three
 * products, changes it, reloads, attaches two drawings and sends it at a phone's and a desktop's
 * width; the owner finds it in the inbox with its lines and downloads a drawing. It lives in the
 * admin project because it adds leads (ADR 0013).
 */

interface SeedProduct {
  id: number | string;
  title: string;
}

async function threeProducts(request: APIRequestContext): Promise<SeedProduct[]> {
  const answer = await request.get('/backend/api/subcategories');
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as SeedProduct[] | { data: SeedProduct[] };
  const products = Array.isArray(body) ? body : body.data;
  expect(products.length).toBeGreaterThanOrEqual(3);
  return products.slice(0, 3);
}

const header = (page: Page) => page.getByRole('banner');
const quoteListLink = (page: Page) => header(page).getByRole('link', { name: /^Quote list/ });
const lines = (page: Page) =>
  page
    .getByRole('region', { name: 'Your quote list' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Remove / }) });

/** The header's count, from the link's accessible name ('Quote list, 3 products'). */
async function headerCount(page: Page): Promise<number> {
  const link = quoteListLink(page);
  if ((await link.count()) === 0) return 0;
  const name = await link.evaluate((element) => element.getAttribute('aria-label') ?? '');
  const match = /(\d+) products?/.exec(name);
  return match ? Number(match[1]) : 0;
}

async function boxesOverlap(first: Locator, second: Locator): Promise<boolean> {
  const [a, b] = await Promise.all([first.boundingBox(), second.boundingBox()]);
  if (!a || !b) return false;
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

const WIDTHS = [375, 1280] as const;

test.describe('quote requests: buyer to owner', () => {
  for (const width of WIDTHS) {
    test(`at ${String(width)}px a buyer sends three products' list with two drawings; the owner downloads one`, async ({
      page,
      request,
      harness,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
      const [first, second, third] = await threeProducts(request);
      if (!first || !second || !third) throw new Error('the seed has fewer than three products');
      const unique = `Quote${String(width)}x${String(Date.now())}`;

      // 1. Two products from their pages: 'Request Quote' adds each and says so.
      for (const product of [first, second]) {
        await page.goto(`/product/${String(product.id)}`);
        const add = page.getByRole('button', { name: 'Request Quote' });
        await expect(add).toBeVisible();
        await add.click();
        await expect(page.getByText(QUOTE_MESSAGES.added(product.title))).toBeVisible();
      }
      await expect.poll(() => headerCount(page)).toBe(2);

      // 2. The third from its card on /product.
      await page.goto('/product');
      const cardAction = page.getByRole('button', { name: `Add ${third.title} to quote list` });
      await cardAction.click();
      await expect(
        page.getByRole('button', { name: `${third.title} is in your quote list` }),
      ).toBeVisible();
      await expect.poll(() => headerCount(page)).toBe(3);

      // 3. The list: a quantity changed, a note added, one line removed; a reload keeps it.
      if (width < 768) {
        // On a phone the entry may live in the menu; either way it is one tap from anywhere.
        const link = quoteListLink(page);
        if (!(await link.isVisible())) {
          await page.getByRole('button', { name: /menu/i }).click();
        }
      }
      await quoteListLink(page).click();
      await expect(page).toHaveURL(/\/quote$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Request a Quote' })).toBeVisible();
      await expect(lines(page)).toHaveCount(3);
      await page.getByLabel(`Quantity of ${first.title}`).fill('250');
      await page.getByLabel(`Note for ${first.title}`).fill(`EN-19, drawing ${unique}`);
      await page.getByRole('button', { name: `Remove ${second.title}` }).click();
      await expect(page.getByText(QUOTE_MESSAGES.removed(second.title))).toBeAttached();
      await expect(lines(page)).toHaveCount(2);
      await page.reload();
      await expect(lines(page)).toHaveCount(2);
      await expect(page.getByLabel(`Quantity of ${first.title}`)).toHaveValue('250');
      await expect(page.getByLabel(`Note for ${first.title}`)).toHaveValue(
        `EN-19, drawing ${unique}`,
      );
      await expect(page.getByRole('link', { name: second.title })).toHaveCount(0);

      // 4. The buyer's details and two drawings; a web page renamed .dxf is refused at once.
      const form = page.getByRole('form', { name: 'Quote request' });
      const shownAt = Date.now();
      const buyer = {
        name: `Meera ${unique}`,
        company: 'Iyer Tractors Pvt Ltd',
        email: `meera.${unique.toLowerCase()}@example.com`,
        phone: '+91 98450 11111',
        country: 'India',
        message: 'Annual volume 12,000; first lot in March.',
      };
      await form.getByLabel('Name').fill(buyer.name);
      await form.getByLabel('Company').fill(buyer.company);
      await form.getByLabel('Email').fill(buyer.email);
      await form.getByLabel('Phone').fill(buyer.phone);
      await form.getByLabel('Country').fill(buyer.country);
      await form.getByLabel('Message').fill(buyer.message);
      const drawings = form.getByLabel('Drawings');
      const html: TestFile = {
        name: 'not-a-drawing.dxf',
        mimeType: 'application/octet-stream',
        buffer: Buffer.from('<!doctype html><title>x</title><script>alert(1)</script>'),
      };
      await drawings.setInputFiles([html]);
      await expect(form.getByText(QUOTE_MESSAGES.drawingType(html.name))).toBeVisible();
      // A CAD file of each kind the buyer's tools write: STEP on the phone, DXF on the desktop.
      const dxf = width < 768 ? stepFile(`gear-${unique}.step`) : dxfFile(`gear-${unique}.dxf`);
      const pdf = pdfFile(`SG-14 rev B ${unique}.pdf`, { padTo: 300_000 });
      await drawings.setInputFiles([dxf, pdf]);
      const attached = form.getByRole('list', { name: 'Attached drawings' });
      await expect(attached.getByRole('listitem')).toHaveCount(2);
      await expect(attached.getByRole('button', { name: `Remove ${dxf.name}` })).toBeVisible();
      await expect(attached.getByRole('button', { name: `Remove ${pdf.name}` })).toBeVisible();

      // At 375 px nothing scrolls sideways, and the chat button never covers the send button.
      const send = form.getByRole('button', { name: 'Send Quote Request' });
      await send.scrollIntoViewIfNeeded();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      const chat = page.getByRole('link', { name: /^Chat with us on WhatsApp/ });
      if (await chat.isVisible()) expect(await boxesOverlap(send, chat)).toBe(false);

      await waitLikeAPerson(page, shownAt);
      const sent = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' && response.url().endsWith('/backend/api/quote'),
      );
      await send.click();
      expect((await sent).status()).toBe(201);
      await expect(page.getByRole('status').filter({ hasText: QUOTE_MESSAGES.sent })).toBeVisible();
      await expect(lines(page)).toHaveCount(0);
      await expect.poll(() => headerCount(page)).toBe(0);

      // 5. The owner: a 'Quote request' in the inbox with its lines and drawings.
      const token = await openAsAdmin(page, request, harness, '/admin/leads?type=quote');
      const row = page
        .getByRole('table', { name: 'Leads' })
        .locator('tbody tr')
        .filter({ has: page.getByRole('button', { name: buyer.name }) });
      await expect(row).toHaveCount(1);
      await expect(row.getByText('Quote request')).toBeVisible();
      await expect(row.getByText('2 products, 2 drawings')).toBeVisible();
      await row.getByRole('button', { name: buyer.name }).click();
      const dialog = page.getByRole('dialog', { name: `Quote request from ${buyer.name}` });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(buyer.company)).toBeVisible();
      const products = dialog.getByRole('table', { name: 'Products' });
      const firstRow = products.getByRole('row').filter({ hasText: first.title });
      await expect(firstRow.getByRole('cell', { name: '250', exact: true })).toBeVisible();
      await expect(firstRow.getByText(`EN-19, drawing ${unique}`)).toBeVisible();
      await expect(products.getByRole('row').filter({ hasText: third.title })).toHaveCount(1);
      await expect(products.getByRole('row').filter({ hasText: second.title })).toHaveCount(0);

      const downloading = page.waitForEvent('download');
      await dialog.getByRole('button', { name: `Download ${pdf.name}` }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(pdf.name);
      expect((await readFile(await download.path())).equals(pdf.buffer)).toBe(true);

      // The drawing is the admin's only: no token, no file; and it is nowhere under /uploads.
      const leads = await request.get(
        `/backend/api/leads?type=quote&q=${encodeURIComponent(buyer.email)}`,
        { headers: bearer(token) },
      );
      const [lead] = LeadListResponseSchema.parse(await leads.json()).data;
      const attachment = lead?.quote?.attachments.find((item) => item.name === pdf.name);
      expect(attachment).toBeDefined();
      const path = `/backend/api/leads/${String(lead?.id)}/attachments/${attachment?.id ?? ''}`;
      expect((await request.get(path)).status()).toBe(401);
      const asAdmin = await request.get(path, { headers: bearer(token) });
      expect(asAdmin.status()).toBe(200);
      expect(asAdmin.headers()['content-disposition']).toMatch(/^attachment;/);
      expect(asAdmin.headers()['x-content-type-options']).toBe('nosniff');
      expect((await request.get(`/backend/uploads/${attachment?.id ?? ''}.pdf`)).status()).toBe(
        404,
      );
    });
  }

  test('the old link still works: /contact?product=… pre-fills the message, also without JavaScript', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(`/contact?product=${encodeURIComponent('Spur Gear')}`);
    await expect(
      page.getByRole('form', { name: 'Get In Touch!' }).getByLabel('Message'),
    ).toHaveValue('I would like a quote for: Spur Gear.');
    await context.close();
  });
});

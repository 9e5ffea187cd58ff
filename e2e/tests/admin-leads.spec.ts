import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { LEAD_CSV_COLUMNS, LeadListResponseSchema, type Lead } from '@gear/contract/leads-admin';
import { FORM_MIN_FILL_MS } from '@gear/contract/limits';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { bearer, openAsAdmin } from '../admin.ts';
import { expect, test } from '../fixtures.ts';
import { waitLikeAPerson } from '../human-pace.ts';
import { axeFindings } from '../axe.ts';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Admin' });
const leadsLink = (page: Page) => sidebar(page).getByRole('link', { name: /^Leads/ });
const leadsTable = (page: Page) => page.getByRole('table', { name: 'Leads' });
const dataRows = (page: Page) => leadsTable(page).locator('tbody tr');

/** The unread count the sidebar names ('Leads, 3 unread'), 0 when it names none. */
async function sidebarUnread(page: Page): Promise<number> {
  const name = (await leadsLink(page).getAttribute('aria-label')) ?? 'Leads';
  const match = /^Leads, (\d+) unread$/.exec(name);
  return match ? Number(match[1]) : 0;
}

/** The stored leads whose name, e-mail or phone contains `q`, through the admin API. */
async function findLeads(request: APIRequestContext, token: string, q: string): Promise<Lead[]> {
  const answer = await request.get(`/backend/api/leads?q=${encodeURIComponent(q)}`, {
    headers: bearer(token),
  });
  expect(answer.status()).toBe(200);
  return LeadListResponseSchema.parse(await answer.json()).data;
}

test.describe('admin leads inbox', () => {
  test('a visitor’s message becomes a lead: opened (read), marked contacted, filtered and exported', async ({
    page,
    request,
    harness,
  }) => {
    test.setTimeout(90_000);
    const unique = `Lead${String(Date.now())}`;
    const visitor = {
      name: `Ravi ${unique}`,
      email: `ravi.${unique.toLowerCase()}@example.com`,
      phone: '+91 98250 12345',
      message: `Please quote 200 spur gears.\nModule 2, EN-19.`,
    };
    // A lead whose name a spreadsheet would run as a formula (sent as another client would).
    const formulaName = `=1+2 ${unique}`;
    const formula = await request.post('/backend/api/inquiry/c', {
      data: {
        name: formulaName,
        email: `formula.${unique.toLowerCase()}@example.com`,
        contact: '+91 98250 54321',
        message: 'A formula in the name.',
        website: '',
        elapsedMs: FORM_MIN_FILL_MS + 500,
      },
    });
    expect(formula.status()).toBe(200);

    // The visitor sends the contact form on the public site, at a person's pace.
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Get In Touch!' });
    await expect(form.getByLabel('Name')).toBeVisible();
    const shownAt = Date.now();
    await form.getByLabel('Name').fill(visitor.name);
    await form.getByLabel('Email').fill(visitor.email);
    await form.getByLabel('Phone').fill(visitor.phone);
    await form.getByLabel('Message').fill(visitor.message);
    await waitLikeAPerson(page, shownAt);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('status')).toHaveText('Your message has been sent successfully!');

    // The admin's inbox: the message is first, marked unread in words, and counted in the sidebar.
    const token = await openAsAdmin(page, request, harness, '/admin/leads');
    await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
    const first = dataRows(page).first();
    await expect(first.getByRole('button', { name: visitor.name })).toBeVisible();
    await expect(first.getByText('Unread', { exact: true })).toBeVisible();
    await expect(first.getByText('Contact message')).toBeVisible();
    await expect(first.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    await expect(leadsLink(page)).toHaveAccessibleName(/^Leads, \d+ unread$/);
    const unreadBefore = await sidebarUnread(page);
    expect(unreadBefore).toBeGreaterThanOrEqual(2);

    // Opening it shows every field (the message as text, with its line break) and marks it read.
    const markedRead = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' &&
        /\/backend\/api\/leads\/\d+$/.test(response.url()),
    );
    await first.getByRole('button', { name: visitor.name }).click();
    const dialog = page.getByRole('dialog', { name: `Contact message from ${visitor.name}` });
    await expect(dialog).toBeVisible();
    expect((await markedRead).status()).toBe(200);
    await expect(dialog.getByRole('link', { name: visitor.email })).toHaveAttribute(
      'href',
      `mailto:${visitor.email}`,
    );
    await expect(dialog.getByRole('link', { name: visitor.phone })).toHaveAttribute(
      'href',
      'tel:+919825012345',
    );
    expect(await dialog.getByText('Please quote 200 spur gears.').textContent()).toBe(
      visitor.message,
    );
    // The sidebar's count drops (other specs may add leads meanwhile: compare, not equate).
    await expect.poll(() => sidebarUnread(page)).toBeLessThan(unreadBefore);

    // Status Contacted: a notice, and it stays after a reload.
    await dialog.getByLabel('Status').selectOption({ label: 'Contacted' });
    await expect(
      page.getByRole('alert').filter({ hasText: ADMIN_MESSAGES.leadUpdated }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.reload();
    const row = dataRows(page).filter({ has: page.getByRole('button', { name: visitor.name }) });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell', { name: 'Contacted' })).toBeVisible();
    await expect(row.getByText('Unread', { exact: true })).toHaveCount(0);

    // The formula lead is contacted too (through the API), so the filter below matches both.
    const [formulaLead] = (await findLeads(request, token, unique)).filter(
      (lead) => lead.name === formulaName,
    );
    expect(formulaLead, 'the lead sent through the API is stored').toBeDefined();
    const patched = await request.patch(`/backend/api/leads/${String(formulaLead?.id)}`, {
      headers: bearer(token),
      data: { status: 'contacted' },
    });
    expect(patched.status()).toBe(200);

    // Filter: Status=Contacted and the unique name; the address keeps it.
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Contacted' });
    await page.getByLabel(/^Search/).fill(unique);
    await expect(page).toHaveURL(new RegExp(`status=contacted.*q=${unique}`));
    await expect(page.getByText('2 leads', { exact: true })).toBeVisible();
    await expect(dataRows(page)).toHaveCount(2);
    await page.reload();
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('contacted');
    await expect(page.getByLabel(/^Search/)).toHaveValue(unique);
    await expect(dataRows(page)).toHaveCount(2);

    // Export CSV: exactly this filter, UTF-8 with a BOM, formulas neutralised.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.subarray(3).toString('utf8');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(LEAD_CSV_COLUMNS.join(','));
    // Two leads (the visitor's message has a line break inside its quoted cell) and a final CRLF.
    expect(csv).toContain(`,contact,contacted,`);
    // One column per field; a phone starting with + is neutralised like a formula.
    expect(csv).toContain(
      `,${visitor.name},${visitor.email},'${visitor.phone},"Please quote 200 spur gears.`,
    );
    expect(csv).toContain(`,inquiry,contacted,`);
    expect(csv).toContain(`,'${formulaName},`);
    expect(csv).not.toContain(`,${formulaName},`);
    expect(csv.match(/\r\n\d+,(contact|inquiry|brochure),/g)).toHaveLength(2);
  });

  for (const width of [375, 1280] as const) {
    test(`at ${String(width)}px: no axe findings on the list and the open lead, no sideways scroll`, async ({
      page,
      request,
      harness,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openAsAdmin(page, request, harness, '/admin/leads');
      await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
      await expect(dataRows(page).first().getByRole('button')).toBeVisible();
      await expect(page.getByText(ADMIN_MESSAGES.loadingLeads)).toHaveCount(0);
      expect(await axeFindings(page)).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, 'no sideways scrolling of the whole page').toBeLessThanOrEqual(0);
      const cells = dataRows(page).first().locator('td');
      const nameBox = await cells.nth(0).boundingBox();
      const typeBox = await cells.nth(1).boundingBox();
      if (width === 375) {
        // Stacked cards: a row's cells one below the other.
        expect(typeBox?.y).toBeGreaterThan((nameBox?.y ?? 0) + 1);
      } else {
        // A table: a row's cells side by side.
        expect(typeBox?.y).toBe(nameBox?.y);
      }

      await dataRows(page).first().getByRole('button').first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByLabel('Status')).toBeVisible();
      // Focus is inside the dialog (on its close button).
      await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
      expect(await axeFindings(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
  }

  test('a backend without leads (404): the page says so, no badge, the rest keeps working', async ({
    page,
    request,
    harness,
  }) => {
    await page.route(/\/backend\/api\/leads(\/|\?|$)/, (route) =>
      route.fulfill({ status: 404, json: { success: false, error: 'Not found' } }),
    );
    await openAsAdmin(page, request, harness, '/admin/leads');
    await expect(page.getByText(ADMIN_MESSAGES.leadsUnsupported)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Leads' })).toHaveCount(0);
    await expect(leadsLink(page)).toHaveAccessibleName('Leads');
    await expect(page.getByRole('alert')).toHaveCount(0);

    await sidebar(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to the Admin Dashboard' }),
    ).toBeVisible();
    await sidebar(page).getByRole('link', { name: 'Gallery Manage', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Gallery' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Uploaded Images' })).toBeVisible();
    await expect(leadsLink(page)).toHaveAccessibleName('Leads');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

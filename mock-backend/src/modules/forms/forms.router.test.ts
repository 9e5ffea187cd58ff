import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERRORS, PUBLIC_MESSAGES, VALIDATION } from '@gear/contract/messages';
import { startTestApp, type TestApp } from '../../test-utils/test-app.ts';
import { errorOf } from '../../test-utils/bodies.ts';
import { closedPort } from '../../test-utils/net.ts';

const brochure = { name: 'Asha Patel', email: 'asha@example.com', contact: '+91 98765 43210' };
const contact = {
  name: 'Ravi',
  email: 'ravi@example.com',
  phone: '0281-2345678',
  message: 'Need 40 spur gears.\nModule 2.',
};
const inquiry = {
  name: 'Meera',
  email: 'meera@example.com',
  contact: '9876543210',
  message: 'Price for helical gears?',
};

describe('public forms (outbox mail)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.destroy());

  const outbox = async () => {
    try {
      return (await readdir(t.handle.paths.outboxDir)).filter((name) => name.endsWith('.eml'));
    } catch {
      return [];
    }
  };

  it('POST /api/send-email stores the lead, then writes the mail to the outbox', async () => {
    const response = await t.api().post('/api/send-email').send(brochure).expect(200);
    expect(response.body).toEqual({ success: true, message: PUBLIC_MESSAGES.brochureSuccess });
    const lead = t.handle.store.read().leads.at(-1);
    expect(lead).toMatchObject({
      kind: 'brochure',
      name: 'Asha Patel',
      email: 'asha@example.com',
      phone: '+91 98765 43210',
    });
    await t.handle.tasks.idle();
    expect(t.handle.store.read().leads.at(-1)?.mail_status).toBe('sent');
    const files = await outbox();
    expect(files).toHaveLength(1);
    const eml = await readFile(path.join(t.handle.paths.outboxDir, files[0] ?? ''), 'utf8');
    expect(eml).toMatch(/^To: sales@example\.com\r?$/m);
    expect(eml).toMatch(/^Reply-To: Asha Patel <asha@example\.com>\r?$/m);
    expect(eml).toMatch(/^Subject: E-brochure requested by Asha Patel\r?$/m);
  });

  it('POST /api/contact and POST /api/inquiry/c answer the spec success message', async () => {
    expect((await t.api().post('/api/contact').send(contact).expect(200)).body).toEqual({
      success: true,
      message: PUBLIC_MESSAGES.formSent,
    });
    expect((await t.api().post('/api/inquiry/c').send(inquiry).expect(200)).body).toEqual({
      success: true,
      message: PUBLIC_MESSAGES.formSent,
    });
    await t.handle.tasks.idle();
    const kinds = t.handle.store.read().leads.map((lead) => [lead.kind, lead.mail_status]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['contact', 'sent'],
        ['inquiry', 'sent'],
      ]),
    );
    expect(t.handle.store.read().leads.find((lead) => lead.kind === 'contact')?.message).toBe(
      contact.message,
    );
  });

  it('answers 400 with the first issue message', async () => {
    const cases: [string, object, string][] = [
      ['/api/send-email', { name: '', email: '', contact: '' }, VALIDATION.brochureFieldsRequired],
      ['/api/send-email', { ...brochure, email: 'nope' }, VALIDATION.emailInvalid],
      ['/api/contact', { ...contact, name: ' ' }, VALIDATION.nameRequired],
      ['/api/contact', { ...contact, phone: 'abc' }, VALIDATION.phoneInvalid],
      ['/api/inquiry/c', { ...inquiry, message: '' }, VALIDATION.messageRequired],
      ['/api/inquiry/c', {}, VALIDATION.nameRequired],
    ];
    for (const [url, body, message] of cases) {
      expect.soft((await t.api().post(url).send(body).expect(400)).body).toEqual({
        success: false,
        error: message,
      });
    }
  });

  it('never lets CR/LF reach a header and refuses unknown keys', async () => {
    const before = t.handle.store.read().leads.length;
    await t
      .api()
      .post('/api/inquiry/c')
      .send({ ...inquiry, name: 'X\r\nBcc: victim@example.com' })
      .expect(400);
    await t
      .api()
      .post('/api/send-email')
      .send({ ...brochure, email: 'a@b.co\nBcc: c@d.co' })
      .expect(400);
    await t
      .api()
      .post('/api/contact')
      .send({ ...contact, id: 3 })
      .expect(400);
    await t
      .api()
      .post('/api/contact')
      .set('Content-Type', 'application/json')
      .send('{"__proto__":{"x":1},"name":"a"}')
      .expect(400);
    expect(t.handle.store.read().leads.length).toBe(before);
  });

  it('answers 415 for a non-JSON body, 400 for malformed JSON and 413 for a huge one', async () => {
    expect(
      errorOf(await t.api().post('/api/contact').type('form').send('name=a').expect(415)),
    ).toBe(API_ERRORS.unsupportedMediaType);
    expect(
      errorOf(
        await t
          .api()
          .post('/api/contact')
          .set('Content-Type', 'application/json')
          .send('{"name":')
          .expect(400),
      ),
    ).toBe(API_ERRORS.invalidJson);
    expect(
      errorOf(
        await t
          .api()
          .post('/api/contact')
          .send({ ...contact, message: 'x'.repeat(40 * 1024) })
          .expect(413),
      ),
    ).toBe(API_ERRORS.bodyTooLarge);
  });
});

describe('public forms with an unreachable SMTP server', () => {
  it('still stores the lead and answers 200; the lead is marked failed', async () => {
    const t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
    try {
      await t.api().post('/api/inquiry/c').send(inquiry).expect(200);
      await t.handle.tasks.idle();
      const [lead] = t.handle.store.read().leads;
      expect(lead).toMatchObject({ kind: 'inquiry', email: inquiry.email, mail_status: 'failed' });
      expect(lead?.mail_error).toBeTruthy();
      await t.restart();
      expect(t.handle.store.read().leads).toHaveLength(1);
    } finally {
      await t.destroy();
    }
  });
});

describe('per-IP limit on public forms', () => {
  it('answers 429 with Retry-After once the window is used up', async () => {
    const t = await startTestApp({ FORM_RATE_LIMIT: '2' });
    try {
      await t.api().post('/api/contact').send(contact).expect(200);
      await t.api().post('/api/send-email').send(brochure).expect(200);
      const limited = await t.api().post('/api/inquiry/c').send(inquiry).expect(429);
      expect(limited.body).toEqual({ success: false, error: API_ERRORS.tooManyRequests });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      await t
        .api()
        .post('/api/inquiry/c')
        .set('X-Forwarded-For', '203.0.113.9')
        .send(inquiry)
        .expect(200);
      await t.handle.tasks.idle();
    } finally {
      await t.destroy();
    }
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  BROCHURE_DOWNLOAD_FILE_NAME,
  BROCHURE_LINK_MESSAGES,
  BrochureLinkResponseSchema,
  BrochureRequestResponseSchema,
} from '@gear/contract/brochure-links';
import { PUBLIC_MESSAGES } from '@gear/contract/messages';
import { makePdf, makePng, pdf, png } from '../../test-utils/fixtures.ts';
import { startTestApp, type TestApp } from '../../test-utils/test-app.ts';
import { ebrochureOf, errorOf } from '../../test-utils/bodies.ts';

const visitor = { name: 'Asha Patel', email: 'asha@example.com', contact: '+91 98765 43210' };

const GatedRecordSchema = z.strictObject({
  cover_image: z.string(),
  pdf_available: z.literal(true),
  updated_at: z.string(),
  variants: z.record(z.string(), z.array(z.unknown())).optional(),
});
const AdminRecordSchema = z.object({
  cover_image: z.string(),
  pdf_file: z.string(),
  pdf_available: z.literal(true),
});

/** A started app with a brochure; `env` decides gating. */
async function withBrochure(env: Record<string, string>) {
  const t = await startTestApp(env);
  const token = await t.token();
  const created = await t
    .api()
    .post('/api/ebrochure')
    .set('Authorization', `Bearer ${token}`)
    .attach('cover_image', await makePng(), png())
    .attach('pdf_file', makePdf(), pdf())
    .expect(201);
  return { t, token, stored: ebrochureOf(created) };
}

/** The stored PDF's URL, read from the database (gating hides it from the API). */
const storedPdf = (t: TestApp) => {
  const [record] = t.handle.store.read().ebrochure;
  if (!record) throw new Error('no brochure stored');
  return record.pdf_file;
};

/** GET of a link; a PDF answer's body is a Buffer, an error's the usual JSON. */
const download = (t: TestApp, url: string) => t.api().get(url);
const downloadPdf = (t: TestApp, url: string) => t.api().get(url).responseType('blob');

describe('brochure gating off (SPEC behaviour)', () => {
  let t: TestApp;
  beforeAll(async () => {
    ({ t } = await withBrochure({}));
  });
  afterAll(() => t.destroy());

  it('shows the PDF address, serves it from /uploads and answers the request without a link', async () => {
    const record = (await t.api().get('/api/ebrochure').expect(200)).body as unknown;
    expect(record).toMatchObject({ pdf_file: storedPdf(t) });
    expect(record).not.toHaveProperty('pdf_available');
    await t.api().get(storedPdf(t)).expect(200).expect('Content-Type', 'application/pdf');
    const answer = await t.api().post('/api/send-email').send(visitor).expect(200);
    expect(answer.body).toEqual({ success: true, message: PUBLIC_MESSAGES.brochureSuccess });
  });
});

describe('brochure gating on (BROCHURE_GATED=true)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    ({ t, token } = await withBrochure({ BROCHURE_GATED: 'true' }));
  });
  afterAll(() => t.destroy());
  afterEach(() => {
    vi.useRealTimers();
  });

  const auth = () => ({ Authorization: `Bearer ${token}` });
  const requestLink = async (body: object = visitor) =>
    BrochureRequestResponseSchema.parse(
      (await t.api().post('/api/send-email').send(body).expect(200)).body,
    );

  it('tells anonymous readers a PDF exists, not where, and never serves it from /uploads', async () => {
    const response = await t.api().get('/api/ebrochure').expect(200);
    const record = GatedRecordSchema.parse(response.body);
    expect(record.cover_image).toMatch(/^\/uploads\/.+\.png$/);
    expect(response.headers.vary).toMatch(/Authorization/);
    // Same 404 as a file that does not exist, for GET and HEAD.
    const hidden = await t.api().get(storedPdf(t)).expect(404);
    const unknown = await t.api().get('/uploads/does-not-exist.pdf').expect(404);
    expect(hidden.body).toEqual(unknown.body);
    await t.api().head(storedPdf(t)).expect(404);
    // The cover is still public.
    await t.api().get(record.cover_image).expect(200);
  });

  it("gives an admin the PDF as a signed link ('View PDF' works), also after a save", async () => {
    const record = AdminRecordSchema.parse(
      (await t.api().get('/api/ebrochure').set(auth()).expect(200)).body,
    );
    expect(record.pdf_file).toMatch(/^\/api\/ebrochure\/download\?exp=\d+&sig=[\w-]+$/);
    await download(t, record.pdf_file).expect(200).expect('Content-Type', 'application/pdf');
    // A stale token reads like an anonymous visitor (no 401 on a public page).
    const stale = await t
      .api()
      .get('/api/ebrochure')
      .set('Authorization', 'Bearer not.a.token')
      .expect(200);
    GatedRecordSchema.parse(stale.body);
  });

  it('answers a brochure request with a short-lived link that downloads the catalogue', async () => {
    const before = Date.now();
    const answer = await requestLink();
    expect(answer).toMatchObject({ success: true, message: PUBLIC_MESSAGES.brochureSuccess });
    expect(answer.download_url).toMatch(/^\/api\/ebrochure\/download\?exp=\d+&sig=[\w-]+$/);
    const expires = Date.parse(answer.expires_at ?? '');
    expect(expires - before).toBeGreaterThan(590_000);
    expect(expires - before).toBeLessThanOrEqual(601_000);
    expect(answer.visitor_pass).toMatch(/^[\w-]{40,}$/);
    expect(t.handle.store.read().leads.at(-1)).toMatchObject({ email: visitor.email });

    const file = await downloadPdf(t, answer.download_url ?? '').expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="${BROCHURE_DOWNLOAD_FILE_NAME}"`,
    );
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.isBuffer(file.body)).toBe(true);
    expect((file.body as Buffer).equals(makePdf())).toBe(true);
  });

  it('answers 410 once the link has expired', async () => {
    const { download_url } = await requestLink();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 601_000 });
    const expired = await download(t, download_url ?? '').expect(410);
    expect(expired.body).toEqual({
      success: false,
      error: BROCHURE_LINK_MESSAGES.linkExpired,
    });
  });

  it('answers 403 for a missing, malformed or tampered signature or expiry', async () => {
    const { download_url = '' } = await requestLink();
    const url = new URL(download_url, 'http://x');
    const exp = url.searchParams.get('exp') ?? '';
    const sig = url.searchParams.get('sig') ?? '';
    const flipped = `${sig.slice(0, -2)}${sig.at(-2) === 'A' ? 'B' : 'A'}${sig.at(-1) ?? ''}`;
    const bad = [
      '/api/ebrochure/download',
      `/api/ebrochure/download?exp=${exp}`,
      `/api/ebrochure/download?sig=${sig}`,
      `/api/ebrochure/download?exp=${exp}&sig=${flipped}`,
      `/api/ebrochure/download?exp=${String(Number(exp) + 3600)}&sig=${sig}`,
      `/api/ebrochure/download?exp=${exp}&sig=${sig}&sig=${sig}`,
      `/api/ebrochure/download?exp=-1&sig=${sig}`,
    ];
    for (const path of bad) {
      const response = await download(t, path).expect(403);
      expect.soft(response.body).toEqual({
        success: false,
        error: BROCHURE_LINK_MESSAGES.linkInvalid,
      });
    }
  });

  it('exchanges a visitor pass for a fresh link without a new lead; a bad pass is 403', async () => {
    const { visitor_pass } = await requestLink();
    const leads = t.handle.store.read().leads.length;
    const fresh = BrochureLinkResponseSchema.parse(
      (await t.api().post('/api/ebrochure/link').send({ pass: visitor_pass }).expect(200)).body,
    );
    await download(t, fresh.download_url).expect(200);
    expect(t.handle.store.read().leads).toHaveLength(leads);

    const pass = visitor_pass ?? '';
    const tampered = `${pass.slice(0, 10)}${pass[10] === 'A' ? 'B' : 'A'}${pass.slice(11)}`;
    for (const bad of [tampered, 'abc', `${pass}x`]) {
      const response = await t.api().post('/api/ebrochure/link').send({ pass: bad }).expect(403);
      expect.soft(errorOf(response)).toBe(BROCHURE_LINK_MESSAGES.passInvalid);
    }
    await t.api().post('/api/ebrochure/link').send({}).expect(400);

    // Passes live 180 days.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 181 * 24 * 3600 * 1000 });
    await t.api().post('/api/ebrochure/link').send({ pass }).expect(403);
  });

  it('answers a dropped (spam) submission with the same shape, but stores nothing and its pass never redeems', async () => {
    const leads = t.handle.store.read().leads.length;
    const dropped = await requestLink({ ...visitor, website: 'https://spam.example' });
    expect(Object.keys(dropped).sort()).toEqual(
      ['download_url', 'expires_at', 'message', 'success', 'visitor_pass'].sort(),
    );
    expect(t.handle.store.read().leads).toHaveLength(leads);
    await t.api().post('/api/ebrochure/link').send({ pass: dropped.visitor_pass }).expect(403);
  });

  it('voids old links when the PDF is replaced, and answers 404 without a brochure', async () => {
    const { download_url = '', visitor_pass } = await requestLink();
    await t
      .api()
      .post('/api/ebrochure')
      .set(auth())
      .attach('pdf_file', makePdf(), pdf('v2.pdf'))
      .expect(200);
    await download(t, download_url).expect(403);
    await t.api().get(storedPdf(t)).expect(404);
    // The pass still works: it is bound to the lead, not to the file.
    const fresh = BrochureLinkResponseSchema.parse(
      (await t.api().post('/api/ebrochure/link').send({ pass: visitor_pass }).expect(200)).body,
    );
    await download(t, fresh.download_url).expect(200);

    await t.api().delete('/api/ebrochure').set(auth()).expect(200);
    expect(errorOf(await download(t, fresh.download_url).expect(404))).toBe(
      PUBLIC_MESSAGES.noBrochure,
    );
    await t.api().post('/api/ebrochure/link').send({ pass: visitor_pass }).expect(404);
    const answer = await requestLink();
    expect(answer.download_url).toBeUndefined();
    expect(answer.visitor_pass).toBeDefined();
    expect((await t.api().get('/api/ebrochure').expect(200)).body).toBeNull();
  });
});

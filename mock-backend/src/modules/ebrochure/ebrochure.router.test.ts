import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROCHURE_DOWNLOAD_FILE_NAME } from '@gear/contract/brochure-constants';
import { ADMIN_MESSAGES, VALIDATION } from '@gear/contract/messages';
import { exactlyAtCap, makePdf, makePng, oversize, pdf, png } from '../../test-utils/fixtures.ts';
import { startTestApp, type TestApp } from '../../test-utils/test-app.ts';
import { errorOf, ebrochureOf, ebrochureBodyOf } from '../../test-utils/bodies.ts';

let t: TestApp;
let token: string;
let pngBytes: Buffer;

beforeAll(async () => {
  t = await startTestApp();
  token = await t.token();
  pngBytes = await makePng();
});
afterAll(() => t.destroy());

const auth = () => ({ Authorization: `Bearer ${token}` });
const post = () => t.api().post('/api/ebrochure').set(auth());

describe('e-brochure', () => {
  it('answers null while none exists', async () => {
    const response = await t.api().get('/api/ebrochure').expect(200);
    expect(response.body).toBeNull();
    expect(response.text).toBe('null');
  });

  it('needs both files for a new brochure', async () => {
    for (const req of [
      post(),
      post().attach('cover_image', pngBytes, png()),
      post().attach('pdf_file', makePdf(), pdf()),
    ]) {
      expect.soft((await req.expect(400)).body).toEqual({
        success: false,
        error: VALIDATION.ebrochureBothRequired,
      });
    }
    expect(await t.uploads()).toEqual([]);
  });

  it('refuses wrong types, wrong bytes and oversize files with the spec messages', async () => {
    const cases = [
      [
        post().attach('cover_image', makePdf(), pdf()).attach('pdf_file', makePdf(), pdf()),
        400,
        VALIDATION.coverImageType,
      ],
      [
        post().attach('cover_image', pngBytes, png()).attach('pdf_file', pngBytes, png('x.png')),
        400,
        VALIDATION.pdfType,
      ],
      [
        post()
          .attach('cover_image', pngBytes, png())
          .attach('pdf_file', Buffer.from('MZ...exe'), pdf('evil.pdf')),
        400,
        VALIDATION.pdfType,
      ],
      [
        post().attach('cover_image', oversize('png'), png()).attach('pdf_file', makePdf(), pdf()),
        413,
        VALIDATION.coverImageSize,
      ],
      [
        post().attach('cover_image', pngBytes, png()).attach('pdf_file', oversize('pdf'), pdf()),
        413,
        VALIDATION.pdfSize,
      ],
    ] as const;
    for (const [req, status, message] of cases) {
      expect.soft((await req.expect(status)).body).toEqual({ success: false, error: message });
    }
    expect(await t.uploads()).toEqual([]);
    expect(await t.temps()).toEqual([]);
  });

  it('accepts a PDF of exactly 20 MiB', async () => {
    await post()
      .attach('cover_image', pngBytes, png())
      .attach('pdf_file', exactlyAtCap('pdf'), pdf())
      .expect(201);
    await t.api().delete('/api/ebrochure').set(auth()).expect(200);
    expect(await t.uploads()).toEqual([]);
  });

  it('creates, serves, updates one file at a time and deletes the brochure', async () => {
    const created = await post()
      .attach('cover_image', pngBytes, png())
      .attach('pdf_file', makePdf(), pdf())
      .expect(201);
    expect(created.body).toMatchObject({ success: true, message: ADMIN_MESSAGES.ebrochureAdded });
    expect(ebrochureOf(created).cover_image).toMatch(/\.png$/);
    expect(ebrochureOf(created).pdf_file).toMatch(/\.pdf$/);
    const record = ebrochureBodyOf(await t.api().get('/api/ebrochure').set(auth()).expect(200));
    expect(record).toEqual(ebrochureOf(created));

    const file = await t.api().get(record.pdf_file).expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    // Saved under the catalogue's name, never the stored random one (issue 14).
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="${BROCHURE_DOWNLOAD_FILE_NAME}"`,
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');

    expect(errorOf(await post().expect(400))).toBe(VALIDATION.ebrochureOneRequired);

    const updated = await post().attach('pdf_file', makePdf(), pdf('v2.pdf')).expect(200);
    expect(updated.body).toMatchObject({
      success: true,
      message: ADMIN_MESSAGES.ebrochureUpdated,
      data: { cover_image: record.cover_image },
    });
    expect(ebrochureOf(updated).pdf_file).not.toBe(record.pdf_file);
    expect((await t.uploads()).sort()).toEqual(
      [path.basename(record.cover_image), path.basename(ebrochureOf(updated).pdf_file)].sort(),
    );

    expect((await t.api().delete('/api/ebrochure').set(auth()).expect(200)).body).toEqual({
      success: true,
      message: ADMIN_MESSAGES.ebrochureDeleted,
    });
    expect(await t.uploads()).toEqual([]);
    expect((await t.api().get('/api/ebrochure').expect(200)).body).toBeNull();
    expect(errorOf(await t.api().delete('/api/ebrochure').set(auth()).expect(404))).toBe(
      ADMIN_MESSAGES.ebrochureNotFound,
    );
  });
});

import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_GALLERY_FILES_PER_UPLOAD } from '@gear/contract/limits';
import { ADMIN_MESSAGES, API_ERRORS, VALIDATION } from '@gear/contract/messages';
import { gif, jpeg, makeGif, makeJpeg, makePng, oversize, png } from '../../test-utils/fixtures.ts';
import { startTestApp, type TestApp } from '../../test-utils/test-app.ts';
import {
  errorOf,
  successOf,
  galleryItemsOf,
  galleryListOf,
  updatedItemOf,
} from '../../test-utils/bodies.ts';

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
const upload = () => t.api().post('/gallery/upload').set(auth());
async function uploadOne() {
  const [item] = galleryItemsOf(await upload().attach('images', pngBytes, png()).expect(201));
  if (!item) throw new Error('no item');
  return item;
}

describe('POST /gallery/upload', () => {
  it('stores several images and lists them', async () => {
    const response = await upload()
      .attach('images', pngBytes, png('a.png'))
      .attach('images', await makeJpeg(), jpeg('b.jpg'))
      .attach('images', await makeGif(), gif('c.gif'))
      .expect(201);
    expect(response.body).toMatchObject({ success: true, message: ADMIN_MESSAGES.galleryUploaded });
    expect(galleryItemsOf(response)).toHaveLength(3);
    expect(galleryItemsOf(response).map((item) => path.extname(item.image))).toEqual([
      '.png',
      '.jpg',
      '.gif',
    ]);
    const list = await t.api().get('/gallery/').expect(200);
    // strict schema: exactly { id, image }
    expect(galleryListOf(list)).toEqual(expect.arrayContaining(galleryItemsOf(response)));
    await t.api().get('/gallery').expect(200);
  });

  it('needs at least one image', async () => {
    expect((await upload().expect(400)).body).toEqual({
      success: false,
      error: VALIDATION.gallerySelectAtLeastOne,
    });
    expect(successOf(await upload().field('note', 'x').expect(400))).toBe(false);
  });

  it('names the file in type and size errors and keeps nothing of the batch', async () => {
    const before = await t.uploads();
    const wrongType = await upload()
      .attach('images', pngBytes, png('ok.png'))
      .attach('images', Buffer.from('<svg/>'), {
        filename: 'logo.svg',
        contentType: 'image/svg+xml',
      })
      .expect(400);
    expect(errorOf(wrongType)).toBe(VALIDATION.galleryImageType('logo.svg'));
    const wrongBytes = await upload()
      .attach('images', pngBytes, png('ok.png'))
      .attach('images', Buffer.from('%PDF-1.4 hidden'), png('sneaky.png'))
      .expect(400);
    expect(errorOf(wrongBytes)).toBe(VALIDATION.galleryImageType('sneaky.png'));
    const big = await upload()
      .attach('images', pngBytes, png('ok.png'))
      .attach('images', oversize('png'), png('huge.png'))
      .expect(413);
    expect(errorOf(big)).toBe(VALIDATION.galleryImageSize('huge.png'));
    expect((await t.uploads()).sort()).toEqual(before.sort());
    expect(await t.temps()).toEqual([]);
  });

  it(`accepts at most ${MAX_GALLERY_FILES_PER_UPLOAD} files per upload`, async () => {
    const before = await t.uploads();
    let req = upload();
    for (let i = 0; i <= MAX_GALLERY_FILES_PER_UPLOAD; i += 1)
      req = req.attach('images', pngBytes, png(`${i}.png`));
    expect(errorOf(await req.expect(400))).toBe(API_ERRORS.tooManyFiles);
    expect((await t.uploads()).sort()).toEqual(before.sort());
    expect(await t.temps()).toEqual([]);
  });

  it('refuses an unexpected file field', async () => {
    const response = await upload().attach('image', pngBytes, png()).expect(400);
    expect(errorOf(response)).toBe(API_ERRORS.unexpectedFile);
    expect(await t.temps()).toEqual([]);
  });
});

describe('PUT /gallery/:id', () => {
  it('replaces the image, answers updatedItem and removes the old file', async () => {
    const item = await uploadOne();
    const response = await t
      .api()
      .put(`/gallery/${item.id}`)
      .set(auth())
      .attach('images', await makeJpeg(), jpeg())
      .expect(200);
    expect(response.body).toMatchObject({ success: true, message: ADMIN_MESSAGES.galleryUpdated });
    expect(updatedItemOf(response).id).toBe(item.id);
    expect(updatedItemOf(response).image).toMatch(/\.jpg$/);
    expect(await t.uploads()).not.toContain(path.basename(item.image));
  });

  it('needs exactly one new file', async () => {
    const item = await uploadOne();
    expect(errorOf(await t.api().put(`/gallery/${item.id}`).set(auth()).expect(400))).toBe(
      VALIDATION.galleryUpdateNeedsFile,
    );
    const two = await t
      .api()
      .put(`/gallery/${item.id}`)
      .set(auth())
      .attach('images', pngBytes, png('1.png'))
      .attach('images', pngBytes, png('2.png'))
      .expect(400);
    expect(errorOf(two)).toBe(API_ERRORS.tooManyFiles);
    expect(await t.temps()).toEqual([]);
  });

  it('answers 404 for an unknown id without keeping the file', async () => {
    const before = await t.uploads();
    await t.api().put('/gallery/99999').set(auth()).attach('images', pngBytes, png()).expect(404);
    expect((await t.uploads()).sort()).toEqual(before.sort());
  });
});

describe('DELETE /gallery/:id', () => {
  it('deletes the item and its file', async () => {
    const item = await uploadOne();
    expect((await t.api().delete(`/gallery/${item.id}`).set(auth()).expect(200)).body).toEqual({
      success: true,
      message: ADMIN_MESSAGES.galleryDeleted,
    });
    expect(await t.uploads()).not.toContain(path.basename(item.image));
    expect(errorOf(await t.api().delete(`/gallery/${item.id}`).set(auth()).expect(404))).toBe(
      ADMIN_MESSAGES.galleryNotFound,
    );
  });
});

import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_FIELD_MAX_BYTES } from '@gear/contract/limits';
import { ADMIN_MESSAGES, API_ERRORS, VALIDATION } from '@gear/contract/messages';
import { jpeg, makeJpeg, makePng, oversize, png } from '../../test-utils/fixtures.ts';
import { startTestApp, type TestApp } from '../../test-utils/test-app.ts';
import { errorOf, successOf, productOf, productBodyOf } from '../../test-utils/bodies.ts';

let t: TestApp;
let token: string;
let pngBytes: Buffer;
let jpegBytes: Buffer;

beforeAll(async () => {
  t = await startTestApp();
  token = await t.token();
  pngBytes = await makePng();
  jpegBytes = await makeJpeg();
});
afterAll(() => t.destroy());

const auth = () => ({ Authorization: `Bearer ${token}` });
const name = (url: string | null) => path.basename(url ?? '');

function createProduct(
  fields: Record<string, string> = {},
  files: Record<string, Buffer> = { image: pngBytes },
) {
  let req = t.api().post('/api/subcategories').set(auth());
  const all = {
    title: 'Spur gear',
    description: '<p>Hardened <strong>EN-19</strong></p>',
    ...fields,
  };
  for (const [key, value] of Object.entries(all)) req = req.field(key, value);
  for (const [key, value] of Object.entries(files)) req = req.attach(key, value, png(`${key}.png`));
  return req;
}

describe('POST /api/subcategories', () => {
  it('creates a product with a main image and sub images', async () => {
    const response = await createProduct(
      {},
      { image: pngBytes, subimg2: pngBytes, subimg5: pngBytes },
    ).expect(201);
    expect(response.body).toMatchObject({ success: true, message: ADMIN_MESSAGES.productAdded });
    const data = productOf(response);
    expect(data).toMatchObject({
      title: 'Spur gear',
      description: '<p>Hardened <strong>EN-19</strong></p>',
      sub_image1: null,
      sub_image3: null,
      sub_image4: null,
      sub_image6: null,
    });
    for (const url of [data.product_image, data.sub_image2, data.sub_image5]) {
      expect.soft(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    }
  });

  it('sanitizes the description on write', async () => {
    const response = await createProduct({
      description:
        '<p onclick="x()">Gear<script>alert(1)</script><a href="javascript:alert(1)">l</a></p><iframe></iframe>',
    }).expect(201);
    expect(productOf(response).description).toBe('<p>Gear<a>l</a></p>');
  });

  it('answers the spec messages for missing fields and leaves no file behind', async () => {
    const before = (await t.uploads()).length;
    expect((await createProduct({ title: ' ' }).expect(400)).body).toEqual({
      success: false,
      error: VALIDATION.productTitleRequired,
    });
    expect(errorOf(await createProduct({ description: '<p><br></p>' }).expect(400))).toBe(
      VALIDATION.productDescriptionRequired,
    );
    expect(
      errorOf(await createProduct({ description: '<script>alert(1)</script>' }).expect(400)),
    ).toBe(VALIDATION.productDescriptionRequired);
    expect(errorOf(await createProduct({}, { subimg1: pngBytes }).expect(400))).toBe(
      VALIDATION.productMainImageRequired,
    );
    expect(
      successOf(await createProduct({ existingSubimg1: '/uploads/someone-elses.png' }).expect(400)),
    ).toBe(false);
    expect(successOf(await createProduct({ id: '5' }).expect(400))).toBe(false);
    expect((await t.uploads()).length).toBe(before);
    expect(await t.temps()).toEqual([]);
  });

  it('refuses a wrong sub image type, wrong bytes or an oversize file with no file left', async () => {
    const before = (await t.uploads()).length;
    const wrongType = await createProduct()
      .attach('subimg1', Buffer.from('GIF89a'), { filename: 'x.bmp', contentType: 'image/bmp' })
      .expect(400);
    expect(errorOf(wrongType)).toBe(VALIDATION.imageType);
    const wrongBytes = await createProduct(
      {},
      { image: pngBytes, subimg3: Buffer.from('not an image at all') },
    ).expect(400);
    expect(errorOf(wrongBytes)).toBe(VALIDATION.imageType);
    const big = await createProduct({}, { image: pngBytes, subimg6: oversize('png') }).expect(413);
    expect(errorOf(big)).toBe(VALIDATION.imageSize);
    expect((await t.uploads()).length).toBe(before);
    expect(await t.temps()).toEqual([]);
  });

  it('answers 413 for a description over the multipart field cap', async () => {
    const huge = `<p>${'x'.repeat(TEXT_FIELD_MAX_BYTES.product)}</p>`;
    const response = await createProduct({ description: huge }).expect(413);
    expect(errorOf(response)).toBe(API_ERRORS.bodyTooLarge);
  });
});

describe('GET /api/subcategories', () => {
  it('lists full products and returns one by id (public, a token is accepted too)', async () => {
    const created = productOf(await createProduct({ title: 'Listed' }).expect(201));
    const list = await t.api().get('/api/subcategories').expect(200);
    expect(list.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: created.id, title: 'Listed' })]),
    );
    const one = await t.api().get(`/api/subcategories/${created.id}`).set(auth()).expect(200);
    expect(one.body).toMatchObject({
      id: created.id,
      title: 'Listed',
      product_image: created.product_image,
      sub_image1: null,
    });
  });

  it('answers 404 for an unknown id and 400 for a non-numeric one', async () => {
    expect((await t.api().get('/api/subcategories/99999').expect(404)).body).toEqual({
      success: false,
      error: ADMIN_MESSAGES.productNotFound,
    });
    expect(errorOf(await t.api().get('/api/subcategories/abc').expect(400))).toBe(
      API_ERRORS.invalidId,
    );
    await t.api().get('/api/subcategories/1e3').expect(400);
  });
});

describe('PATCH /api/subcategories/:id', () => {
  it('keeps the main image, keeps sub images by URL, lets a new file win and clears the rest', async () => {
    const created = productOf(
      await createProduct(
        {},
        { image: pngBytes, subimg1: pngBytes, subimg2: pngBytes, subimg3: pngBytes },
      ).expect(201),
    );
    const response = await t
      .api()
      .patch(`/api/subcategories/${created.id}`)
      .set(auth())
      .field('title', 'Renamed')
      .field('description', '<p>New</p>')
      // slot 1: kept by root-relative URL with a cache-busting query
      .field('existingSubimg1', `${created.sub_image1}?t=123`)
      // slot 2: kept by the absolute URL the admin displayed (behind the /backend prefix), moved to slot 4
      .field('existingSubimg4', `http://localhost:8080/backend${created.sub_image2}`)
      // slot 3: a kept URL but also a new file: the file wins
      .field('existingSubimg3', created.sub_image3 ?? '')
      .attach('subimg3', jpegBytes, jpeg())
      .expect(200);
    const data = productOf(response);
    expect(response.body).toMatchObject({ success: true, message: ADMIN_MESSAGES.productUpdated });
    expect(data).toMatchObject({
      title: 'Renamed',
      description: '<p>New</p>',
      product_image: created.product_image,
      sub_image1: created.sub_image1,
      sub_image2: null,
      sub_image4: created.sub_image2,
    });
    expect(data.sub_image3).not.toBe(created.sub_image3);
    const files = await t.uploads();
    expect(files).not.toContain(name(created.sub_image3));
    for (const url of [data.product_image, data.sub_image1, data.sub_image3, data.sub_image4]) {
      expect.soft(files).toContain(name(url));
    }
  });

  it('replaces the main image and removes the old file', async () => {
    const created = productOf(await createProduct().expect(201));
    const response = await t
      .api()
      .patch(`/api/subcategories/${created.id}`)
      .set(auth())
      .field('title', 't')
      .field('description', '<p>d</p>')
      .attach('image', jpegBytes, jpeg())
      .expect(200);
    expect(productOf(response).product_image).not.toBe(created.product_image);
    expect(await t.uploads()).not.toContain(name(created.product_image));
  });

  it('refuses a kept URL that is not one of the product images, and drops the new uploads', async () => {
    const created = productOf(
      await createProduct({}, { image: pngBytes, subimg1: pngBytes }).expect(201),
    );
    const other = productOf(await createProduct().expect(201));
    const before = await t.uploads();
    for (const value of [other.product_image, 'https://evil.example/x.png', '/etc/passwd']) {
      const response = await t
        .api()
        .patch(`/api/subcategories/${created.id}`)
        .set(auth())
        .field('title', 't')
        .field('description', '<p>d</p>')
        .field('existingSubimg2', value)
        .attach('subimg1', pngBytes, png())
        .expect(400);
      expect.soft(successOf(response)).toBe(false);
    }
    expect((await t.uploads()).sort()).toEqual(before.sort());
    const unchanged = await t.api().get(`/api/subcategories/${created.id}`).expect(200);
    expect(productBodyOf(unchanged).sub_image1).toBe(created.sub_image1);
  });

  it('saves a product whose stored title is over our limit when the title is unchanged (issue 14)', async () => {
    const created = productOf(await createProduct().expect(201));
    // As a backend without our limit, or data from before it, may hold.
    const longTitle = `Helical Gear ${'x'.repeat(229)}`;
    await t.handle.store.update((draft) => {
      const stored = draft.subcategories.find((product) => product.id === created.id);
      if (stored) stored.title = longTitle;
    });
    const send = (title: string) =>
      t
        .api()
        .patch(`/api/subcategories/${created.id}`)
        .set(auth())
        .field('title', title)
        .field('description', '<p>d</p>')
        .attach('image', jpegBytes, jpeg());
    const saved = productOf(await send(longTitle).expect(200));
    expect(saved.title).toBe(longTitle);
    expect(saved.product_image).not.toBe(created.product_image);
    // A changed title meets the limit as typed text always does.
    const refused = await send(`${longTitle}!`).expect(400);
    expect(errorOf(refused)).toBe('Title must be at most 200 characters.');
  });

  it('answers 404 for an unknown product', async () => {
    await t
      .api()
      .patch('/api/subcategories/99999')
      .set(auth())
      .field('title', 't')
      .field('description', '<p>d</p>')
      .expect(404);
  });
});

describe('DELETE /api/subcategories/:id', () => {
  it('deletes the product and every file it used', async () => {
    const created = productOf(
      await createProduct({}, { image: pngBytes, subimg4: pngBytes }).expect(201),
    );
    const response = await t
      .api()
      .delete(`/api/subcategories/${created.id}`)
      .set(auth())
      .expect(200);
    expect(response.body).toEqual({ success: true, message: ADMIN_MESSAGES.productDeleted });
    const files = await t.uploads();
    expect(files).not.toContain(name(created.product_image));
    expect(files).not.toContain(name(created.sub_image4));
    await t.api().delete(`/api/subcategories/${created.id}`).set(auth()).expect(404);
  });
});

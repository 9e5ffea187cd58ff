import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, VALIDATION } from '@gear/contract/messages';
import {
  gif,
  makeGif,
  makeJpeg,
  makeJpegWithExif,
  makePng,
  oversize,
  exactlyAtCap,
  png,
  jpeg,
} from '../../test-utils/fixtures.ts';
import { startTestApp, type TestApp } from '../../test-utils/test-app.ts';
import { errorOf, successOf, sliderOf, slidersOf } from '../../test-utils/bodies.ts';

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

async function clearSliders() {
  for (const slider of slidersOf(await t.api().get('/sliders/getSliders'))) {
    await t.api().delete(`/sliders/deleteSlider/${slider.id}`).set(auth()).expect(200);
  }
}

function addSlider(
  title = 'Gears',
  description = 'Precision gears',
  image: Buffer | null = pngBytes,
) {
  const req = t
    .api()
    .post('/sliders/addSlider')
    .set(auth())
    .field('title', title)
    .field('description', description);
  return image ? req.attach('image', image, png()) : req;
}

beforeEach(clearSliders);

describe('GET /sliders/getSliders', () => {
  it('answers an array (empty at first)', async () => {
    const response = await t.api().get('/sliders/getSliders').expect(200);
    expect(response.body).toEqual([]);
  });
});

describe('POST /sliders/addSlider', () => {
  it('creates a slider, stores a re-encoded image and serves it', async () => {
    const response = await addSlider(' Spur gears ', ' Cut to order ').expect(201);
    expect(response.body).toMatchObject({
      success: true,
      message: ADMIN_MESSAGES.sliderAdded('Spur gears'),
    });
    const created = sliderOf(response);
    expect(created).toMatchObject({ title: 'Spur gears', description: 'Cut to order' });
    const image = created.image;
    expect(image).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    const list = await t.api().get('/sliders/getSliders').expect(200);
    expect(slidersOf(list)).toEqual([created]);
    const file = await t.api().get(image).expect(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });

  it('strips EXIF metadata and keeps the format (jpeg stays jpeg, gif stays gif)', async () => {
    const withExif = await makeJpegWithExif();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const response = await t
      .api()
      .post('/sliders/addSlider')
      .set(auth())
      .field('title', 'a')
      .field('description', 'b')
      .attach('image', withExif, jpeg())
      .expect(201);
    const stored = await readFile(
      path.join(t.handle.paths.uploadsDir, path.basename(sliderOf(response).image)),
    );
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('SecretCam'))).toBe(false);

    const gifResponse = await addSlider('g', 'h', null)
      .attach('image', await makeGif(), gif())
      .expect(201);
    expect(sliderOf(gifResponse).image).toMatch(/\.gif$/);
  });

  it('requires a title and a description', async () => {
    for (const [title, description] of [
      ['', 'x'],
      ['x', '   '],
    ] as const) {
      const response = await addSlider(title, description).expect(400);
      expect.soft(response.body).toEqual({
        success: false,
        error: VALIDATION.sliderTitleDescriptionRequired,
      });
    }
    const missing = await t
      .api()
      .post('/sliders/addSlider')
      .set(auth())
      .attach('image', pngBytes, png())
      .expect(400);
    expect(errorOf(missing)).toBe(VALIDATION.sliderTitleDescriptionRequired);
    expect(await t.uploads()).toEqual([]);
    expect(await t.temps()).toEqual([]);
  });

  it('requires an image', async () => {
    const response = await addSlider('a', 'b', null).expect(400);
    expect(response.body).toEqual({ success: false, error: VALIDATION.sliderImageRequired });
  });

  it('refuses unknown fields such as a client-sent id', async () => {
    const response = await addSlider().field('id', '7').expect(400);
    expect(successOf(response)).toBe(false);
    expect(await t.uploads()).toEqual([]);
  });

  it('refuses other declared types and leaves no file behind', async () => {
    const response = await addSlider('a', 'b', null)
      .attach('image', Buffer.from('<svg onload="alert(1)"/>'), {
        filename: 'x.svg',
        contentType: 'image/svg+xml',
      })
      .expect(400);
    expect(response.body).toEqual({ success: false, error: VALIDATION.imageType });
    expect(await t.uploads()).toEqual([]);
    expect(await t.temps()).toEqual([]);
  });

  it('refuses bytes that do not match the declared type and leaves no file behind', async () => {
    const cases: [Buffer, { filename: string; contentType: string }][] = [
      [Buffer.from('<html><script>alert(1)</script></html>'), png('fake.png')],
      [await makeJpeg(), png('jpeg-bytes.png')],
      [
        Buffer.concat([
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          Buffer.alloc(64),
        ]),
        png('broken.png'),
      ],
    ];
    for (const [bytes, meta] of cases) {
      const response = await addSlider('a', 'b', null).attach('image', bytes, meta).expect(400);
      expect.soft(errorOf(response)).toBe(VALIDATION.imageType);
    }
    expect(await t.uploads()).toEqual([]);
    expect(await t.temps()).toEqual([]);
  });

  it('answers 413 one byte over 10 MiB and leaves no file behind', async () => {
    const response = await addSlider('a', 'b', null)
      .attach('image', oversize('png'), png('big.png'))
      .expect(413);
    expect(response.body).toEqual({ success: false, error: VALIDATION.imageSize });
    expect(await t.uploads()).toEqual([]);
    expect(await t.temps()).toEqual([]);
  });

  it('lets a file of exactly 10 MiB past the size check (it then fails on content, not size)', async () => {
    const response = await addSlider('a', 'b', null)
      .attach('image', exactlyAtCap('png'), png('at-cap.png'))
      .expect(400);
    expect(errorOf(response)).toBe(VALIDATION.imageType);
    expect(await t.uploads()).toEqual([]);
    expect(await t.temps()).toEqual([]);
  });

  it('allows at most 3 sliders', async () => {
    for (let i = 0; i < 3; i += 1) await addSlider(`s${i}`).expect(201);
    const response = await addSlider('fourth').expect(409);
    expect(response.body).toEqual({ success: false, error: VALIDATION.sliderLimitReached });
    expect(await t.uploads()).toHaveLength(3);
  });

  it('20 parallel creates with 2 existing give exactly one more slider', async () => {
    await addSlider('one').expect(201);
    await addSlider('two').expect(201);
    // Bypass the fast pre-check race window: all 20 are in flight together.
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => addSlider(`p${i}`)));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const list = await t.api().get('/sliders/getSliders').expect(200);
    expect(list.body).toHaveLength(3);
    expect(await t.uploads()).toHaveLength(3);
    expect(await t.temps()).toEqual([]);
  });
});

describe('PUT /sliders/updateSlider/:id', () => {
  it('updates text and keeps the image when none is sent', async () => {
    const created = sliderOf(await addSlider('old', 'old d').expect(201));
    const response = await t
      .api()
      .put(`/sliders/updateSlider/${created.id}`)
      .set(auth())
      .field('title', 'new')
      .field('description', 'new d')
      .expect(200);
    expect(response.body).toMatchObject({
      success: true,
      message: ADMIN_MESSAGES.sliderUpdated('new'),
      slider: { id: created.id, title: 'new', description: 'new d', image: created.image },
    });
  });

  it('replaces the image and removes the old file after the commit', async () => {
    const created = sliderOf(await addSlider().expect(201));
    const response = await t
      .api()
      .put(`/sliders/updateSlider/${created.id}`)
      .set(auth())
      .field('title', 't')
      .field('description', 'd')
      .attach('image', await makeJpeg(), jpeg())
      .expect(200);
    expect(sliderOf(response).image).not.toBe(created.image);
    expect(await t.uploads()).toEqual([path.basename(sliderOf(response).image)]);
    await t.api().get(created.image).expect(404);
  });

  it('answers 404 for an unknown id (and drops the uploaded file) and 400 for a bad id', async () => {
    const response = await t
      .api()
      .put('/sliders/updateSlider/999')
      .set(auth())
      .field('title', 't')
      .field('description', 'd')
      .attach('image', pngBytes, png())
      .expect(404);
    expect(successOf(response)).toBe(false);
    expect(await t.uploads()).toEqual([]);
    await t
      .api()
      .put('/sliders/updateSlider/abc')
      .set(auth())
      .field('title', 't')
      .field('description', 'd')
      .expect(400);
  });

  it('saves a slider whose stored texts are over our limits when they are unchanged (issue 14)', async () => {
    const created = sliderOf(await addSlider().expect(201));
    const stored = { title: 'T'.repeat(160), description: 'D'.repeat(1200) };
    await t.handle.store.update((draft) => {
      const slider = draft.sliders.find((candidate) => candidate.id === created.id);
      if (slider) Object.assign(slider, stored);
    });
    const jpegBytes = await makeJpeg();
    const send = (title: string, description: string) =>
      t
        .api()
        .put(`/sliders/updateSlider/${created.id}`)
        .set(auth())
        .field('title', title)
        .field('description', description)
        .attach('image', jpegBytes, jpeg());
    const saved = sliderOf(await send(stored.title, stored.description).expect(200));
    expect(saved).toMatchObject(stored);
    expect(saved.image).not.toBe(created.image);
    const refused = await send(stored.title, 'E'.repeat(1200)).expect(400);
    expect(errorOf(refused)).toBe('Description must be at most 1000 characters.');
  });

  it('validates title and description', async () => {
    const created = sliderOf(await addSlider().expect(201));
    const response = await t
      .api()
      .put(`/sliders/updateSlider/${created.id}`)
      .set(auth())
      .field('title', ' ')
      .field('description', 'd')
      .expect(400);
    expect(errorOf(response)).toBe(VALIDATION.sliderTitleDescriptionRequired);
  });
});

describe('DELETE /sliders/deleteSlider/:id', () => {
  it('deletes the slider and its file', async () => {
    const created = sliderOf(await addSlider('Bye').expect(201));
    const response = await t
      .api()
      .delete(`/sliders/deleteSlider/${created.id}`)
      .set(auth())
      .expect(200);
    expect(response.body).toEqual({ success: true, message: ADMIN_MESSAGES.sliderDeleted('Bye') });
    expect(await t.uploads()).toEqual([]);
    await t.api().delete(`/sliders/deleteSlider/${created.id}`).set(auth()).expect(404);
  });
});

describe('the slider limit inside the serialized write', () => {
  it('holds even when every caller skipped the fast pre-check', async () => {
    const { createSlidersService } = await import('./sliders.service.ts');
    const service = createSlidersService(t.handle.store);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        service.create({ title: `x${i}`, description: 'd' }, `/uploads/fake-${i}.png`),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    expect(t.handle.store.read().sliders).toHaveLength(3);
    await t.handle.store.update((draft) => {
      draft.sliders = [];
    });
  });
});

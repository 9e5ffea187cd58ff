import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { makePng, png } from '../test-utils/fixtures.ts';
import { startTestApp, type TestApp } from '../test-utils/test-app.ts';

/** The three public list reads whose answers are cached per store snapshot. */
const LISTS = ['/api/subcategories', '/gallery/', '/sliders/getSliders'] as const;

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await t.destroy();
});

/** The ETag of an answer (every cached list answer has one). */
function etagOf(response: { headers: Record<string, string | undefined> }): string {
  const etag = response.headers.etag;
  if (!etag) throw new Error('no ETag');
  return etag;
}

async function addGalleryImages(count = 1): Promise<number> {
  let request = t
    .api()
    .post('/gallery/upload')
    .set('Authorization', `Bearer ${await t.token()}`);
  const file = await makePng();
  for (let i = 0; i < count; i += 1) request = request.attach('images', file, png(`g${i}.png`));
  const response = await request.expect(201);
  return z.object({ items: z.array(z.unknown()) }).parse(response.body).items.length;
}

describe('cached list answers', () => {
  it.each(LISTS)('%s: JSON with a strong ETag, no-cache, and 304 on a match', async (path) => {
    const first = await t
      .api()
      .get(path)
      .expect(200)
      .expect('Content-Type', /application\/json/);
    expect(first.body).toEqual([]);
    const etag = etagOf(first);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toMatch(/Accept-Encoding/);

    const again = await t.api().get(path).set('If-None-Match', etag).expect(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(etag);
  });

  it('shows a write at once: new body, new ETag, the old ETag no longer answers 304', async () => {
    const before = await t.api().get('/gallery/').expect(200);
    await addGalleryImages();

    const after = await t.api().get('/gallery/').set('If-None-Match', etagOf(before)).expect(200);
    expect(after.body).toHaveLength(1);
    expect(after.headers.etag).not.toBe(before.headers.etag);

    const [deleted] = z.array(z.object({ id: z.number() })).parse(after.body);
    await t
      .api()
      .delete(`/gallery/${String(deleted?.id)}`)
      .set('Authorization', `Bearer ${await t.token()}`)
      .expect(200);
    const empty = await t.api().get('/gallery/').expect(200);
    expect(empty.body).toEqual([]);
    expect(empty.headers.etag).toBe(before.headers.etag);
  });

  it('keeps the ETag of a list that an unrelated write did not change', async () => {
    const products = await t.api().get('/api/subcategories').expect(200);
    await addGalleryImages();
    await t.api().get('/api/subcategories').set('If-None-Match', etagOf(products)).expect(304);
  });

  it('answers exactly what the store holds (same body as before the cache)', async () => {
    await addGalleryImages();
    const response = await t.api().get('/gallery/').expect(200);
    const stored = t.handle.store.read().gallery.map(({ id, image }) => ({ id, image }));
    const served = z.array(z.object({ id: z.number(), image: z.string() })).parse(response.body);
    expect(served).toEqual(stored);
  });

  it('sends gzip to clients that accept it, with its own ETag, and plain JSON otherwise', async () => {
    // Enough records for the body to be worth compressing.
    await addGalleryImages(20);
    const plain = await t.api().get('/gallery/').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const zipped = await t
      .api()
      .get('/gallery/')
      .set('Accept-Encoding', 'gzip, deflate, br')
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          done(null, Buffer.concat(chunks));
        });
      })
      .expect(200);
    const raw: unknown = zipped.body;
    if (!Buffer.isBuffer(raw)) throw new Error('expected raw bytes');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.etag).not.toBe(plain.headers.etag);
    const text = raw[0] === 0x1f ? gunzipSync(raw).toString('utf8') : raw.toString('utf8');
    expect(JSON.parse(text)).toEqual(plain.body);

    await t
      .api()
      .get('/gallery/')
      .set('Accept-Encoding', 'gzip')
      .set('If-None-Match', etagOf(zipped))
      .expect(304);
  });
});

import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp, type TestApp } from '../src/test-utils/test-app.ts';
import { seedScale } from './seed-scale.ts';

const dirs: string[] = [];
let app: TestApp | null = null;

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'gear-seed-scale-'));
  dirs.push(dir);
  return dir;
}

afterEach(async () => {
  await app?.close();
  app = null;
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('seedScale', () => {
  it.each([1_000, 10_000])(
    'writes a DATA_DIR the mock starts on and lists %i products and gallery items',
    async (count) => {
      const dataDir = await tempDir();
      const result = await seedScale({ dataDir, products: count, gallery: count });
      expect(result).toMatchObject({ products: count, gallery: count });
      // A handful of shared files, not one per record.
      const files = await readdir(path.join(dataDir, 'uploads'));
      expect(files.length).toBe(result.files);
      expect(files.length).toBeLessThan(30);

      app = await startTestApp({}, { dataDir });
      const products = await app.api().get('/api/subcategories').expect(200);
      const gallery = await app.api().get('/gallery/').expect(200);
      expect(products.body).toHaveLength(count);
      expect(gallery.body).toHaveLength(count);
      await app.api().get('/sliders/getSliders').expect(200);
      await app.api().get('/api/ebrochure').expect(200);

      const last = z
        .array(z.object({ id: z.number(), title: z.string(), description: z.string() }))
        .parse(products.body)
        .at(-1);
      expect(last?.id).toBe(count);
      expect(last?.title).toMatch(/\(\w+-\d{5}\)$/);
      expect(last?.description).toMatch(/^<p>.+<\/p><ul>/);
      const detail = await app.api().get(`/api/subcategories/${count}`).expect(200);
      const image = z.object({ product_image: z.string() }).parse(detail.body).product_image;
      await app.api().get(image).expect(200).expect('Content-Type', 'image/jpeg');
      // Nothing was swept: every file written is referenced.
      expect(await readdir(path.join(dataDir, 'uploads'))).toEqual(expect.arrayContaining(files));
    },
    60_000,
  );

  it('is deterministic for the same counts', async () => {
    const [a, b] = [await tempDir(), await tempDir()];
    await seedScale({ dataDir: a, products: 50, gallery: 5 });
    await seedScale({ dataDir: b, products: 50, gallery: 5 });
    app = await startTestApp({}, { dataDir: a });
    const first = await app.api().get('/api/subcategories').expect(200);
    await app.close();
    app = await startTestApp({}, { dataDir: b });
    const second = await app.api().get('/api/subcategories').expect(200);
    expect(second.body).toEqual(first.body);
  });

  it('refuses bad counts and a DATA_DIR a running mock holds', async () => {
    const dataDir = await tempDir();
    await expect(seedScale({ dataDir, products: -1, gallery: 0 })).rejects.toThrow(/products/);
    await expect(seedScale({ dataDir, products: 1, gallery: 1.5 })).rejects.toThrow(/gallery/);
    await writeFile(path.join(dataDir, 'db.lock'), '123');
    await expect(seedScale({ dataDir, products: 1, gallery: 1 })).rejects.toThrow(/db\.lock/);
  });
});

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dataPaths } from '../../data-paths.ts';
import { png } from '../../test-utils/fixtures.ts';
import { startTestApp, type TestApp } from '../../test-utils/test-app.ts';
import { bearer, bytesOf, widePng } from './backup-test-kit.ts';
import { checkArchive } from './check-archive.ts';

let t: TestApp;
let token: string;
let scratch: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.token();
  scratch = await mkdtemp(path.join(os.tmpdir(), 'gear-backup-consistency-'));
});
afterAll(async () => {
  await t.destroy();
  await rm(scratch, { recursive: true, force: true });
});

const ItemsSchema = z.object({ items: z.array(z.object({ id: z.number() })) });

/** Uploads gallery pictures (with derivatives) and deletes older ones, one after the other. */
async function churn(rounds: number): Promise<void> {
  const picture = await widePng();
  const ids: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const uploaded = await t
      .api()
      .post('/gallery/upload')
      .set(bearer(token))
      .attach('images', picture, png(`p${round}.png`))
      .attach('images', picture, png(`q${round}.png`))
      .expect(201);
    ids.push(...ItemsSchema.parse(uploaded.body).items.map((item) => item.id));
    const oldest = ids.shift();
    await t.api().delete(`/gallery/${oldest}`).set(bearer(token)).expect(200);
  }
}

describe('a backup taken while uploads and deletes run', () => {
  it('holds one consistent state: every file its records refer to, none else', async () => {
    const writes = { running: true };
    const churning = churn(8).finally(() => {
      writes.running = false;
    });
    const archives: Buffer[] = [];
    while (writes.running || archives.length < 3) {
      const response = await t
        .api()
        .get('/api/backups/archive')
        .set(bearer(token))
        .responseType('blob')
        .expect(200);
      archives.push(bytesOf(response));
    }
    await churning;
    expect(archives.length).toBeGreaterThanOrEqual(3);

    // Each archive passes the restore's complete check on an empty data folder.
    const counts: number[] = [];
    for (const [index, archive] of archives.entries()) {
      const dir = path.join(scratch, `restore-${index}`);
      const file = path.join(scratch, `archive-${index}.zip`);
      await mkdir(dir);
      await writeFile(file, archive);
      const checked = await checkArchive(dataPaths(dir), file, path.join(dir, '.restore-x'));
      counts.push(checked.manifest.counts.gallery);
    }
    // Some were taken mid-way, with pictures uploaded and not yet deleted.
    expect(counts.some((count) => count > 0)).toBe(true);
  });
});

import { spawnSync } from 'node:child_process';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { dataPaths } from '../data-paths.ts';
import { createLogger } from '../lib/logger.ts';
import { HttpError } from '../http/http-error.ts';
import { makePng, png } from '../test-utils/fixtures.ts';
import { makeDataDir, startTestApp, testConfig } from '../test-utils/test-app.ts';
import { DbSchema, emptyDb } from './db-schema.ts';
import { StoreStartupError } from './load-db.ts';
import { LockError } from './lock-file.ts';
import { openStore } from './store.ts';
import { sliderOf, galleryItemsOf } from '../test-utils/bodies.ts';

const logger = createLogger('silent');
const dirs: string[] = [];
const newDir = async () => {
  const dir = await makeDataDir();
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const readDbFile = async (dir: string) =>
  DbSchema.parse(JSON.parse(await readFile(dataPaths(dir).dbFile, 'utf8')));

/** A pid that is certainly not running: a child that already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.exit(0)']);
  return child.pid;
}

describe('the store', () => {
  it('creates an empty db.json when there is none and SEED is off', async () => {
    const dir = await newDir();
    const store = await openStore({ paths: dataPaths(dir), buildSeed: null, logger });
    expect(store.read()).toEqual(emptyDb());
    expect(await readDbFile(dir)).toEqual(emptyDb());
    await store.close();
  });

  it('persists across a restart of the whole app', async () => {
    const t = await startTestApp();
    try {
      const token = await t.token();
      const created = await t
        .api()
        .post('/sliders/addSlider')
        .set('Authorization', `Bearer ${token}`)
        .field('title', 'Kept')
        .field('description', 'across restarts')
        .attach('image', await makePng(), png())
        .expect(201);
      await t.restart();
      const list = await t.api().get('/sliders/getSliders').expect(200);
      expect(list.body).toEqual([
        expect.objectContaining({ id: sliderOf(created).id, title: 'Kept' }),
      ]);
      await t.api().get(sliderOf(created).image).expect(200);
    } finally {
      await t.destroy();
    }
  });

  it('serializes writers: 50 parallel updates all land', async () => {
    const dir = await newDir();
    const store = await openStore({ paths: dataPaths(dir), buildSeed: null, logger });
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        store.update(async (draft) => {
          const count = draft.revoked_tokens.length;
          await new Promise((resolve) => setTimeout(resolve, 1));
          draft.revoked_tokens.push({ jti: `t${count}-${i}`, exp: 1 });
        }),
      ),
    );
    expect(store.read().revoked_tokens).toHaveLength(50);
    expect((await readDbFile(dir)).revoked_tokens).toHaveLength(50);
    await store.close();
  });

  it('writes nothing when the change throws, and hands out frozen snapshots', async () => {
    const dir = await newDir();
    const store = await openStore({ paths: dataPaths(dir), buildSeed: null, logger });
    await expect(
      store.update((draft) => {
        draft.revoked_tokens.push({ jti: 'x', exp: 1 });
        throw new HttpError(409, 'no');
      }),
    ).rejects.toThrow('no');
    expect(store.read().revoked_tokens).toEqual([]);
    expect((await readDbFile(dir)).revoked_tokens).toEqual([]);
    expect(Object.isFrozen(store.read().revoked_tokens)).toBe(true);
    await expect(
      store.update((draft) => {
        draft.sliders.push({
          id: -1,
          title: '',
          description: '',
          image: 'x',
          created_at: 'y',
          updated_at: 'z',
        });
      }),
    ).rejects.toThrow();
    expect((await readDbFile(dir)).sliders).toEqual([]);
    await store.close();
  });

  it('keeps the previous version as db.json.bak and leaves no temp file', async () => {
    const dir = await newDir();
    const paths = dataPaths(dir);
    const store = await openStore({ paths, buildSeed: null, logger });
    await store.update((draft) => {
      draft.revoked_tokens.push({ jti: 'first', exp: 1 });
    });
    await store.update((draft) => {
      draft.revoked_tokens.push({ jti: 'second', exp: 1 });
    });
    const backup = DbSchema.parse(JSON.parse(await readFile(paths.backupFile, 'utf8')));
    expect(backup.revoked_tokens.map((entry) => entry.jti)).toEqual(['first']);
    expect((await readdir(dir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    await store.close();
  });
});

describe('a corrupt db.json', () => {
  it('is restored from db.json.bak (the bad file is kept aside)', async () => {
    const dir = await newDir();
    const paths = dataPaths(dir);
    const store = await openStore({ paths, buildSeed: null, logger });
    await store.update((draft) => {
      draft.revoked_tokens.push({ jti: 'good', exp: 1 });
    });
    await store.update((draft) => {
      draft.revoked_tokens.push({ jti: 'newer', exp: 1 });
    });
    await store.close();
    await writeFile(paths.dbFile, '{"sliders": [oops');
    const reopened = await openStore({ paths, buildSeed: null, logger });
    expect(reopened.read().revoked_tokens.map((entry) => entry.jti)).toEqual(['good']);
    expect((await readdir(dir)).some((name) => name.startsWith('db.json.corrupt-'))).toBe(true);
    await reopened.close();
  });

  it('with no usable backup refuses to start and is left untouched', async () => {
    const dir = await newDir();
    const paths = dataPaths(dir);
    const corrupt = JSON.stringify({ ...emptyDb(), sliders: [{ id: 'x' }] });
    await writeFile(paths.dbFile, corrupt);
    await expect(openStore({ paths, buildSeed: null, logger })).rejects.toThrow(StoreStartupError);
    await expect(createApp(testConfig(dir))).rejects.toThrow(/corrupt/);
    expect(await readFile(paths.dbFile, 'utf8')).toBe(corrupt);
    // the lock was released: once repaired, it starts
    await writeFile(paths.dbFile, JSON.stringify(emptyDb()));
    const store = await openStore({ paths, buildSeed: null, logger });
    await store.close();
  });

  it('is never replaced by the seed', async () => {
    const dir = await newDir();
    const paths = dataPaths(dir);
    await writeFile(paths.dbFile, 'not json');
    let seeded = false;
    const buildSeed = () => {
      seeded = true;
      return Promise.resolve({ sliders: [], subcategories: [], gallery: [], ebrochure: [] });
    };
    await expect(openStore({ paths, buildSeed, logger })).rejects.toThrow(StoreStartupError);
    expect(seeded).toBe(false);
  });
});

describe('the lock file', () => {
  it('stops a second instance on the same DATA_DIR', async () => {
    const t = await startTestApp();
    try {
      await expect(createApp(testConfig(t.dataDir))).rejects.toThrow(LockError);
      await t.api().get('/sliders/getSliders').expect(200);
    } finally {
      await t.destroy();
    }
  });

  it('refuses a lock held by another live process', async () => {
    const dir = await newDir();
    await writeFile(dataPaths(dir).lockFile, `${process.ppid}\nsomeone-else\n`);
    await expect(openStore({ paths: dataPaths(dir), buildSeed: null, logger })).rejects.toThrow(
      /in use by another/,
    );
  });

  it('takes over a stale lock left by a dead process, and removes it on close', async () => {
    const dir = await newDir();
    const { lockFile } = dataPaths(dir);
    await writeFile(lockFile, `${deadPid()}\nold\n`);
    const store = await openStore({ paths: dataPaths(dir), buildSeed: null, logger });
    expect((await readFile(lockFile, 'utf8')).split('\n')[0]).toBe(String(process.pid));
    await store.close();
    await expect(readFile(lockFile)).rejects.toThrow();
  });
});

describe('seed and sweep at start', () => {
  it('seeds an empty DATA_DIR once through buildSeed(uploadsDir)', async () => {
    const dir = await newDir();
    let calls = 0;
    const buildSeed = async (uploadsDir: string) => {
      calls += 1;
      await writeFile(path.join(uploadsDir, 'seed-slide.png'), await makePng());
      const now = new Date().toISOString();
      return {
        sliders: [
          {
            id: 1,
            title: 'Seeded',
            description: 'd',
            image: '/uploads/seed-slide.png',
            created_at: now,
            updated_at: now,
          },
        ],
        subcategories: [],
        gallery: [],
        ebrochure: [],
      };
    };
    const t = await startTestApp({}, { dataDir: dir, buildSeed });
    try {
      const list = await t.api().get('/sliders/getSliders').expect(200);
      expect(list.body).toEqual([
        expect.objectContaining({ title: 'Seeded', image: '/uploads/seed-slide.png' }),
      ]);
      await t.api().get('/uploads/seed-slide.png').expect(200);
      await t.restart();
      expect(calls).toBe(1);
    } finally {
      await t.close();
    }
  });

  it('removes orphan uploads and stale temp files, keeps referenced ones', async () => {
    const dir = await newDir();
    const t = await startTestApp({}, { dataDir: dir });
    const token = await t.token();
    const [item] = galleryItemsOf(
      await t
        .api()
        .post('/gallery/upload')
        .set('Authorization', `Bearer ${token}`)
        .attach('images', await makePng(), png())
        .expect(201),
    );
    const kept = item?.image ?? 'missing';
    await t.close();
    const { uploadsDir, uploadsTmpDir } = dataPaths(dir);
    await writeFile(path.join(uploadsDir, 'orphan.png'), 'x');
    await writeFile(path.join(uploadsTmpDir, 'crashed.part'), 'x');
    await mkdir(path.join(uploadsTmpDir, 'junk'), { recursive: true });
    await t.restart();
    try {
      expect(await t.uploads()).toEqual([path.basename(kept)]);
      expect(await readdir(uploadsTmpDir)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

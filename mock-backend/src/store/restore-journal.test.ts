import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dataPaths, type DataPaths } from '../data-paths.ts';
import { createLogger } from '../lib/logger.ts';
import { makeDataDir } from '../test-utils/test-app.ts';
import { emptyDb, type Db } from './db-schema.ts';
import { serializeDb, StoreStartupError } from './load-db.ts';
import { restoreStagingDir, writeRestoreJournal } from './restore-journal.ts';
import { openStore } from './store.ts';

const logger = createLogger('silent');
const AT = '2026-11-29T01:05:00.000Z';
const withCategory = (name: string): Db => ({
  ...emptyDb(),
  categories: [{ id: 1, name, slug: name.toLowerCase(), created_at: AT, updated_at: AT }],
});

let dir: string;
let paths: DataPaths;
let staging: string;
beforeEach(async () => {
  dir = await makeDataDir();
  paths = dataPaths(dir);
  await writeFile(paths.dbFile, serializeDb(withCategory('Old')));
  await writeFile(paths.activityFile, 'old log\n');
  // A restore unpacked: its records, its log and one new upload.
  staging = restoreStagingDir(paths, '0b6e2f3c-1d4a-4b5c-8d9e-0f1a2b3c4d5e');
  await mkdir(path.join(staging, 'uploads'), { recursive: true });
  await writeFile(path.join(staging, 'db.json'), serializeDb(withCategory('New')));
  await writeFile(path.join(staging, 'activity.jsonl'), '');
  await writeFile(path.join(staging, 'uploads', 'n.png'), 'png');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const reopen = async () => {
  const store = await openStore({ paths, buildSeed: null, logger });
  const names = store.read().categories.map((category) => category.name);
  await store.close();
  return names;
};

describe('a restore cut short, at the next start', () => {
  it('without its journal (never committed): the old state stays, the folder goes', async () => {
    expect(await reopen()).toEqual(['Old']);
    expect(await readFile(paths.activityFile, 'utf8')).toBe('old log\n');
    expect((await readdir(dir)).filter((name) => name.startsWith('.restore'))).toEqual([]);
  });

  it('with its journal (committed): finished, whatever step it stopped at', async () => {
    await writeRestoreJournal(paths, staging);
    // Killed after the first rename: db.json is already the new one.
    await writeFile(paths.dbFile, await readFile(path.join(staging, 'db.json')));
    await rm(path.join(staging, 'db.json'));
    expect(await reopen()).toEqual(['New']);
    expect(await readFile(paths.activityFile, 'utf8')).toBe('');
    expect(await readFile(path.join(paths.uploadsDir, 'n.png'), 'utf8')).toBe('png');
    expect(await readFile(paths.backupFile, 'utf8')).toBe(serializeDb(withCategory('New')));
    const left = (await readdir(dir)).filter(
      (name) => name.startsWith('.restore') || name === 'restore.journal.json',
    );
    expect(left).toEqual([]);
  });

  it('refuses to start on a journal it cannot read', async () => {
    await writeFile(paths.restoreJournalFile, '{"staging":"../../etc"}');
    await expect(openStore({ paths, buildSeed: null, logger })).rejects.toThrow(StoreStartupError);
  });
});

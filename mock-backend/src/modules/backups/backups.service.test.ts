import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKUP_MESSAGES } from '@gear/contract/backups';
import { dataPaths, type DataPaths } from '../../data-paths.ts';
import { createLogger } from '../../lib/logger.ts';
import { emptyDb } from '../../store/db-schema.ts';
import { openStore, type Store } from '../../store/store.ts';
import { makePng } from '../../test-utils/fixtures.ts';
import { makeDataDir } from '../../test-utils/test-app.ts';
import { openActivityLog, type ActivityLog } from '../activity/activity-log.ts';
import { readableSize } from './backup-contents.ts';
import { readableInstant } from './backup-names.ts';
import { BackupError, stageSnapshot } from './backup-snapshot.ts';
import { startBackupTimer } from './backup-timer.ts';
import { createBackupsService, type BackupSettings } from './backups.service.ts';

const logger = createLogger('silent');
const HOUR = 60 * 60 * 1000;
const START = Date.parse('2026-11-29T01:05:00.000Z');

let dir: string;
let paths: DataPaths;
let store: Store;
let activity: ActivityLog;
let clock: number;

beforeEach(async () => {
  dir = await makeDataDir();
  paths = dataPaths(dir);
  store = await openStore({ paths, buildSeed: null, logger });
  activity = await openActivityLog({ file: paths.activityFile, logger });
  clock = START;
  // One gallery picture on disk, as an upload leaves it.
  await mkdir(paths.uploadsDir);
  await writeFile(path.join(paths.uploadsDir, 'a1.png'), await makePng());
  await store.update((draft) => {
    const at = new Date(START).toISOString();
    draft.gallery.push({ id: 1, image: '/uploads/a1.png', created_at: at, updated_at: at });
  });
});
afterEach(async () => {
  await activity.close();
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

const service = (settings: BackupSettings = { auto: true, keep: 2 }) =>
  createBackupsService({ paths, store, activity, logger, settings, now: () => clock });

const autoNames = async () =>
  (await readdir(paths.backupsDir)).filter((name) => name.startsWith('gear-backup-auto-')).sort();

describe('daily automatic backups', () => {
  it('takes one when the newest is a day old, and keeps BACKUP_KEEP of them', async () => {
    const backups = await service();
    const first = await backups.autoBackupIfDue();
    expect(first?.name).toBe('gear-backup-auto-20261129T010500Z.zip');
    clock += 23 * HOUR;
    expect(await backups.autoBackupIfDue()).toBeNull();
    clock += 2 * HOUR;
    expect((await backups.autoBackupIfDue())?.name).toBe('gear-backup-auto-20261130T020500Z.zip');
    clock += 24 * HOUR;
    await backups.autoBackupIfDue();
    expect(await autoNames()).toEqual([
      'gear-backup-auto-20261130T020500Z.zip',
      'gear-backup-auto-20261201T020500Z.zip',
    ]);
    await activity.idle();
    const [latest] = activity.entries().reverse();
    expect(latest).toMatchObject({ action: 'backup', entity: 'backup', actor: null });
    expect(latest?.summary).toBe(
      `Automatic backup gear-backup-auto-20261201T020500Z.zip (0 products, 1 file, ${readableSize(first?.bytes ?? 0)})`,
    );
    const list = await backups.list();
    expect(list.data.map((backup) => backup.created_at)).toEqual([
      '2026-12-01T02:05:00.000Z',
      '2026-11-30T02:05:00.000Z',
    ]);
    expect(list).toMatchObject({ auto: true, keep: 2 });
  });

  it('takes none when BACKUP_AUTO is off', async () => {
    const backups = await service({ auto: false, keep: 7 });
    expect(await backups.autoBackupIfDue()).toBeNull();
    expect(await autoNames()).toEqual([]);
  });

  it('the timer checks after its first delay, then on every interval, until stopped', async () => {
    const check = vi.fn(() => Promise.reject(new Error('disk full')));
    const errors = vi.spyOn(logger, 'error');
    const timer = startBackupTimer(check, logger, { firstMs: 1, everyMs: 5 });
    await vi.waitFor(() => {
      expect(check.mock.calls.length).toBeGreaterThanOrEqual(3);
    });
    timer.stop();
    const calls = check.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(check.mock.calls.length).toBe(calls);
    expect(errors).toHaveBeenCalledWith(
      'Automatic backup failed; trying again in an hour.',
      expect.any(Error),
    );
  });
});

describe('one backup or restore at a time', () => {
  it('answers 409 busy to a second while the first runs', async () => {
    const backups = await service();
    const first = backups.download();
    await expect(backups.download()).rejects.toMatchObject({
      status: 409,
      message: BACKUP_MESSAGES.busy,
    });
    await rm((await first).file);
  });
});

describe('the snapshot', () => {
  const missing = () => {
    const db = structuredClone(emptyDb());
    const at = new Date(START).toISOString();
    db.gallery.push({ id: 2, image: '/uploads/gone.png', created_at: at, updated_at: at });
    return db;
  };

  it('is taken again when a file went away after it (a write removed it)', async () => {
    const snapshots = [missing(), store.read()];
    const db = vi.fn(() => snapshots.shift() ?? store.read());
    const staged = await stageSnapshot(
      paths,
      { db, activity: () => Promise.resolve([]) },
      path.join(paths.backupsDir, '.tmp-1-a'),
    );
    expect(db).toHaveBeenCalledTimes(2);
    expect(staged.files.map((file) => file.path).sort()).toEqual([
      'activity.jsonl',
      'db.json',
      'uploads/a1.png',
    ]);
  });

  it('gives up after five snapshots naming the missing file', async () => {
    const stagingDir = path.join(paths.backupsDir, '.tmp-1-b');
    const staged = stageSnapshot(
      paths,
      { db: missing, activity: () => Promise.resolve([]) },
      stagingDir,
    );
    await expect(staged).rejects.toThrow(
      new BackupError(
        'uploads/gone.png is referenced by the records but missing from DATA_DIR (5 snapshots tried).',
      ),
    );
  });
});

describe('backup names and times', () => {
  it('reads a backup time the same way for everyone', () => {
    expect(readableInstant('2026-11-29T01:05:00.000Z')).toBe('29 Nov 2026, 01:05 UTC');
  });
});

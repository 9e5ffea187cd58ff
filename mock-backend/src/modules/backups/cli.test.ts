import { execFile } from 'node:child_process';
import { readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityListResponseSchema } from '@gear/contract/activity';
import { STORED_BACKUP_NAME } from '@gear/contract/backups';
import { PACKAGE_DIR } from '../../config.ts';
import { createLogger } from '../../lib/logger.ts';
import { tokenOf } from '../../test-utils/bodies.ts';
import { ADMIN, startTestApp, type TestApp } from '../../test-utils/test-app.ts';
import { backupContents } from './backup-contents.ts';
import { readableInstant } from './backup-names.ts';
import { bearer, seedSite } from './backup-test-kit.ts';
import { checkArchive } from './check-archive.ts';
import { backupFromCli } from './cli-backup.ts';
import { CliError, restoreFromCli } from './cli-restore.ts';

const logger = createLogger('silent');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedSite(t, await t.token());
});
afterAll(() => t.destroy());

/** The restore's complete check of an archive, unpacked into a scratch folder. */
async function checks(file: string) {
  const staging = path.join(os.tmpdir(), `gear-cli-check-${process.pid}-${Date.now()}`);
  try {
    return await checkArchive(t.handle.paths, file, staging);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

describe('npm run backup -w mock-backend', () => {
  it('backs up while the server holds the DATA_DIR lock (without touching its log)', async () => {
    const backup = await backupFromCli({ paths: t.handle.paths, keep: 7, logger });
    expect(backup.name).toMatch(STORED_BACKUP_NAME);
    expect(backup.name).toMatch(/^gear-backup-cli-/);
    expect(backup.logged).toBe(false);
    expect((await checks(backup.file)).manifest.counts).toMatchObject({ products: 1, leads: 2 });
    await rm(backup.file);
  });

  it('runs as a script: prints the file, what it holds and its size', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/modules/backups/backup-cli.ts'],
      { cwd: PACKAGE_DIR, env: { ...process.env, DATA_DIR: t.dataDir, LOG_LEVEL: 'silent' } },
    );
    const [written, contents, , note] = stdout.trim().split('\n');
    const file = written?.replace('Backup written: ', '') ?? '';
    expect(path.dirname(file)).toBe(t.handle.paths.backupsDir);
    expect(contents).toMatch(/^ {2}1 product, 10 files, \d+ KB$/);
    expect(note).toBe('  (the server is running: not entered in its activity log)');
    await rm(file);
  });

  it('writes to --out, and enters the backup in the log when no server runs', async () => {
    await t.close();
    const out = path.join(t.dataDir, 'copy.zip');
    const backup = await backupFromCli({ paths: t.handle.paths, keep: 7, logger, out });
    expect(backup).toMatchObject({ file: out, name: null, logged: true });
    await t.restart();
    const [latest] = ActivityListResponseSchema.parse(
      (
        await t
          .api()
          .get('/api/activity')
          .set(bearer(await t.token()))
          .expect(200)
      ).body,
    ).data.filter((entry) => entry.action === 'backup');
    expect(latest?.summary).toBe(
      `Backup copy.zip made from the command line (${backupContents(backup.manifest.counts, backup.bytes)})`,
    );
    expect(await readdir(t.handle.paths.backupsDir)).toEqual(['.incoming']);
  });
});

describe('npm run restore -w mock-backend', () => {
  it('refuses while the server runs', async () => {
    const backup = await backupFromCli({ paths: t.handle.paths, keep: 7, logger });
    await expect(
      restoreFromCli({ paths: t.handle.paths, keep: 7, logger, archive: backup.file }),
    ).rejects.toThrow(
      new CliError(
        'The server is running (DATA_DIR is locked): stop the server first, or restore from the admin.',
      ),
    );
  });

  it('restores with the server stopped; every session ends', async () => {
    const before = await t.token();
    const backup = await backupFromCli({ paths: t.handle.paths, keep: 7, logger });
    await t.close();
    const { manifest, previous } = await restoreFromCli({
      paths: t.handle.paths,
      keep: 7,
      logger,
      archive: backup.file,
    });
    await t.restart();
    await t.api().get('/api/backups').set(bearer(before)).expect(401);
    const login = await t.api().post('/logAdmin').send(ADMIN).expect(200);
    const [latest] = ActivityListResponseSchema.parse(
      (
        await t
          .api()
          .get('/api/activity?action=restore')
          .set(bearer(tokenOf(login)))
          .expect(200)
      ).body,
    ).data;
    expect(latest).toMatchObject({
      action: 'restore',
      actor: null,
      summary: `Restored the backup of ${readableInstant(manifest.created_at)} (1 product, 10 files); the data before it is kept as ${previous}`,
    });
  });
});

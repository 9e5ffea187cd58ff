import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { PACKAGE_DIR } from '../../config.ts';
import { dataPaths } from '../../data-paths.ts';
import { createLogger } from '../../lib/logger.ts';
import { png } from '../../test-utils/fixtures.ts';
import { startTestApp, testConfig } from '../../test-utils/test-app.ts';
import { readActivityEntries } from '../activity/activity-log.ts';
import { bearer, bytesOf, seedSite, widePng } from './backup-test-kit.ts';
import { restoreFromCli } from './cli-restore.ts';

/**
 * SIGKILL during a restore (issue 21): the CLI restore is killed at many moments after its
 * archive passed the checks (the pre-restore backup, the links, the commit, the renames, the
 * clean-up); the next start must find exactly the old state or exactly the new one.
 */

let scratch: string;
/** DATA_DIR in the old state (closed), and an archive of the new one. */
let template: string;
let archive: string;

async function hashes(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    if (!entry.isFile()) continue;
    const data = await readFile(path.join(dir, entry.name));
    files[entry.name] = createHash('sha256').update(data).digest('hex');
  }
  return files;
}

/** What the next start sees (after its recovery): the records, the files, the log. */
async function stateAfterStart(dir: string) {
  const handle = await createApp(testConfig(dir));
  await handle.close();
  const paths = dataPaths(dir);
  const backups = await readdir(paths.backupsDir).catch(() => []);
  return {
    state: {
      db: await readFile(paths.dbFile, 'utf8'),
      uploads: await hashes(paths.uploadsDir),
      quoteFiles: await hashes(paths.quoteFilesDir),
      // The CLI's own 'restore' entry comes last; a kill may come before it.
      activity: (await readActivityEntries(paths.activityFile)).filter(
        (entry) => entry.action !== 'restore',
      ),
    },
    leftovers: [
      ...(await readdir(dir)).filter(
        (name) =>
          name.startsWith('.restore') || name.endsWith('.tmp') || name === 'restore.journal.json',
      ),
      ...backups.filter((name) => name.startsWith('.tmp-')),
    ],
  };
}

let copies = 0;
async function copyOfTemplate(): Promise<string> {
  copies += 1;
  const dir = path.join(scratch, `run-${copies}`);
  await cp(template, dir, { recursive: true });
  return dir;
}

/**
 * Run the restore CLI on `dir`; SIGKILL it `delayMs` after it says the archive passed the checks
 * (null: let it finish). Answers how long it ran after that message.
 */
function restoreAndKill(dir: string, delayMs: number | null): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/modules/backups/restore-cli.ts', archive],
      {
        cwd: PACKAGE_DIR,
        env: { ...process.env, DATA_DIR: dir, LOG_LEVEL: 'silent' },
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    let checkedAt = Number.NaN;
    child.stdout.on('data', (chunk: Buffer) => {
      if (!chunk.toString().includes('Archive checked')) return;
      checkedAt = performance.now();
      if (delayMs !== null) setTimeout(() => child.kill('SIGKILL'), delayMs);
    });
    child.once('error', reject);
    child.once('exit', () => {
      resolve(performance.now() - checkedAt);
    });
  });
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'gear-restore-crash-'));
  const t = await startTestApp({}, { dataDir: path.join(scratch, 'template') });
  template = t.dataDir;
  const token = await t.token();
  await seedSite(t, token);
  const response = await t
    .api()
    .get('/api/backups/archive')
    .set(bearer(token))
    .responseType('blob')
    .expect(200);
  archive = path.join(scratch, 'new.zip');
  await writeFile(archive, bytesOf(response));
  // The old state differs in records, files and log: more pictures (more to link and remove).
  const picture = await widePng();
  for (let index = 0; index < 4; index += 1) {
    await t
      .api()
      .post('/gallery/upload')
      .set(bearer(token))
      .attach('images', picture, png(`g${index}.png`))
      .expect(201);
  }
  await t.api().delete('/gallery/1').set(bearer(token)).expect(200);
  await t.close();
}, 30_000);
afterAll(() => rm(scratch, { recursive: true, force: true }));

describe('SIGKILL during a restore', () => {
  it('leaves the old state or the new one, never a mix', async () => {
    const old = await stateAfterStart(await copyOfTemplate());
    const restoredDir = await copyOfTemplate();
    await restoreFromCli({
      paths: dataPaths(restoredDir),
      keep: 7,
      logger: createLogger('silent'),
      archive,
    });
    const fresh = await stateAfterStart(restoredDir);
    expect(fresh.state).not.toEqual(old.state);

    // How long a restore runs after its checks, here and now; the kills are spread over it.
    const span = await restoreAndKill(await copyOfTemplate(), null);
    const delays = Array.from({ length: 9 }, (_, index) => Math.round((span * index) / 7));
    const outcomes: string[] = [];
    // Two at a time: each run is mostly the CLI's start-up.
    for (let at = 0; at < delays.length; at += 2) {
      const batch = delays.slice(at, at + 2);
      await Promise.all(
        batch.map(async (delayMs) => {
          const dir = await copyOfTemplate();
          await restoreAndKill(dir, delayMs);
          const after = await stateAfterStart(dir);
          const outcome =
            JSON.stringify(after.state) === JSON.stringify(old.state)
              ? 'old'
              : JSON.stringify(after.state) === JSON.stringify(fresh.state)
                ? 'new'
                : 'a mix';
          outcomes.push(outcome);
          expect.soft(`killed ${delayMs} ms after the check: ${outcome}`).not.toMatch(/a mix$/);
          expect.soft(after.leftovers, `killed ${delayMs} ms after the check`).toEqual([]);
        }),
      );
    }
    // The kills spanned the restore: some before its commit, some after.
    expect(outcomes).toContain('old');
    expect(outcomes).toContain('new');
  }, 60_000);
});

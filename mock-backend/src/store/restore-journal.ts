import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { DataPaths } from '../data-paths.ts';
import {
  backupFile,
  errorCode,
  fsyncDir,
  linkOrCopy,
  unlinkIfExists,
  writeFileAtomic,
} from '../lib/fs-utils.ts';
import type { Logger } from '../lib/logger.ts';
import { StoreStartupError } from './load-db.ts';

/**
 * How a restore (issue 21, ADR 0036) replaces the data so that a crash at any moment leaves the
 * old state or the new one, never a mix:
 *
 * 1. the checked archive is unpacked into `DATA_DIR/.restore-<uuid>/` (db.json, activity.jsonl,
 *    uploads/, quote-files/); its files are linked into uploads/ and quote-files/ (additive: the
 *    old db.json refers only to its own files);
 * 2. the journal `restore.journal.json` naming that folder is written atomically: the commit point;
 * 3. the folder's db.json and activity.jsonl are renamed over the live ones;
 * 4. the journal, then the folder, are removed.
 *
 * At start (before db.json and the activity log are read), a journal means steps 3 and 4 are
 * finished ("rolled forward"); a `.restore-*` folder without a journal is an unfinished restore
 * that never committed, and is removed (the old state stays).
 */

const STAGING_PREFIX = '.restore-';
const STAGING_NAME = /^\.restore-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** The files of the state that the folder's copies replace, by rename. */
const STATE_FILES = ['db.json', 'activity.jsonl'] as const;
/** The folders whose staged files are linked into the live ones of the same name. */
const FILE_FOLDERS = ['uploads', 'quote-files'] as const;

const JournalSchema = z.strictObject({
  staging: z.string().regex(STAGING_NAME),
  committed_at: z.iso.datetime(),
});

export const restoreStagingDir = (paths: DataPaths, id: string) =>
  path.join(paths.dataDir, `${STAGING_PREFIX}${id}`);

const liveFolder = (paths: DataPaths, folder: (typeof FILE_FOLDERS)[number]) =>
  folder === 'uploads' ? paths.uploadsDir : paths.quoteFilesDir;

/** Step 2, the commit point: from here on the restore is finished, now or at the next start. */
export async function writeRestoreJournal(paths: DataPaths, stagingDir: string): Promise<void> {
  const journal = { staging: path.basename(stagingDir), committed_at: new Date().toISOString() };
  await writeFileAtomic(paths.restoreJournalFile, `${JSON.stringify(journal)}\n`, 0o600);
}

/** Step 3: rename the staged db.json and activity.jsonl (those still there) over the live ones. */
export async function moveRestoredState(paths: DataPaths, stagingDir: string): Promise<void> {
  for (const name of STATE_FILES) {
    try {
      await rename(path.join(stagingDir, name), path.join(paths.dataDir, name));
    } catch (error) {
      if (errorCode(error) !== 'ENOENT') throw error;
    }
  }
  // db.json.bak is what a corrupt db.json falls back to: the restored state, never the old one.
  await backupFile(paths.dbFile, paths.backupFile);
  await fsyncDir(paths.dataDir);
}

/**
 * Link the staged files into their live folders (an existing name is kept: the restore checked it
 * holds the same bytes). Returns the files it added.
 */
export async function linkStagedFiles(paths: DataPaths, stagingDir: string): Promise<string[]> {
  const linked: string[] = [];
  for (const folder of FILE_FOLDERS) {
    const from = path.join(stagingDir, folder);
    const names = await readdir(from).catch((error: unknown) => {
      if (errorCode(error) === 'ENOENT') return [];
      throw error;
    });
    if (names.length > 0) await mkdir(liveFolder(paths, folder), { recursive: true });
    for (const name of names) {
      const target = path.join(liveFolder(paths, folder), name);
      try {
        await linkOrCopy(path.join(from, name), target);
        linked.push(target);
      } catch (error) {
        if (errorCode(error) !== 'EEXIST') throw error;
      }
    }
    if (names.length > 0) await fsyncDir(liveFolder(paths, folder));
  }
  return linked;
}

/** Step 4 (and a last check that every staged file is in place): remove the journal, then the folder. */
export async function finishRestore(paths: DataPaths, stagingDir: string): Promise<void> {
  await linkStagedFiles(paths, stagingDir);
  await unlinkIfExists(paths.restoreJournalFile);
  await fsyncDir(paths.dataDir);
  await rm(stagingDir, { recursive: true, force: true });
}

async function readJournal(paths: DataPaths): Promise<z.infer<typeof JournalSchema> | null> {
  let text: string;
  try {
    text = await readFile(paths.restoreJournalFile, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    throw error;
  }
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // Reported below with the schema's verdict.
  }
  const parsed = JournalSchema.safeParse(json);
  if (!parsed.success) {
    // Written atomically, so this is not a crash: refuse rather than guess which state is whole.
    throw new StoreStartupError(
      `${paths.restoreJournalFile} is not a valid restore journal.\n` +
        'Refusing to start so no data is mixed. Restore a backup with the CLI after removing it.',
    );
  }
  return parsed.data;
}

/**
 * At start, holding the DATA_DIR lock, before db.json and the activity log are read: finish a
 * committed restore, remove the folders of restores that never committed.
 */
export async function recoverInterruptedRestore(paths: DataPaths, logger: Logger): Promise<void> {
  const journal = await readJournal(paths);
  if (journal) {
    const stagingDir = path.join(paths.dataDir, journal.staging);
    await moveRestoredState(paths, stagingDir);
    await finishRestore(paths, stagingDir);
    logger.warn(
      `Finished the restore committed at ${journal.committed_at} that was interrupted (the restored data is in place).`,
    );
  }
  for (const entry of await readdir(paths.dataDir, { withFileTypes: true })) {
    if (!entry.name.startsWith(STAGING_PREFIX)) continue;
    await rm(path.join(paths.dataDir, entry.name), { recursive: true, force: true });
    logger.info(
      `Removed ${entry.name}, left by a restore that was interrupted before it changed anything.`,
    );
  }
}

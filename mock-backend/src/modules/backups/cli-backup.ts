import { randomUUID } from 'node:crypto';
import { readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import type { DataPaths } from '../../data-paths.ts';
import { errorCode, unlinkIfExists } from '../../lib/fs-utils.ts';
import type { Logger } from '../../lib/logger.ts';
import { DbWithInvariantsSchema } from '../../store/db-invariants.ts';
import { deepFreeze } from '../../store/deep-freeze.ts';
import { acquireLock, LockError } from '../../store/lock-file.ts';
import { openActivityLog, readActivityEntries } from '../activity/activity-log.ts';
import { activitySummary } from '../activity/record-activity.ts';
import { backupContents } from './backup-contents.ts';
import { BackupError, type BackupSource } from './backup-snapshot.ts';
import {
  pruneStoredBackups,
  storeBackup,
  writeBackupFile,
  type WrittenBackup,
} from './stored-backups.ts';

/**
 * The records as the server last committed them: db.json is only ever replaced whole (rename),
 * so reading it without the lock sees one committed state.
 */
async function readDbFile(paths: DataPaths) {
  let text: string;
  try {
    text = await readFile(paths.dbFile, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') {
      throw new BackupError(`There is no ${paths.dbFile}: nothing to back up.`);
    }
    throw error;
  }
  const parsed = DbWithInvariantsSchema.safeParse(JSON.parse(text));
  if (!parsed.success)
    throw new BackupError(`${paths.dbFile} is not valid: ${parsed.error.message}`);
  return deepFreeze(parsed.data);
}

interface CliBackup extends WrittenBackup {
  /** The stored backup's name (none with `out`). */
  name: string | null;
  /** Whether the activity log got its entry (only while no server runs). */
  logged: boolean;
}

/**
 * Record the backup in the activity log, but only while no server runs: the server owns the log
 * (its lock makes it the file's only writer, ADR 0021). The lock is held for that one append.
 */
async function recordWhenServerStopped(paths: DataPaths, logger: Logger, summary: string) {
  let lock;
  try {
    lock = await acquireLock(paths.lockFile);
  } catch (error) {
    if (error instanceof LockError) return false;
    throw error;
  }
  try {
    const log = await openActivityLog({ file: paths.activityFile, logger });
    log.record({
      action: 'backup',
      entity: 'backup',
      entity_id: null,
      actor: null,
      ip: null,
      summary,
    });
    await log.close();
    return true;
  } finally {
    await lock.release();
  }
}

/**
 * `npm run backup -w mock-backend`: a 'cli' backup into DATA_DIR/backups (the oldest beyond
 * BACKUP_KEEP removed), or into `out`. Works while the server runs: no lock is needed, the
 * snapshot is optimistic like the server's own (backup-snapshot.ts).
 */
export async function backupFromCli(options: {
  paths: DataPaths;
  keep: number;
  logger: Logger;
  out?: string;
  now?: Date;
}): Promise<CliBackup> {
  const { paths, keep, logger, out, now = new Date() } = options;
  const source: BackupSource = {
    db: () => readDbFile(paths),
    activity: () => readActivityEntries(paths.activityFile),
  };
  let backup: WrittenBackup & { name: string | null };
  if (out === undefined) {
    backup = await storeBackup(paths, source, 'cli', now);
    await pruneStoredBackups(paths, 'cli', keep);
  } else {
    const target = path.resolve(out);
    const temp = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}.tmp`);
    try {
      const written = await writeBackupFile(paths, source, 'cli', now, temp);
      await rename(temp, target);
      backup = { ...written, file: target, name: null };
    } finally {
      await unlinkIfExists(temp);
    }
  }
  const contents = backupContents(backup.manifest.counts, backup.bytes);
  const summary = activitySummary.backupStored(
    'cli',
    backup.name ?? path.basename(backup.file),
    contents,
  );
  return { ...backup, logged: await recordWhenServerStopped(paths, logger, summary) };
}

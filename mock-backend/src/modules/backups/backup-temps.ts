import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { isProcessAlive } from '../../store/lock-file.ts';
import type { DataPaths } from '../../data-paths.ts';
import type { Logger } from '../../lib/logger.ts';

/**
 * Work files in DATA_DIR/backups: a staging folder or a zip being written is `.tmp-<pid>-<uuid>…`
 * (the backup CLI makes them too, while the server runs, without the DATA_DIR lock: the pid tells
 * whose they are); an uploaded archive waits in `.incoming/` (the server's only).
 */
const TEMP_NAME = /^\.tmp-(\d+)-/;
const INCOMING = '.incoming';

export const incomingDir = (paths: DataPaths) => path.join(paths.backupsDir, INCOMING);

/** A fresh work path in DATA_DIR/backups, e.g. `.tmp-<pid>-<uuid>.zip`. */
export const backupTempPath = (paths: DataPaths, suffix = '') =>
  path.join(paths.backupsDir, `.tmp-${process.pid}-${randomUUID()}${suffix}`);

/**
 * At start, holding the DATA_DIR lock: remove what an interrupted backup or upload left behind.
 * Work files of a live other process (a backup CLI running now) are left alone; our own pid's
 * are an earlier incarnation's (a container restarts with the same pid).
 */
export async function sweepBackupTemps(paths: DataPaths, logger: Logger): Promise<void> {
  await mkdir(incomingDir(paths), { recursive: true, mode: 0o700 });
  let removed = 0;
  for (const name of await readdir(incomingDir(paths))) {
    await rm(path.join(incomingDir(paths), name), { recursive: true, force: true });
    removed += 1;
  }
  for (const name of await readdir(paths.backupsDir)) {
    const pid = Number(TEMP_NAME.exec(name)?.[1] ?? Number.NaN);
    if (!Number.isInteger(pid) || (pid !== process.pid && isProcessAlive(pid))) continue;
    await rm(path.join(paths.backupsDir, name), { recursive: true, force: true });
    removed += 1;
  }
  if (removed > 0) logger.info(`Removed ${removed} work file(s) of an interrupted backup.`);
}

import type { BackupKind, BackupListResponse, BackupManifest } from '@gear/contract/backups';
import { BACKUP_MESSAGES } from '@gear/contract/backups';
import type { DataPaths } from '../../data-paths.ts';
import { HttpError } from '../../http/http-error.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Snapshot, Store } from '../../store/store.ts';
import type { ActivityLog } from '../activity/activity-log.ts';
import { activitySummary } from '../activity/record-activity.ts';
import { backupContents } from './backup-contents.ts';
import { downloadName } from './backup-names.ts';
import { backupCounts, referencedFiles, type BackupSource } from './backup-snapshot.ts';
import { sweepBackupTemps } from './backup-temps.ts';
import { restoreArchive, type RestoreOutcome } from './restore-archive.ts';
import {
  listStoredBackups,
  pruneStoredBackups,
  storeBackup,
  storedBackupFile,
  writeBackupFile,
  type StoredBackupFile,
  type WrittenBackup,
} from './stored-backups.ts';

/** BACKUP_AUTO and BACKUP_KEEP. */
export interface BackupSettings {
  auto: boolean;
  keep: number;
}

export interface BackupsService {
  list(): Promise<BackupListResponse>;
  /** A backup of now in a work file named for the download; the caller sends, then removes it. */
  download(): Promise<WrittenBackup & { name: string }>;
  /** A stored backup's file by its listed name, or null. */
  stored(name: string): Promise<{ file: string; bytes: number } | null>;
  /** Check and restore an archive (restore-archive.ts); the state before is kept as a backup. */
  restore(
    archiveFile: string,
    onChecked?: (manifest: BackupManifest) => void,
  ): Promise<RestoreOutcome>;
  /** The daily timer's work: an automatic backup when the newest is 24 h old (or none). */
  autoBackupIfDue(): Promise<StoredBackupFile | null>;
  /** Wait for a backup or restore still running. */
  close(): Promise<void>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

interface BackupsDeps {
  paths: DataPaths;
  store: Store;
  activity: ActivityLog;
  logger: Logger;
  settings: BackupSettings;
  /** After a restore, with the restored records in place (mail of pending leads goes out). */
  afterRestore?: () => void;
  now?: () => number;
}

/**
 * Backups and restores in the server. One at a time in this process (a second is a 409): they
 * share the disk and a restore must not run under a backup. Open it while holding the DATA_DIR
 * lock (after the store): its start sweeps what an interrupted backup left.
 */
export async function createBackupsService(deps: BackupsDeps): Promise<BackupsService> {
  const { paths, store, activity, logger, settings, now = Date.now } = deps;
  await sweepBackupTemps(paths, logger);

  let running: Promise<unknown> | null = null;
  /** Run `task` alone; `null` when another one runs (the caller answers busy or skips). */
  function alone<T>(task: () => Promise<T>): Promise<T> | null {
    if (running) return null;
    const run = task();
    running = run.finally(() => {
      running = null;
    });
    running.catch(() => undefined);
    return run;
  }
  function aloneOrBusy<T>(task: () => Promise<T>): Promise<T> {
    return alone(task) ?? Promise.reject(new HttpError(409, BACKUP_MESSAGES.busy));
  }

  const liveSource: BackupSource = {
    db: () => store.read(),
    activity: async () => {
      await activity.idle();
      return activity.entries();
    },
  };

  /** A stored backup, then the oldest of its kind beyond BACKUP_KEEP removed. */
  async function keep(kind: BackupKind, source: BackupSource): Promise<StoredBackupFile> {
    const stored = await storeBackup(paths, source, kind, new Date(now()));
    const pruned = await pruneStoredBackups(paths, kind, settings.keep);
    if (pruned.length > 0) logger.info(`Backups: removed ${pruned.join(', ')} (BACKUP_KEEP).`);
    return stored;
  }

  function currentCounts(db: Snapshot) {
    return backupCounts(db, activity.entries().length, referencedFiles(paths, db));
  }

  return {
    async list() {
      return {
        data: await listStoredBackups(paths),
        auto: settings.auto,
        keep: settings.keep,
        current: currentCounts(store.read()),
      };
    },
    download: () =>
      aloneOrBusy(async () => {
        const createdAt = new Date(now());
        const written = await writeBackupFile(paths, liveSource, 'download', createdAt);
        return { ...written, name: downloadName(createdAt) };
      }),
    stored: (name) => storedBackupFile(paths, name),
    restore: (archiveFile, onChecked) =>
      aloneOrBusy(async () => {
        const outcome = await restoreArchive(
          {
            paths,
            store,
            activity,
            logger,
            // The records handed in stay the same while it runs: no retry can be needed.
            keepPrevious: async (current, entries) =>
              (
                await keep('pre-restore', {
                  db: () => current,
                  activity: () => Promise.resolve(entries),
                })
              ).name,
          },
          archiveFile,
          onChecked,
        );
        deps.afterRestore?.();
        return outcome;
      }),
    async autoBackupIfDue() {
      if (!settings.auto) return null;
      const newest = (await listStoredBackups(paths)).find((backup) => backup.kind === 'auto');
      if (newest && now() - Date.parse(newest.created_at) < DAY_MS) return null;
      const run = alone(() => keep('auto', liveSource));
      if (!run) return null;
      const stored = await run;
      activity.record({
        action: 'backup',
        entity: 'backup',
        entity_id: null,
        actor: null,
        ip: null,
        summary: activitySummary.backupStored(
          'auto',
          stored.name,
          backupContents(stored.manifest.counts, stored.bytes),
        ),
      });
      return stored;
    },
    async close() {
      await running?.catch(() => undefined);
    },
  };
}

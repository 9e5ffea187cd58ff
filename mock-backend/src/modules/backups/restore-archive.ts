import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ActivityEntry } from '@gear/contract/activity';
import type { BackupManifest } from '@gear/contract/backups';
import type { DataPaths } from '../../data-paths.ts';
import { syncFile, unlinkIfExists } from '../../lib/fs-utils.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Db } from '../../store/db-schema.ts';
import { serializeDb } from '../../store/load-db.ts';
import {
  finishRestore,
  linkStagedFiles,
  moveRestoredState,
  restoreStagingDir,
  writeRestoreJournal,
} from '../../store/restore-journal.ts';
import type { Snapshot, Store } from '../../store/store.ts';
import { withSecurityTrail, type ActivityLog } from '../activity/activity-log.ts';
import { referencedFiles } from './backup-snapshot.ts';
import { checkArchive } from './check-archive.ts';

interface RestoreDeps {
  paths: DataPaths;
  store: Store;
  activity: ActivityLog;
  logger: Logger;
  /**
   * Store a backup of the state about to be replaced and answer its name. It runs inside the
   * store's writer, so no write lands between it and the swap.
   */
  keepPrevious(current: Snapshot, entries: ActivityEntry[]): Promise<string>;
}

export interface RestoreOutcome {
  manifest: BackupManifest;
  /** The stored backup of the state before. */
  previous: string;
}

type NumberedCollection = keyof Db['last_ids'];
const NUMBERED: readonly NumberedCollection[] = [
  'sliders',
  'subcategories',
  'gallery',
  'leads',
  'categories',
];

/**
 * The restored records, with the server's bookkeeping carried over: ids handed out since the
 * backup are never given again (a mail's link to lead #12 must not open another lead), and
 * tokens revoked since stay revoked.
 */
function withCurrentBookkeeping(restored: Db, current: Snapshot): Db {
  const lastIds: Db['last_ids'] = { ...restored.last_ids };
  for (const collection of NUMBERED) {
    const records: readonly { readonly id: number }[] = current[collection];
    const highest = Math.max(
      restored.last_ids[collection] ?? 0,
      current.last_ids[collection] ?? 0,
      ...records.map((record) => record.id),
    );
    if (highest > 0) lastIds[collection] = highest;
  }
  const now = Math.floor(Date.now() / 1000);
  const revoked = new Map(restored.revoked_tokens.map((token) => [token.jti, token]));
  for (const token of current.revoked_tokens) revoked.set(token.jti, { ...token });
  return {
    ...restored,
    last_ids: lastIds,
    revoked_tokens: [...revoked.values()].filter((token) => token.exp > now),
  };
}

/** After the swap: remove the files only the replaced state referred to. */
async function removeReplacedFiles(deps: RestoreDeps, replaced: Snapshot): Promise<void> {
  const kept = new Set(referencedFiles(deps.paths, deps.store.read()).map((file) => file.live));
  for (const file of referencedFiles(deps.paths, replaced)) {
    if (kept.has(file.live)) continue;
    try {
      await unlinkIfExists(file.live);
    } catch (error) {
      deps.logger.warn(`Could not remove ${file.live} after a restore`, error);
    }
  }
}

/**
 * Restore an archive (issue 21, ADR 0036): check it completely while everything goes on as
 * before; then, inside the store's writer, keep the current state as a backup, link the
 * archive's files in, commit (store/restore-journal.ts) and swap the records and the activity
 * log in memory. A refused archive throws RestoreRefusedError and changes nothing; the staging
 * folder never outlives the call.
 */
export async function restoreArchive(
  deps: RestoreDeps,
  archiveFile: string,
  /** Told when the archive passed every check, before anything changes (the CLI prints it). */
  onChecked?: (manifest: BackupManifest) => void,
): Promise<RestoreOutcome> {
  const { paths, store, activity } = deps;
  const stagingDir = restoreStagingDir(paths, randomUUID());
  /** Past the commit point; the files linked in before it (removed if it never comes). */
  const progress = { committed: false, added: new Array<string>() };
  try {
    const checked = await checkArchive(paths, archiveFile, stagingDir);
    onChecked?.(checked.manifest);
    const { previous, replaced } = await store.replace(async (current) => {
      const kept = await deps.keepPrevious(current, activity.entries());
      progress.added = await linkStagedFiles(paths, stagingDir);
      const db = withCurrentBookkeeping(checked.db, current);
      const dbFile = path.join(stagingDir, 'db.json');
      await writeFile(dbFile, serializeDb(db), { mode: 0o644 });
      await syncFile(dbFile);
      const entries = withSecurityTrail(
        checked.entries,
        activity.entries(),
        checked.manifest.created_at,
      );
      const activityFile = path.join(stagingDir, 'activity.jsonl');
      await writeFile(activityFile, entries.map((entry) => `${JSON.stringify(entry)}\n`).join(''), {
        mode: 0o600,
      });
      await syncFile(activityFile);
      await activity.replaceAll(entries, async () => {
        await writeRestoreJournal(paths, stagingDir);
        progress.committed = true;
        await moveRestoredState(paths, stagingDir);
      });
      return { db, result: { previous: kept, replaced: current } };
    });
    await finishRestore(paths, stagingDir);
    await removeReplacedFiles(deps, replaced);
    return { manifest: checked.manifest, previous };
  } finally {
    // Before the commit point the folder is all there is of the restore; after it, the journal
    // finishes the restore at the next start if this process cannot.
    if (!progress.committed) {
      await Promise.all(progress.added.map((file) => unlinkIfExists(file)));
      await rm(stagingDir, { recursive: true, force: true });
    }
  }
}

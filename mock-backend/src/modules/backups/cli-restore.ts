import { stat } from 'node:fs/promises';
import type { BackupManifest } from '@gear/contract/backups';
import {
  readSecurityState,
  withSessionsEnded,
  writeSecurityState,
} from '../../auth/security-state.ts';
import type { DataPaths } from '../../data-paths.ts';
import { errorCode } from '../../lib/fs-utils.ts';
import type { Logger } from '../../lib/logger.ts';
import { LockError } from '../../store/lock-file.ts';
import { openStore } from '../../store/store.ts';
import { openActivityLog } from '../activity/activity-log.ts';
import { activitySummary } from '../activity/record-activity.ts';
import { backupContents } from './backup-contents.ts';
import { readableInstant } from './backup-names.ts';
import { createBackupsService } from './backups.service.ts';
import type { RestoreOutcome } from './restore-archive.ts';
import { RestoreRefusedError } from './restore-refused.ts';

/** A problem the operator can fix, printed as it is. */
export class CliError extends Error {
  override name = 'CliError';
}

/** Sessions live in account.json (auth/security-state.ts): ending them is the next epoch. */
async function endAllSessions(paths: DataPaths): Promise<void> {
  const state = await readSecurityState(paths.accountFile);
  if (state) await writeSecurityState(paths.accountFile, withSessionsEnded(state, Date.now()));
}

/**
 * `npm run restore -w mock-backend -- <file.zip>`: the server's restore (checked completely, then
 * swapped in atomically, the state before kept as a backup), for when the admin cannot be used.
 * It needs the DATA_DIR lock, so it refuses while the server runs.
 */
export async function restoreFromCli(options: {
  paths: DataPaths;
  keep: number;
  logger: Logger;
  archive: string;
  onChecked?: (manifest: BackupManifest) => void;
}): Promise<RestoreOutcome> {
  const { paths, keep, logger, archive } = options;
  try {
    if (!(await stat(archive)).isFile()) throw new CliError(`${archive} is not a file.`);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') throw new CliError(`There is no file ${archive}.`);
    throw error;
  }
  let store;
  try {
    store = await openStore({ paths, buildSeed: null, logger });
  } catch (error) {
    if (error instanceof LockError) {
      throw new CliError(
        'The server is running (DATA_DIR is locked): stop the server first, or restore from the admin.',
      );
    }
    throw error;
  }
  const activity = await openActivityLog({ file: paths.activityFile, logger });
  const entry = { entity: 'backup', entity_id: null, actor: null, ip: null } as const;
  try {
    const backups = await createBackupsService({
      paths,
      store,
      activity,
      logger,
      settings: { auto: false, keep },
    });
    const outcome = await backups.restore(archive, options.onChecked).catch((error: unknown) => {
      if (error instanceof RestoreRefusedError) {
        activity.record({
          ...entry,
          action: 'restore_refused',
          summary: activitySummary.restoreRefused(error.message),
        });
      }
      throw error;
    });
    await endAllSessions(paths);
    const { manifest, previous } = outcome;
    activity.record({
      ...entry,
      action: 'restore',
      summary: activitySummary.restored(
        readableInstant(manifest.created_at),
        backupContents(manifest.counts),
        previous,
      ),
    });
    return outcome;
  } finally {
    await activity.close();
    await store.close();
  }
}

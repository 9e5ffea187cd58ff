import path from 'node:path';

/** Every file and folder the backend keeps inside DATA_DIR. */
export interface DataPaths {
  dataDir: string;
  dbFile: string;
  backupFile: string;
  lockFile: string;
  uploadsDir: string;
  /** Multer writes here first; swept at start. Inside uploads so renames stay on one filesystem. */
  uploadsTmpDir: string;
  outboxDir: string;
  /**
   * The drawings of quote requests (issue 19): `<uuid>.<ext>`, mode 600, read only through the
   * admin's download call; never under uploads (nothing serves this folder). Same filesystem as
   * uploadsTmpDir, so a temp file is moved in by rename.
   */
  quoteFilesDir: string;
  jwtSecretFile: string;
  /**
   * The admin account's security state (issue 21, auth/security-state.ts): session epoch, 2FA,
   * a password set from the admin. Mode 600; never in a backup, untouched by a restore.
   */
  accountFile: string;
  /** The admin activity log: one JSON entry per line, appended (modules/activity, ADR 0021). */
  activityFile: string;
  /**
   * Stored backups (issue 21, ADR 0036): `gear-backup-<kind>-<time>.zip`, mode 600. Names starting
   * with a dot are a backup or an uploaded archive being made; swept at start.
   */
  backupsDir: string;
  /**
   * Present only between a restore's commit point and its end: names the `.restore-<uuid>` folder
   * whose files replace db.json and activity.jsonl (store/restore-journal.ts rolls it forward).
   */
  restoreJournalFile: string;
}

export function dataPaths(dataDir: string): DataPaths {
  const uploadsDir = path.join(dataDir, 'uploads');
  return {
    dataDir,
    dbFile: path.join(dataDir, 'db.json'),
    backupFile: path.join(dataDir, 'db.json.bak'),
    lockFile: path.join(dataDir, 'db.lock'),
    uploadsDir,
    uploadsTmpDir: path.join(uploadsDir, '.tmp'),
    outboxDir: path.join(dataDir, 'outbox'),
    quoteFilesDir: path.join(dataDir, 'quote-files'),
    jwtSecretFile: path.join(dataDir, '.jwt-secret'),
    accountFile: path.join(dataDir, 'account.json'),
    activityFile: path.join(dataDir, 'activity.jsonl'),
    backupsDir: path.join(dataDir, 'backups'),
    restoreJournalFile: path.join(dataDir, 'restore.journal.json'),
  };
}

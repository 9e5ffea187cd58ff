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
  /** The admin activity log: one JSON entry per line, appended (modules/activity, ADR 0021). */
  activityFile: string;
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
    activityFile: path.join(dataDir, 'activity.jsonl'),
  };
}

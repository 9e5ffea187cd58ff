import { link, mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { BackupKind, BackupManifest, StoredBackup } from '@gear/contract/backups';
import type { DataPaths } from '../../data-paths.ts';
import { errorCode, fsyncDir, unlinkIfExists } from '../../lib/fs-utils.ts';
import { writeArchive } from './archive-writer.ts';
import { stageSnapshot, type BackupSource } from './backup-snapshot.ts';
import { parseStoredName, storedBackupName } from './backup-names.ts';
import { backupTempPath } from './backup-temps.ts';

/** A backup written to disk. */
export interface WrittenBackup {
  file: string;
  manifest: BackupManifest;
  bytes: number;
}

/**
 * The one way a backup is made (the admin's download, the daily timer, the CLI, the state kept
 * before a restore): a consistent snapshot staged by hard links (backup-snapshot.ts), zipped into
 * a new work file in DATA_DIR/backups (or `out`). The caller moves or removes the file.
 */
export async function writeBackupFile(
  paths: DataPaths,
  source: BackupSource,
  kind: BackupManifest['kind'],
  createdAt: Date,
  out = backupTempPath(paths, '.zip'),
): Promise<WrittenBackup> {
  await mkdir(paths.backupsDir, { recursive: true, mode: 0o700 });
  const stagingDir = backupTempPath(paths);
  try {
    const staged = await stageSnapshot(paths, source, stagingDir);
    const manifest = await writeArchive({ ...staged, kind, createdAt, out });
    return { file: out, manifest, bytes: (await stat(out)).size };
  } catch (error) {
    await unlinkIfExists(out);
    throw error;
  } finally {
    await rm(stagingDir, { recursive: true, force: true });
  }
}

export interface StoredBackupFile extends WrittenBackup {
  name: string;
}

/** Keep a backup in DATA_DIR/backups as `gear-backup-<kind>-<time>.zip`, never replacing one. */
export async function storeBackup(
  paths: DataPaths,
  source: BackupSource,
  kind: BackupKind,
  createdAt: Date,
): Promise<StoredBackupFile> {
  const written = await writeBackupFile(paths, source, kind, createdAt);
  try {
    for (let attempt = 1; ; attempt += 1) {
      const name = storedBackupName(kind, createdAt, attempt);
      const file = path.join(paths.backupsDir, name);
      try {
        // A link, not a rename: it fails if the name is taken (two backups in one second).
        await link(written.file, file);
      } catch (error) {
        if (errorCode(error) === 'EEXIST' && attempt < 100) continue;
        throw error;
      }
      await fsyncDir(paths.backupsDir);
      return { ...written, name, file };
    }
  } finally {
    await unlinkIfExists(written.file);
  }
}

/** The stored backups, newest first. */
export async function listStoredBackups(paths: DataPaths): Promise<StoredBackup[]> {
  const names = await readdir(paths.backupsDir).catch((error: unknown) => {
    if (errorCode(error) === 'ENOENT') return [];
    throw error;
  });
  const found: (StoredBackup & { attempt: number })[] = [];
  for (const name of names) {
    const parsed = parseStoredName(name);
    if (!parsed) continue;
    try {
      const { size } = await stat(path.join(paths.backupsDir, name));
      found.push({
        name,
        kind: parsed.kind,
        created_at: parsed.createdAt.toISOString(),
        bytes: size,
        attempt: parsed.attempt,
      });
    } catch (error) {
      // Pruned meanwhile.
      if (errorCode(error) !== 'ENOENT') throw error;
    }
  }
  found.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.attempt - a.attempt);
  return found.map(({ attempt: _attempt, ...backup }) => backup);
}

/** Keep the newest `keep` backups of a kind; answers the names removed. */
export async function pruneStoredBackups(
  paths: DataPaths,
  kind: BackupKind,
  keep: number,
): Promise<string[]> {
  const surplus = (await listStoredBackups(paths))
    .filter((backup) => backup.kind === kind)
    .slice(keep)
    .map((backup) => backup.name);
  for (const name of surplus) await unlinkIfExists(path.join(paths.backupsDir, name));
  return surplus;
}

/** The file of a stored backup by its listed name (anything else: null). */
export async function storedBackupFile(
  paths: DataPaths,
  name: string,
): Promise<{ file: string; bytes: number } | null> {
  if (parseStoredName(name) === null) return null;
  const file = path.join(paths.backupsDir, name);
  try {
    const info = await stat(file);
    return info.isFile() ? { file, bytes: info.size } : null;
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    throw error;
  }
}

import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import type { ActivityEntry } from '@gear/contract/activity';
import type { BackupCounts } from '@gear/contract/backups';
import type { DataPaths } from '../../data-paths.ts';
import { errorCode, linkOrCopy } from '../../lib/fs-utils.ts';
import { referencedUploadUrls } from '../../store/db-invariants.ts';
import { serializeDb } from '../../store/load-db.ts';
import type { Snapshot } from '../../store/store.ts';
import { attachmentFileName } from '../../uploads/attachment-files.ts';
import { pathForUrl } from '../../uploads/upload-files.ts';

/** Where a backup's records come from: the live store in the server, db.json for the CLI. */
export interface BackupSource {
  /** The records now (a fresh snapshot on every call: a retry takes a newer one). */
  db(): Snapshot | Promise<Snapshot>;
  /** The activity log's entries, oldest first. */
  activity(): Promise<ActivityEntry[]>;
}

/** A file the archive will hold, staged on disk. */
export interface StagedFile {
  /** Its path inside the archive: `db.json`, `uploads/<name>`… */
  path: string;
  file: string;
  bytes: number;
}

interface StagedSnapshot {
  files: StagedFile[];
  counts: BackupCounts;
}

export class BackupError extends Error {
  override name = 'BackupError';
}

/** Snapshots tried before giving up (each retry follows a write that removed a file meanwhile). */
const ATTEMPTS = 5;
/** Links made at once (each is one quick syscall on libuv's pool, shared with visitors' reads). */
const LINKS_AT_ONCE = 8;

interface LiveFile {
  path: string;
  live: string;
}

/** Every uploaded file and quote drawing the records refer to, with its archive path. */
export function referencedFiles(paths: DataPaths, db: Snapshot): LiveFile[] {
  const files = new Map<string, string>();
  for (const url of referencedUploadUrls(db)) {
    const live = pathForUrl(paths.uploadsDir, url);
    if (live) files.set(`uploads/${path.basename(live)}`, live);
  }
  for (const lead of db.leads) {
    for (const attachment of lead.quote?.attachments ?? []) {
      const name = attachmentFileName(attachment);
      if (name) files.set(`quote-files/${name}`, path.join(paths.quoteFilesDir, name));
    }
  }
  return [...files].map(([archivePath, live]) => ({ path: archivePath, live }));
}

/** What a backup of these records holds, as the manifest and the admin count it. */
export function backupCounts(db: Snapshot, activity: number, files: readonly { path: string }[]) {
  return {
    sliders: db.sliders.length,
    products: db.subcategories.length,
    categories: db.categories.length,
    gallery: db.gallery.length,
    ebrochure: db.ebrochure.length,
    leads: db.leads.length,
    activity,
    uploads: files.filter((file) => file.path.startsWith('uploads/')).length,
    quote_files: files.filter((file) => file.path.startsWith('quote-files/')).length,
  } satisfies BackupCounts;
}

/** Link every file into the staging folder; the archive path of the first one gone, or null. */
async function linkAll(files: readonly LiveFile[], stagingDir: string): Promise<string | null> {
  const limit = pLimit(LINKS_AT_ONCE);
  let missing: string | null = null;
  await Promise.all(
    files.map((file) =>
      limit(async () => {
        if (missing !== null) return;
        try {
          await linkOrCopy(file.live, path.join(stagingDir, file.path));
        } catch (error) {
          if (errorCode(error) !== 'ENOENT') throw error;
          missing ??= file.path;
        }
      }),
    ),
  );
  return missing;
}

/**
 * Put one consistent state into `stagingDir` without blocking anyone: take a snapshot of the
 * records, hard-link every file it refers to (uploads and drawings are never changed in place: a
 * replacement gets a new name), and write db.json and activity.jsonl. If a file is gone, a write
 * removed it after the snapshot: start again with a fresh one.
 */
export async function stageSnapshot(
  paths: DataPaths,
  source: BackupSource,
  stagingDir: string,
): Promise<StagedSnapshot> {
  for (let attempt = 1; ; attempt += 1) {
    await rm(stagingDir, { recursive: true, force: true });
    await mkdir(path.join(stagingDir, 'uploads'), { recursive: true, mode: 0o700 });
    await mkdir(path.join(stagingDir, 'quote-files'), { mode: 0o700 });
    const db = await source.db();
    const live = referencedFiles(paths, db);
    const missing = await linkAll(live, stagingDir);
    if (missing !== null) {
      if (attempt < ATTEMPTS) continue;
      throw new BackupError(
        `${missing} is referenced by the records but missing from DATA_DIR (${ATTEMPTS} snapshots tried).`,
      );
    }
    const entries = await source.activity();
    await writeFile(path.join(stagingDir, 'db.json'), serializeDb(db), { mode: 0o600 });
    await writeFile(
      path.join(stagingDir, 'activity.jsonl'),
      entries.map((entry) => `${JSON.stringify(entry)}\n`).join(''),
      { mode: 0o600 },
    );
    const files = await Promise.all(
      ['db.json', 'activity.jsonl', ...live.map((file) => file.path)].map(async (archivePath) => {
        const file = path.join(stagingDir, archivePath);
        return { path: archivePath, file, bytes: (await stat(file)).size };
      }),
    );
    return { files, counts: backupCounts(db, entries.length, live) };
  }
}

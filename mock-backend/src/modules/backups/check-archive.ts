import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, stat, statfs } from 'node:fs/promises';
import path from 'node:path';
import type { ActivityEntry } from '@gear/contract/activity';
import { BACKUP_LIMITS, BACKUP_MESSAGES, type BackupManifest } from '@gear/contract/backups';
import { MIB } from '@gear/contract/limits';
import type { DrawingType } from '@gear/contract/quote-rules';
import type { DataPaths } from '../../data-paths.ts';
import { errorCode } from '../../lib/fs-utils.ts';
import type { Db } from '../../store/db-schema.ts';
import { referencedUploadUrls } from '../../store/db-invariants.ts';
import { attachmentFileName } from '../../uploads/attachment-files.ts';
import {
  checkCounts,
  checkDrawingContent,
  checkDrawingDeclared,
  checkReferences,
  checkUploadContent,
  checkUploadDeclared,
  matchManifest,
  parseActivity,
  parseDb,
  parseManifest,
} from './archive-checks.ts';
import { openArchive, type OpenedArchive } from './archive-reader.ts';
import { backupCounts } from './backup-snapshot.ts';
import { RestoreRefusedError } from './restore-refused.ts';

/** An archive checked completely and unpacked into its staging folder. */
interface CheckedArchive {
  manifest: BackupManifest;
  db: Db;
  entries: ActivityEntry[];
}

/** Free space kept beyond what the archive unpacks to (the pre-restore backup, the db writes). */
const SPACE_MARGIN_BYTES = 64 * MIB;

const refuse = (message: string) => new RestoreRefusedError(message);

/** `/uploads/<name>` → `uploads/<name>`, its path in an archive. */
const archivePathOf = (url: string) => `uploads/${path.posix.basename(url)}`;

/** The files the records refer to, by archive path; drawings with the type their lead records. */
function referencesOf(db: Db): { uploads: Set<string>; drawings: Map<string, DrawingType> } {
  const uploads = new Set([...referencedUploadUrls(db)].map(archivePathOf));
  const drawings = new Map<string, DrawingType>();
  for (const lead of db.leads) {
    for (const attachment of lead.quote?.attachments ?? []) {
      const name = attachmentFileName(attachment);
      if (name) drawings.set(`quote-files/${name}`, attachment.type);
    }
  }
  return { uploads, drawings };
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(Buffer.from(chunk));
  return hash.digest('hex');
}

/** A file of the same name on this server must be the same file (names are unique ids). */
async function checkSameAsLive(
  paths: DataPaths,
  file: BackupManifest['files'][number],
): Promise<void> {
  const [folder, name = ''] = file.path.split('/');
  const live = path.join(folder === 'uploads' ? paths.uploadsDir : paths.quoteFilesDir, name);
  let size: number;
  try {
    size = (await stat(live)).size;
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return;
    throw error;
  }
  if (size !== file.bytes || (await sha256Of(live)) !== file.sha256) {
    throw refuse(
      BACKUP_MESSAGES.badFile(file.path, 'another file of that name is in use on this server'),
    );
  }
}

async function checkFreeSpace(dir: string, needed: number): Promise<void> {
  const info = await statfs(dir);
  if (info.bavail * info.bsize < needed + SPACE_MARGIN_BYTES) throw refuse(BACKUP_MESSAGES.noSpace);
}

async function readManifest(archive: OpenedArchive): Promise<BackupManifest> {
  const entry = archive.entries.get('manifest.json');
  if (!entry) throw refuse(BACKUP_MESSAGES.noManifest);
  if (entry.uncompressedSize > BACKUP_LIMITS.manifestMaxBytes) {
    throw refuse(
      BACKUP_MESSAGES.badManifest(`larger than ${BACKUP_LIMITS.manifestMaxBytes / MIB} MB`),
    );
  }
  return parseManifest(await archive.read('manifest.json'));
}

/**
 * Check an archive completely, unpacking it into `stagingDir` (which it creates): the archive
 * itself (archive-reader.ts), its manifest against its entries, each file against its checksum,
 * db.json against the store's schema and invariants, every activity line, every file the
 * records refer to present and none else, each file by its type and size. Nothing outside
 * `stagingDir` changes. Throws RestoreRefusedError with the owner's message.
 */
export async function checkArchive(
  paths: DataPaths,
  archiveFile: string,
  stagingDir: string,
): Promise<CheckedArchive> {
  if ((await stat(archiveFile)).size > BACKUP_LIMITS.archiveMaxBytes) {
    throw refuse(BACKUP_MESSAGES.tooLarge);
  }
  const archive = await openArchive(archiveFile);
  try {
    await checkFreeSpace(paths.dataDir, archive.declaredBytes);
    const manifest = await readManifest(archive);
    matchManifest(manifest, archive.entries.keys());
    const listed = new Map(manifest.files.map((file) => [file.path, file]));
    const fileOf = (name: string) => {
      const file = listed.get(name);
      if (!file) throw refuse(BACKUP_MESSAGES.missingFile(name));
      return file;
    };
    const capped = (name: string, max: number) => {
      if (fileOf(name).bytes > max) {
        throw refuse(BACKUP_MESSAGES.badRecord(name, `larger than ${max / MIB} MB`));
      }
    };
    capped('db.json', BACKUP_LIMITS.dbMaxBytes);
    capped('activity.jsonl', BACKUP_LIMITS.activityMaxBytes);

    await mkdir(path.join(stagingDir, 'uploads'), { recursive: true, mode: 0o700 });
    await mkdir(path.join(stagingDir, 'quote-files'), { mode: 0o700 });
    const unpack = async (name: string, mode: number) => {
      const target = path.join(stagingDir, name);
      await archive.extract(name, target, fileOf(name), mode);
      return target;
    };
    const db = parseDb(await readFile(await unpack('db.json', 0o644)));
    const entries = parseActivity(await readFile(await unpack('activity.jsonl', 0o600)));

    const references = referencesOf(db);
    const files = manifest.files.filter(
      (file) => file.path.startsWith('uploads/') || file.path.startsWith('quote-files/'),
    );
    checkReferences(
      new Set([...references.uploads, ...references.drawings.keys()]),
      files.map((file) => file.path),
    );
    checkCounts(manifest, backupCounts(db, entries.length, files));

    const brochurePdfs = new Set(db.ebrochure.map((brochure) => archivePathOf(brochure.pdf_file)));
    for (const file of files) {
      if (file.path.startsWith('uploads/')) {
        checkUploadDeclared(file.path, file.bytes, brochurePdfs.has(file.path));
      } else {
        checkDrawingDeclared(file.path, file.bytes);
      }
    }
    for (const file of files) {
      const drawing = references.drawings.get(file.path);
      const target = await unpack(file.path, drawing ? 0o600 : 0o644);
      if (drawing) await checkDrawingContent(file.path, target, drawing);
      else await checkUploadContent(file.path, target);
      await checkSameAsLive(paths, file);
    }
    return { manifest, db, entries };
  } finally {
    archive.close();
  }
}

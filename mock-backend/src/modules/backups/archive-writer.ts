import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupCounts,
  type BackupManifest,
} from '@gear/contract/backups';
import { syncFile } from '../../lib/fs-utils.ts';
import type { StagedFile } from './backup-snapshot.ts';

interface ArchiveOptions {
  files: readonly StagedFile[];
  counts: BackupCounts;
  kind: BackupManifest['kind'];
  createdAt: Date;
  /** The zip is written here (a new file), then fsynced. */
  out: string;
}

/** Pictures and PDFs are compressed already: stored as they are; text is deflated. */
const isText = (archivePath: string) =>
  archivePath === 'db.json' ||
  archivePath === 'activity.jsonl' ||
  archivePath.startsWith('quote-files/');

type FileDigest = BackupManifest['files'][number];

/**
 * Write the archive: each staged file streamed into the zip (one open file at a time) while its
 * SHA-256 is computed, then manifest.json with every digest, last. Returns the manifest.
 */
export async function writeArchive(options: ArchiveOptions): Promise<BackupManifest> {
  const { files, counts, kind, createdAt, out } = options;
  const zip = new ZipFile();
  const written = pipeline(zip.outputStream, createWriteStream(out, { flags: 'wx', mode: 0o600 }));
  // Any error (a file unreadable, the zip, the output) ends the wait for the digests too.
  let failed: (error: unknown) => void = () => undefined;
  const failure = new Promise<never>((_resolve, reject) => {
    failed = reject;
  });
  failure.catch(() => undefined);
  zip.on('error', failed);
  written.catch(failed);

  const digests = files.map(
    (staged) =>
      new Promise<FileDigest>((resolve) => {
        zip.addReadStreamLazy(
          staged.path,
          { mtime: createdAt, mode: 0o100600, compress: isText(staged.path), size: staged.bytes },
          (callback) => {
            const hash = createHash('sha256');
            let bytes = 0;
            const tap = new Transform({
              transform(chunk: Buffer, _encoding, next) {
                hash.update(chunk);
                bytes += chunk.length;
                next(null, chunk);
              },
              flush(next) {
                resolve({ path: staged.path, bytes, sha256: hash.digest('hex') });
                next();
              },
            });
            const source = createReadStream(staged.file);
            source.once('error', failed);
            callback(null, source.pipe(tap));
          },
        );
      }),
  );

  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    created_at: createdAt.toISOString(),
    kind,
    counts,
    files: await Promise.race([Promise.all(digests), failure]),
  };
  zip.addBuffer(Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), 'manifest.json', {
    mtime: createdAt,
    mode: 0o100600,
  });
  zip.end();
  await Promise.race([written, failure]);
  await syncFile(out);
  return manifest;
}

import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open as openFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { open as openZip, type Entry, type ZipFile } from 'yauzl';
import { BACKUP_ENTRY_PATTERN, BACKUP_LIMITS, BACKUP_MESSAGES } from '@gear/contract/backups';
import { syncFile } from '../../lib/fs-utils.ts';
import { displayName } from '../../uploads/upload-files.ts';
import { RestoreRefusedError } from './restore-refused.ts';

/**
 * Reading an uploaded archive without trusting it (zip-slip and zip-bomb safe): the central
 * directory is read first and every entry judged by it (count, name, type, declared size) before
 * a byte is unpacked; entry names are taken raw (never decoded and "fixed" by the library) and
 * must be one of the backup's own; unpacking counts the bytes it writes and checks them against
 * the manifest, whatever the headers declare.
 */

export interface OpenedArchive {
  /** The entries by name, in archive order. */
  entries: ReadonlyMap<string, Entry>;
  /** The sum of the entries' declared unpacked sizes. */
  declaredBytes: number;
  /** One entry's bytes in memory (its declared size was checked against a cap before). */
  read(name: string): Promise<Buffer>;
  /**
   * Unpack one entry into `target` (a new file, fsynced), refused unless it has exactly `bytes`
   * bytes and this SHA-256.
   */
  extract(
    name: string,
    target: string,
    expected: { bytes: number; sha256: string },
    mode: number,
  ): Promise<void>;
  close(): void;
}

const refuse = (message: string) => new RestoreRefusedError(message);

/** What yauzl's complaints mean to an owner. */
function describeZipError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/end of central directory record signature not found/i.test(message))
    return 'the end of the archive is missing';
  if (/unexpected EOF|truncated/i.test(message)) return 'it ends too early';
  if (/encrypt/i.test(message)) return 'an entry is encrypted';
  return message.slice(0, 200);
}

const damaged = (error: unknown) =>
  error instanceof RestoreRefusedError
    ? error
    : refuse(BACKUP_MESSAGES.damaged(describeZipError(error)));

/** A ZIP file starts with a local file header, or is an empty archive's end record. */
async function looksLikeZip(file: string): Promise<boolean> {
  const handle = await openFile(file, 'r');
  try {
    const head = Buffer.alloc(4);
    const { bytesRead } = await handle.read(head, 0, 4, 0);
    const signature = head.subarray(0, bytesRead).toString('latin1');
    return signature === 'PK\u0003\u0004' || signature === 'PK\u0005\u0006';
  } finally {
    await handle.close();
  }
}

/** An entry's name as stored (UTF-8 when its flag says so); never altered. */
function entryName(entry: Entry): string {
  const raw: unknown = entry.fileName;
  const bytes = Buffer.isBuffer(raw) ? raw : Buffer.from(String(raw));
  return bytes.toString((entry.generalPurposeBitFlag & 0x800) !== 0 ? 'utf8' : 'latin1');
}

const FILE_TYPE_MASK = 0o170000;
const REGULAR_FILE = 0o100000;
const SYMLINK = 0o120000;
const DIRECTORY = 0o040000;
const STORED = 0;
const DEFLATED = 8;

/** The first reason to refuse an entry by its central directory record, or null. */
function judgeEntry(entry: Entry, name: string, seen: ReadonlyMap<string, Entry>): string | null {
  const shown = displayName(name);
  const type = (entry.externalFileAttributes >>> 16) & FILE_TYPE_MASK;
  if (type === SYMLINK) return BACKUP_MESSAGES.link(shown);
  if (name.endsWith('/') || type === DIRECTORY) return BACKUP_MESSAGES.unsafePath(shown);
  // Archives made on DOS or Windows carry no Unix type (0); any other type is not a file.
  if (type !== 0 && type !== REGULAR_FILE) return BACKUP_MESSAGES.unsafePath(shown);
  if (!BACKUP_ENTRY_PATTERN.test(name)) return BACKUP_MESSAGES.unsafePath(shown);
  if (seen.has(name)) return BACKUP_MESSAGES.duplicate(shown);
  if (entry.isEncrypted()) return BACKUP_MESSAGES.damaged(`"${shown}" is encrypted`);
  if (entry.compressionMethod !== STORED && entry.compressionMethod !== DEFLATED) {
    return BACKUP_MESSAGES.damaged(`"${shown}" uses an unknown compression`);
  }
  return null;
}

function openZipFile(file: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    openZip(
      file,
      { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true },
      (error, zip) => {
        if (error) reject(damaged(error));
        else resolve(zip);
      },
    );
  });
}

/** Every entry of the central directory, each judged before the next is read. */
function readEntries(zip: ZipFile): Promise<{ entries: Map<string, Entry>; declared: number }> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, Entry>();
    let declared = 0;
    const settle = () => {
      zip.removeAllListeners();
      zip.on('error', () => undefined);
    };
    const fail = (error: unknown) => {
      settle();
      reject(damaged(error));
    };
    zip.on('error', fail);
    zip.on('end', () => {
      settle();
      resolve({ entries, declared });
    });
    zip.on('entry', (entry: Entry) => {
      const name = entryName(entry);
      const reason = judgeEntry(entry, name, entries);
      if (reason !== null) {
        fail(refuse(reason));
        return;
      }
      declared += entry.uncompressedSize;
      if (declared > BACKUP_LIMITS.unpackedMaxBytes) {
        fail(refuse(BACKUP_MESSAGES.unpackedTooLarge));
        return;
      }
      entries.set(name, entry);
      zip.readEntry();
    });
    zip.readEntry();
  });
}

function openStream(zip: ZipFile, entry: Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) reject(damaged(error));
      else resolve(stream);
    });
  });
}

/**
 * Open an archive and judge its central directory: a ZIP at all, at most entriesMax entries, only
 * the backup's own names, no links or folders, no name twice, no encryption, at most
 * unpackedMaxBytes declared. Throws RestoreRefusedError with the owner's message.
 */
export async function openArchive(file: string): Promise<OpenedArchive> {
  if (!(await looksLikeZip(file))) throw refuse(BACKUP_MESSAGES.notZip);
  const zip = await openZipFile(file);
  try {
    if (zip.entryCount > BACKUP_LIMITS.entriesMax) {
      throw refuse(BACKUP_MESSAGES.tooManyEntries(zip.entryCount));
    }
    const { entries, declared } = await readEntries(zip);
    const entryOf = (name: string) => {
      const entry = entries.get(name);
      if (!entry) throw new Error(`No entry ${name}`);
      return entry;
    };
    return {
      entries,
      declaredBytes: declared,
      async read(name) {
        const chunks: Buffer[] = [];
        // A pipeline, not `for await`: the latter never ends on yauzl 2's stored entries.
        const collect = new Writable({
          write(chunk: Buffer, _encoding, next) {
            chunks.push(chunk);
            next();
          },
        });
        try {
          await pipeline(await openStream(zip, entryOf(name)), collect);
        } catch (error) {
          throw damaged(error);
        }
        return Buffer.concat(chunks);
      },
      async extract(name, target, expected, mode) {
        const hash = createHash('sha256');
        let bytes = 0;
        const counter = new Transform({
          transform(chunk: Buffer, _encoding, next) {
            bytes += chunk.length;
            if (bytes > expected.bytes) next(refuse(BACKUP_MESSAGES.checksum(name)));
            else {
              hash.update(chunk);
              next(null, chunk);
            }
          },
        });
        try {
          const source = await openStream(zip, entryOf(name));
          await pipeline(source, counter, createWriteStream(target, { flags: 'wx', mode }));
        } catch (error) {
          throw damaged(error);
        }
        if (bytes !== expected.bytes || hash.digest('hex') !== expected.sha256) {
          throw refuse(BACKUP_MESSAGES.checksum(name));
        }
        await syncFile(target);
      },
      close: () => {
        zip.close();
      },
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}

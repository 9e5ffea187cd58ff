import { randomUUID } from 'node:crypto';
import { chmod, mkdir, open, readdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Request } from 'express';
import sharp from 'sharp';
import {
  DRAWING_HEAD_BYTES,
  DRAWING_TAIL_BYTES,
  verifiedDrawingType,
} from '@gear/contract/drawings';
import type { DrawingType } from '@gear/contract/quote-rules';
import { API_ERRORS } from '@gear/contract/messages';
import type { FileRule } from '@gear/contract/uploads';
import type { DataPaths } from '../data-paths.ts';
import { HttpError } from '../http/http-error.ts';
import { fsyncDir, syncFile, unlinkIfExists } from '../lib/fs-utils.ts';
import type { Logger } from '../lib/logger.ts';
import { attachmentFileName, endingOf, type AttachmentRef } from './attachment-files.ts';
import { MAX_INPUT_PIXELS } from './reencode-image.ts';
import { displayName } from './upload-files.ts';
import { IMAGE_TOO_LARGE_MESSAGE, multerFiles } from './uploads.ts';

/**
 * The drawings of quote requests (issue 19), in DATA_DIR/quote-files: each file as the buyer sent
 * it (no re-encoding), under `<uuid>.<ending of its type>`, mode 600. Nothing serves this folder;
 * the admin downloads a drawing through its lead (GET /api/leads/{id}/attachments/{attachmentId}).
 */

/** A drawing verified and moved into quote-files: what its lead records, and where it is. */
export interface StoredDrawing {
  id: string;
  /** The buyer's file name, made safe for display; never part of a path. */
  name: string;
  type: DrawingType;
  size: number;
  path: string;
}

export interface QuoteFiles {
  /**
   * Verify every file multer received for `rule` (name ending + bytes; PNG and JPEG decoded), move
   * each into quote-files and fsync it. A refused file is a 400 with the rule's type message; if
   * anything fails, no file of the request is left, neither here nor in the temp folder.
   */
  ingest(req: Request, rule: FileRule): Promise<StoredDrawing[]>;
  /** The file of a stored attachment: only from its id (a UUID, else null) and its type. */
  pathOf(attachment: AttachmentRef): string | null;
  /** Remove the files of these attachments (a failed request, a deleted lead); never throws. */
  remove(attachments: Iterable<AttachmentRef>): Promise<void>;
}

/**
 * Control characters (C0, DEL, C1) and the invisible bidi and format characters that can disguise
 * a name's ending (`invoice<RLO>fdp.exe`).
 */
function isUnsafeCharacter(code: number): boolean {
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0xad ||
    code === 0x61c ||
    (code >= 0x200b && code <= 0x200f) ||
    (code >= 0x2028 && code <= 0x202e) ||
    (code >= 0x2060 && code <= 0x206f) ||
    code === 0xfeff
  );
}
const NAME_MAX = 120;

/**
 * The name a drawing is shown and downloaded under: the client's name without control or
 * invisible characters, at most 120 characters with its ending kept (busboy already dropped any
 * folder part: `../../x.pdf` arrives as `x.pdf`).
 */
function drawingDisplayName(original: string): string {
  const clean = Array.from(original)
    .filter((char) => !isUnsafeCharacter(char.codePointAt(0) ?? 0))
    .join('')
    .trim();
  // Counted and cut by characters, never inside a surrogate pair.
  const chars = Array.from(clean === '' ? 'drawing' : clean);
  if (chars.length <= NAME_MAX) return chars.join('');
  const dot = chars.lastIndexOf('.');
  const ending = dot > 0 && chars.length - dot <= 6 ? chars.slice(dot) : [];
  return `${chars.slice(0, NAME_MAX - ending.length - 3).join('')}...${ending.join('')}`;
}

/** The first DRAWING_HEAD_BYTES and the last DRAWING_TAIL_BYTES of a file. */
async function readEnds(file: string): Promise<{ head: Buffer; tail: Buffer }> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(Math.min(size, DRAWING_HEAD_BYTES));
    const tail = Buffer.alloc(Math.min(size, DRAWING_TAIL_BYTES));
    await handle.read(head, 0, head.length, 0);
    await handle.read(tail, 0, tail.length, size - tail.length);
    return { head, tail };
  } finally {
    await handle.close();
  }
}

export async function createQuoteFiles({
  paths,
  logger,
}: {
  paths: DataPaths;
  logger: Logger;
}): Promise<QuoteFiles> {
  const dir = paths.quoteFilesDir;
  await mkdir(dir, { recursive: true, mode: 0o700 });

  const unlinkQuietly = async (file: string) => {
    try {
      await unlinkIfExists(file);
    } catch (error) {
      logger.warn(`Could not remove ${file}`, error);
    }
  };

  const pathOf = (attachment: AttachmentRef): string | null => {
    const name = attachmentFileName(attachment);
    return name === null ? null : path.join(dir, name);
  };

  async function remove(attachments: Iterable<AttachmentRef>): Promise<void> {
    const files = [...attachments].map(pathOf).filter((file) => file !== null);
    await Promise.all(files.map(unlinkQuietly));
  }

  /** The type the bytes prove, or a 400 naming the file. */
  async function verify(file: Express.Multer.File, rule: FileRule): Promise<DrawingType> {
    const typeError = () => new HttpError(400, rule.typeError(displayName(file.originalname)));
    const { head, tail } = await readEnds(file.path);
    const type = verifiedDrawingType(file.originalname, head, tail);
    if (type === null) throw typeError();
    if (type === 'png' || type === 'jpeg') {
      // Decoded in full (a picture that only starts like one is refused); the original is kept.
      try {
        await sharp(file.path, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
          .resize(32)
          .toBuffer();
      } catch (error) {
        if (error instanceof Error && /pixel limit/i.test(error.message)) {
          throw new HttpError(400, IMAGE_TOO_LARGE_MESSAGE);
        }
        logger.debug(`Drawing ${displayName(file.originalname)} did not decode: ${String(error)}`);
        throw typeError();
      }
    }
    return type;
  }

  async function ingest(req: Request, rule: FileRule): Promise<StoredDrawing[]> {
    const received = multerFiles(req);
    const stored: StoredDrawing[] = [];
    try {
      for (const file of received) {
        if (file.fieldname !== rule.name) throw new HttpError(400, API_ERRORS.unexpectedFile);
        const type = await verify(file, rule);
        const id = randomUUID();
        const target = path.join(dir, `${id}${endingOf(type)}`);
        await rename(file.path, target);
        stored.push({
          id,
          name: drawingDisplayName(file.originalname),
          type,
          size: file.size,
          path: target,
        });
        await chmod(target, 0o600);
        await syncFile(target);
      }
      if (stored.length > 0) await fsyncDir(dir);
      return stored;
    } catch (error) {
      await remove(stored);
      throw error;
    } finally {
      await Promise.all(received.map((file) => unlinkQuietly(file.path)));
    }
  }

  return { ingest, pathOf, remove };
}

/** Files younger than this are left alone by the sweep (a request may be between move and commit). */
const SWEEP_MIN_AGE_MS = 60_000;

/**
 * At start: remove the files of quote-files that no lead references and that are older than a
 * minute (left by a crash between moving a drawing in and storing its lead). Missing referenced
 * files are reported.
 */
export async function sweepQuoteFiles(
  paths: DataPaths,
  referenced: ReadonlySet<string>,
  logger: Logger,
  now = Date.now(),
): Promise<void> {
  const entries = await readdir(paths.quoteFilesDir, { withFileTypes: true }).catch(() => []);
  let orphans = 0;
  const present = new Set<string>();
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const id = entry.name.replace(/\.[a-z]+$/, '');
    present.add(id);
    if (referenced.has(id)) continue;
    const file = path.join(paths.quoteFilesDir, entry.name);
    try {
      if (now - (await stat(file)).mtimeMs < SWEEP_MIN_AGE_MS) continue;
      await unlinkIfExists(file);
      orphans += 1;
    } catch (error) {
      logger.warn(`Could not sweep ${file}`, error);
    }
  }
  if (orphans > 0) logger.info(`Quote files sweep: removed ${orphans} orphan drawing(s).`);
  const missing = [...referenced].filter((id) => !present.has(id));
  if (missing.length > 0) {
    logger.warn(
      `db.json references ${missing.length} missing drawing(s): ${missing.slice(0, 5).join(', ')}`,
    );
  }
}

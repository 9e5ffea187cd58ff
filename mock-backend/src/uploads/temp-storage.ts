import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request } from 'express';
import type { StorageEngine } from 'multer';
import { unlinkIfExists } from '../lib/fs-utils.ts';

/** A file was larger than its field allows (the per-field cap under multer's overall fileSize). */
export class FieldFileTooLargeError extends Error {
  override name = 'FieldFileTooLargeError';
  constructor(
    readonly field: string,
    readonly fileName: string,
  ) {
    super(`File too large for field ${field}`);
  }
}

/**
 * Multer storage: streams each file to `<tmpDir>/<uuid>.part` (mode 600), counting bytes so each
 * field has its own cap (a brochure cover is capped at 10 MiB while its PDF may have 20 MiB).
 * On any error the partial file is removed before multer hears of it.
 */
export function createTempStorage(
  tmpDir: string,
  maxBytesFor: (field: string) => number,
): StorageEngine {
  return {
    _handleFile(_req: Request, file, callback) {
      const tempPath = path.join(tmpDir, `${randomUUID()}.part`);
      const max = maxBytesFor(file.fieldname);
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, next) {
          size += chunk.length;
          if (size > max) next(new FieldFileTooLargeError(file.fieldname, file.originalname));
          else next(null, chunk);
        },
      });
      pipeline(
        file.stream,
        counter,
        createWriteStream(tempPath, { flags: 'wx', mode: 0o600 }),
      ).then(
        () => {
          callback(null, {
            path: tempPath,
            size,
            destination: tmpDir,
            filename: path.basename(tempPath),
          });
        },
        (error: unknown) => {
          unlinkIfExists(tempPath)
            .catch(() => undefined)
            .finally(() => {
              callback(error);
            });
        },
      );
    },
    _removeFile(_req: Request, file, callback) {
      unlinkIfExists(file.path).then(
        () => {
          callback(null);
        },
        (error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    },
  };
}

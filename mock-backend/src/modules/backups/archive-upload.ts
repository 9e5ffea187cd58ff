import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { BACKUP_LIMITS, BACKUP_MESSAGES, RESTORE_FIELD } from '@gear/contract/backups';
import { API_ERRORS } from '@gear/contract/messages';
import type { DataPaths } from '../../data-paths.ts';
import { hasBody } from '../../http/has-body.ts';
import { HttpError, isBodyParserComplaint } from '../../http/http-error.ts';
import { unlinkIfExists } from '../../lib/fs-utils.ts';
import { FieldFileTooLargeError, createTempStorage } from '../../uploads/temp-storage.ts';
import { multerFiles } from '../../uploads/uploads.ts';
import { incomingDir } from './backup-temps.ts';

/** The one file field the restore call takes (route-coverage.test.ts compares it with the docs). */
export const ARCHIVE_UPLOAD = {
  files: [{ name: RESTORE_FIELD, maxCount: 1, maxBytes: BACKUP_LIMITS.archiveMaxBytes }],
} as const;
const [ARCHIVE_FIELD] = ARCHIVE_UPLOAD.files;

/** Multer's and busboy's complaints as answers; system errors (ENOSPC…) stay server errors. */
function mapUploadError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  if (error instanceof FieldFileTooLargeError) return new HttpError(413, BACKUP_MESSAGES.tooLarge);
  if (error instanceof multer.MulterError) {
    switch (error.code) {
      case 'LIMIT_FILE_SIZE':
        return new HttpError(413, BACKUP_MESSAGES.tooLarge);
      case 'LIMIT_FILE_COUNT':
        return new HttpError(400, API_ERRORS.tooManyFiles);
      case 'LIMIT_UNEXPECTED_FILE':
        return new HttpError(400, API_ERRORS.unexpectedFile);
      default:
        return new HttpError(400, API_ERRORS.invalidInput);
    }
  }
  if (isBodyParserComplaint(error)) return new HttpError(400, API_ERRORS.invalidInput);
  return error;
}

/**
 * POST /api/backups/restore's body: one file in the field `archive` (at most archiveMaxBytes,
 * counted as it streams) and nothing else, into DATA_DIR/backups/.incoming (the data's own
 * filesystem, so checking it does not fill another disk). The temp file never outlives the request.
 */
export function parseArchiveUpload(paths: DataPaths): RequestHandler {
  const upload = multer({
    storage: createTempStorage(incomingDir(paths), () => ARCHIVE_FIELD.maxBytes),
    limits: {
      fileSize: ARCHIVE_FIELD.maxBytes,
      files: ARCHIVE_FIELD.maxCount,
      fields: 0,
      parts: 1,
      fieldNameSize: 100,
      headerPairs: 50,
    },
  }).fields([{ name: ARCHIVE_FIELD.name, maxCount: ARCHIVE_FIELD.maxCount }]);

  return (req, res, next) => {
    if (!req.is('multipart/form-data')) {
      next(hasBody(req.headers) ? new HttpError(415, API_ERRORS.unsupportedMediaType) : undefined);
      return;
    }
    res.once('close', () => void discardArchive(req));
    upload(req, res, (error?: unknown) => {
      next(error === undefined || error === null ? undefined : mapUploadError(error));
    });
  };
}

/** The uploaded archive's temp file; 400 when none came. */
export function uploadedArchive(req: Request): string {
  const file = multerFiles(req).find((candidate) => candidate.fieldname === RESTORE_FIELD);
  if (!file) throw new HttpError(400, BACKUP_MESSAGES.archiveRequired);
  return file.path;
}

export async function discardArchive(req: Request): Promise<void> {
  await Promise.all(
    multerFiles(req).map((file) => unlinkIfExists(file.path).catch(() => undefined)),
  );
}

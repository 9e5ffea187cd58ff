import multer from 'multer';
import type { Request, RequestHandler } from 'express';
import type { FileExtension } from './assets.ts';

const MIB = 1024 * 1024;
/** Images (JPEG, JPG, PNG, GIF) up to 10 MiB. */
export const MAX_IMAGE_BYTES = 10 * MIB;
/** The e-brochure PDF up to 20 MiB. */
export const MAX_PDF_BYTES = 20 * MIB;

const IMAGE_TYPES: ReadonlyMap<string, FileExtension> = new Map([
  ['image/jpeg', 'jpg'],
  ['image/jpg', 'jpg'],
  ['image/png', 'png'],
  ['image/gif', 'gif'],
]);
const PDF_TYPE = 'application/pdf';

/** A rejected upload (wrong type or size); becomes 400 `{ message }`. */
export class UploadError extends Error {}

const IMAGE_TYPE_MESSAGE = 'Only JPEG, JPG, PNG, and GIF files are allowed';
const PDF_TYPE_MESSAGE = 'Only PDF files are allowed for the brochure';

function isImage(file: Express.Multer.File): boolean {
  return IMAGE_TYPES.has(file.mimetype);
}

/** The stored extension of an accepted upload (by its declared mimetype). */
export function extensionOf(file: Express.Multer.File): FileExtension {
  if (file.mimetype === PDF_TYPE) return 'pdf';
  const extension = IMAGE_TYPES.get(file.mimetype);
  if (extension === undefined) throw new UploadError(IMAGE_TYPE_MESSAGE);
  return extension;
}

/** Multipart with image files only (sliders, products, gallery), kept in memory. */
const imageUpload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_IMAGE_BYTES, files: 20 },
  fileFilter: (_req, file, callback) => {
    if (isImage(file)) callback(null, true);
    else callback(new UploadError(IMAGE_TYPE_MESSAGE));
  },
});

/**
 * The e-brochure multipart: cover_image (an image) and pdf_file (a PDF). Multer's limit is the
 * PDF's 20 MiB; the cover's 10 MiB is checked by the route.
 */
const brochureUpload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_PDF_BYTES, files: 2 },
  fileFilter: (_req, file, callback) => {
    if (file.fieldname === 'pdf_file' && file.mimetype !== PDF_TYPE) {
      callback(new UploadError(PDF_TYPE_MESSAGE));
    } else if (file.fieldname === 'cover_image' && !isImage(file)) {
      callback(new UploadError(`${IMAGE_TYPE_MESSAGE} for the cover image`));
    } else {
      callback(null, true);
    }
  },
});

/**
 * Runs a multer middleware so that every failure is a 400: multer's and ours pass through, a
 * malformed body (busboy's plain errors) becomes an UploadError.
 */
function asBadRequest(middleware: RequestHandler): RequestHandler {
  return (req, res, next) => {
    middleware(req, res, (error?: unknown) => {
      if (error === undefined || error === null) next();
      else if (error instanceof multer.MulterError || error instanceof UploadError) next(error);
      else next(new UploadError('Malformed multipart body'));
    });
  };
}

/** One optional image file in `field`. */
export function singleImage(field: string): RequestHandler {
  return asBadRequest(imageUpload.single(field));
}

/** Up to `maxCount` image files in `field`. */
export function imageArray(field: string, maxCount: number): RequestHandler {
  return asBadRequest(imageUpload.array(field, maxCount));
}

/** At most one image file in each of `fields`. */
export function imageFields(fields: readonly string[]): RequestHandler {
  return asBadRequest(imageUpload.fields(fields.map((name) => ({ name, maxCount: 1 }))));
}

/** The e-brochure's cover_image and pdf_file (one each, both optional here). */
export function brochureFiles(): RequestHandler {
  return asBadRequest(
    brochureUpload.fields([
      { name: 'cover_image', maxCount: 1 },
      { name: 'pdf_file', maxCount: 1 },
    ]),
  );
}

export function multerErrorMessage(error: multer.MulterError): string {
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return error.field === 'pdf_file'
        ? 'PDF file size must be less than 20MB'
        : 'File size must be less than 10MB';
    case 'LIMIT_UNEXPECTED_FILE':
      return `Unexpected file field${error.field === undefined ? '' : `: ${error.field}`}`;
    case 'LIMIT_FILE_COUNT':
      return 'Too many files';
    default:
      return error.message;
  }
}

/** The uploaded files of one multipart field (whatever multer method parsed the request). */
export function uploadedFiles(req: Request, field: string): Express.Multer.File[] {
  const files = req.files;
  if (files === undefined) return req.file?.fieldname === field ? [req.file] : [];
  if (Array.isArray(files)) return files.filter((file) => file.fieldname === field);
  return files[field] ?? [];
}

/** The first uploaded file of one multipart field. */
export function uploadedFile(req: Request, field: string): Express.Multer.File | undefined {
  return uploadedFiles(req, field)[0];
}

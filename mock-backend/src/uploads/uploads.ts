import { randomUUID } from 'node:crypto';
import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { drawingTypeByName } from '@gear/contract/drawings';
import { isAllowedImage, isAllowedPdf } from '@gear/contract/files';
import type { FileRule, UploadRule } from '@gear/contract/uploads';
import { API_ERRORS } from '@gear/contract/messages';
import type { ImageVariant } from '@gear/contract/image-variants';
import type { DataPaths } from '../data-paths.ts';
import { hasBody } from '../http/has-body.ts';
import { HttpError, isBodyParserComplaint } from '../http/http-error.ts';
import type { Logger } from '../lib/logger.ts';
import { fsyncDir, syncFile, unlinkIfExists } from '../lib/fs-utils.ts';
import { writeDerivatives, toVariants, type Derivative } from './image-derivatives.ts';
import { detectFileType, EXTENSION, typeForMime, type DetectedType } from './magic-bytes.ts';
import {
  ImageTooLargeError,
  MAX_GIF_FRAMES,
  MAX_INPUT_PIXELS,
  reencodeImage,
} from './reencode-image.ts';
import { FieldFileTooLargeError, createTempStorage } from './temp-storage.ts';
import { displayName, pathForUrl, urlForName } from './upload-files.ts';

export interface StoredUpload {
  field: string;
  /** `/uploads/<uuid>.<ext>` */
  url: string;
  path: string;
  type: DetectedType;
  /** WebP derivatives written beside an image (none for PDFs and animated GIFs). */
  derivatives: Derivative[];
}

/** Files of one request after verification, already in the uploads folder. */
export interface IngestedUploads {
  first(field: string): StoredUpload | undefined;
  all(field: string): StoredUpload[];
  readonly count: number;
  /** The `variants` map of this request's images (keyed by their URLs); empty without any. */
  variants(): Record<string, ImageVariant[]>;
  /** Remove every stored file of this request, derivatives included (the request failed). */
  discard(): Promise<void>;
}

export interface Uploads {
  /** Multer for one route: `.fields()` from the spec, tight limits, sync type filter, 4xx errors. */
  parse(spec: UploadRule): RequestHandler;
  /**
   * Verify magic bytes, re-encode images, move files into the uploads folder and run `fn` with
   * them. If anything fails (here or in `fn`, e.g. a limit checked inside the store), every file
   * of the request is removed.
   */
  use<T>(req: Request, spec: UploadRule, fn: (files: IngestedUploads) => Promise<T>): Promise<T>;
  /**
   * Remove files replaced or deleted by a committed change (skips any still referenced). Pass
   * the URLs of their derivatives too (the record's `variants` knows them).
   */
  remove(urls: Iterable<string | null | undefined>): Promise<void>;
  /** Remove the multer temp files of a request (the error handler calls this). */
  discardTemps(req: Request): Promise<void>;
  /** Names of the file fields that received a file (before verification). */
  received(req: Request): Set<string>;
}

export const IMAGE_TOO_LARGE_MESSAGE = `The image is too large to process (at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels).`;
export const TOO_MANY_FRAMES_MESSAGE = `The animated image has too many frames (at most ${MAX_GIF_FRAMES}).`;

/** Every file multer received for the request (temp files until verified). */
export function multerFiles(req: Request): Express.Multer.File[] {
  const { files } = req;
  if (!files) return [];
  if (Array.isArray(files)) return files;
  return Object.values(files).flat();
}

function stringProp(error: Error, key: 'field' | 'filename'): string | undefined {
  if (!(key in error)) return undefined;
  const value: unknown = Reflect.get(error, key);
  return typeof value === 'string' ? value : undefined;
}

function mapParseError(error: unknown, spec: UploadRule): unknown {
  if (error instanceof HttpError) return error;
  const fieldSpec = (name: string | undefined) => spec.files.find((field) => field.name === name);
  if (error instanceof FieldFileTooLargeError) {
    const field = fieldSpec(error.field);
    return new HttpError(
      413,
      field ? field.sizeError(displayName(error.fileName)) : API_ERRORS.bodyTooLarge,
    );
  }
  if (error instanceof multer.MulterError) {
    const fieldName = stringProp(error, 'field');
    switch (error.code) {
      case 'LIMIT_FILE_SIZE': {
        const field = fieldSpec(fieldName);
        const fileName = displayName(stringProp(error, 'filename'));
        return new HttpError(413, field ? field.sizeError(fileName) : API_ERRORS.bodyTooLarge);
      }
      case 'LIMIT_FILE_COUNT': {
        // busboy does not say which field overflowed: a call of one file field names its rule.
        const only = spec.files.length === 1 ? spec.files[0] : undefined;
        return new HttpError(400, only?.countError ?? API_ERRORS.tooManyFiles);
      }
      case 'LIMIT_UNEXPECTED_FILE': {
        const field = fieldSpec(fieldName);
        return new HttpError(
          400,
          field ? (field.countError ?? API_ERRORS.tooManyFiles) : API_ERRORS.unexpectedFile,
        );
      }
      case 'LIMIT_FIELD_VALUE':
        return new HttpError(413, API_ERRORS.bodyTooLarge);
      default:
        return new HttpError(400, API_ERRORS.invalidInput);
    }
  }
  if (isBodyParserComplaint(error)) return new HttpError(400, API_ERRORS.invalidInput);
  return error;
}

function acceptsDeclaredType(field: FileRule, file: Express.Multer.File): boolean {
  // Browsers declare CAD files as '' or application/octet-stream: a drawing goes by its name's
  // ending here, and by its bytes after upload (quote-files.ts).
  if (field.kind === 'drawing') return drawingTypeByName(file.originalname) !== null;
  const described = { name: file.originalname, type: file.mimetype };
  return field.kind === 'pdf' ? isAllowedPdf(described) : isAllowedImage(described);
}

interface CreateUploadsOptions {
  paths: DataPaths;
  logger: Logger;
  /** Whether the committed database still references a URL. */
  isReferenced: (url: string) => boolean;
}

export async function createUploads({
  paths,
  logger,
  isReferenced,
}: CreateUploadsOptions): Promise<Uploads> {
  await mkdir(paths.uploadsTmpDir, { recursive: true });

  const unlinkQuietly = async (file: string) => {
    try {
      await unlinkIfExists(file);
    } catch (error) {
      logger.warn(`Could not remove ${file}`, error);
    }
  };

  async function discardTemps(req: Request): Promise<void> {
    await Promise.all(multerFiles(req).map((file) => unlinkQuietly(file.path)));
  }

  function parse(spec: UploadRule): RequestHandler {
    const fileCount = spec.files.reduce((sum, field) => sum + field.maxCount, 0);
    const fieldFor = (name: string) => spec.files.find((field) => field.name === name);
    const instance = multer({
      storage: createTempStorage(paths.uploadsTmpDir, (name) => fieldFor(name)?.maxBytes ?? 0),
      // Browsers send file names as UTF-8 bytes: 'Zeichnung_ü.dxf' stays itself, not mojibake.
      defParamCharset: 'utf8',
      limits: {
        fileSize: Math.max(...spec.files.map((field) => field.maxBytes)),
        files: fileCount,
        fields: spec.maxFields,
        parts: fileCount + spec.maxFields,
        fieldSize: spec.maxFieldBytes,
        fieldNameSize: 100,
        headerPairs: 50,
      },
      // Synchronous on purpose: the declared type and name; the bytes are checked after upload.
      fileFilter(_req, file, callback) {
        const field = fieldFor(file.fieldname);
        if (!field) {
          callback(new multer.MulterError('LIMIT_UNEXPECTED_FILE', file.fieldname));
          return;
        }
        if (!acceptsDeclaredType(field, file)) {
          callback(new HttpError(400, field.typeError(displayName(file.originalname))));
          return;
        }
        callback(null, true);
      },
    }).fields(spec.files.map((field) => ({ name: field.name, maxCount: field.maxCount })));

    return (req, res, next) => {
      if (!req.is('multipart/form-data')) {
        if (hasBody(req.headers)) {
          next(new HttpError(415, API_ERRORS.unsupportedMediaType));
          return;
        }
        req.body = {};
        next();
        return;
      }
      // A safety net: temp files never outlive their request, whatever happens downstream.
      res.once('close', () => void discardTemps(req));
      instance(req, res, (error?: unknown) => {
        if (error === undefined || error === null) {
          next();
          return;
        }
        next(mapParseError(error, spec));
      });
    };
  }

  async function ingestOne(file: Express.Multer.File, field: FileRule): Promise<StoredUpload> {
    if (field.kind === 'drawing') throw new Error('Drawings are stored by uploads/quote-files.ts.');
    const typeError = () => new HttpError(400, field.typeError(displayName(file.originalname)));
    const detected = await detectFileType(file.path);
    if (detected === null || detected !== typeForMime(file.mimetype)) throw typeError();
    if ((field.kind === 'pdf') !== (detected === 'pdf')) throw typeError();

    const name = `${randomUUID()}${EXTENSION[detected]}`;
    const finalPath = path.join(paths.uploadsDir, name);
    if (detected === 'pdf') {
      await rename(file.path, finalPath);
    } else {
      const encoded = path.join(paths.uploadsTmpDir, `${randomUUID()}.out`);
      try {
        await reencodeImage(file.path, encoded, detected);
        await rename(encoded, finalPath);
      } catch (error) {
        await unlinkQuietly(encoded);
        if (error instanceof ImageTooLargeError) {
          throw new HttpError(
            400,
            error.reason === 'frames' ? TOO_MANY_FRAMES_MESSAGE : IMAGE_TOO_LARGE_MESSAGE,
          );
        }
        logger.debug(
          `Image ${displayName(file.originalname)} could not be decoded: ${String(error)}`,
        );
        throw typeError();
      }
    }
    await syncFile(finalPath);
    const url = urlForName(name);
    return {
      field: field.name,
      url,
      path: finalPath,
      type: detected,
      derivatives: detected === 'pdf' ? [] : await derivativesOf(finalPath, url),
    };
  }

  /**
   * Derivatives are an optimisation: if they cannot be written (the original decoded fine, so
   * this is unexpected), the upload still succeeds with the plain URL only.
   */
  async function derivativesOf(file: string, url: string): Promise<Derivative[]> {
    let derivatives: Derivative[] = [];
    try {
      derivatives = await writeDerivatives(file, url, paths.uploadsDir);
      await Promise.all(derivatives.map((derivative) => syncFile(derivative.path)));
      return derivatives;
    } catch (error) {
      logger.warn(`Could not write the derivatives of ${url}`, error);
      await Promise.all(derivatives.map((derivative) => unlinkQuietly(derivative.path)));
      return [];
    }
  }

  async function ingest(req: Request, spec: UploadRule): Promise<IngestedUploads> {
    const stored: StoredUpload[] = [];
    const discard = async () => {
      await Promise.all(
        stored.flatMap((upload) => [
          unlinkQuietly(upload.path),
          ...upload.derivatives.map((derivative) => unlinkQuietly(derivative.path)),
        ]),
      );
    };
    try {
      for (const file of multerFiles(req)) {
        const field = spec.files.find((candidate) => candidate.name === file.fieldname);
        if (!field) throw new HttpError(400, API_ERRORS.unexpectedFile);
        stored.push(await ingestOne(file, field));
      }
      if (stored.length > 0) await fsyncDir(paths.uploadsDir);
    } catch (error) {
      await discard();
      throw error;
    } finally {
      await discardTemps(req);
    }
    return {
      first: (field) => stored.find((upload) => upload.field === field),
      all: (field) => stored.filter((upload) => upload.field === field),
      count: stored.length,
      variants() {
        const map: Record<string, ImageVariant[]> = {};
        for (const upload of stored) {
          if (upload.derivatives.length > 0) map[upload.url] = toVariants(upload.derivatives);
        }
        return map;
      },
      discard,
    };
  }

  return {
    parse,
    discardTemps,
    received: (req) => new Set(multerFiles(req).map((file) => file.fieldname)),
    async use(req, spec, fn) {
      const files = await ingest(req, spec);
      try {
        return await fn(files);
      } catch (error) {
        await files.discard();
        throw error;
      }
    },
    async remove(urls) {
      for (const url of new Set(urls)) {
        if (!url || isReferenced(url)) continue;
        const file = pathForUrl(paths.uploadsDir, url);
        if (file) await unlinkQuietly(file);
      }
    },
  };
}

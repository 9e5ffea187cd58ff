import multer from 'multer';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { UploadError, multerErrorMessage } from './uploads.ts';

/** Thrown by route handlers; becomes `status` with `{ message }`. */
export class HttpError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

function hasNumber(value: object, key: string): number | undefined {
  const field: unknown = Reflect.get(value, key);
  return typeof field === 'number' ? field : undefined;
}

function describe(error: unknown): { status: number; message: string } {
  if (error instanceof HttpError) return { status: error.status, message: error.message };
  if (error instanceof multer.MulterError)
    return { status: 400, message: multerErrorMessage(error) };
  if (error instanceof UploadError) return { status: 400, message: error.message };
  if (typeof error === 'object' && error !== null) {
    // body-parser errors (invalid JSON, body too large) carry a 4xx status and a type.
    const status = hasNumber(error, 'status') ?? hasNumber(error, 'statusCode');
    const type: unknown = Reflect.get(error, 'type');
    if (status !== undefined && status >= 400 && status < 500) {
      if (type === 'entity.parse.failed') return { status, message: 'Invalid JSON body' };
      if (type === 'entity.too.large') return { status, message: 'Request body too large' };
      return { status, message: error instanceof Error ? error.message : 'Bad request' };
    }
  }
  return { status: 500, message: 'Internal Server Error' };
}

/** Every error becomes `{ message }` with a 4xx, or 500 (logged). */
export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const { status, message } = describe(error);
  if (status >= 500) console.error(`foreign backend: ${req.method} ${req.path} failed`, error);
  res.status(status).json({ message });
};

/** Anything not routed. */
export const notFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: 'Not found' });
};

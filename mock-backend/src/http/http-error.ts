/**
 * The one error type handlers throw. The error handler answers
 * `{ success: false, error: message, ...extraBody }` with `status` and `headers`.
 */
interface HttpErrorOptions {
  /** Extra fields merged into the JSON answer (e.g. `message` for the login call). */
  extraBody?: Record<string, string>;
  /** Extra response headers (e.g. `Retry-After`). */
  headers?: Record<string, string>;
  details?: unknown;
}

export class HttpError extends Error {
  readonly status: number;
  readonly extraBody: Record<string, string>;
  readonly headers: Record<string, string>;
  readonly details: unknown;

  constructor(status: number, message: string, options: HttpErrorOptions = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.extraBody = options.extraBody ?? {};
    this.headers = options.headers ?? {};
    this.details = options.details;
  }
}

export const isHttpError = (value: unknown): value is HttpError => value instanceof HttpError;

/**
 * An error of a request body's parser (busboy's malformed multipart, a missing boundary, an
 * aborted upload): the client's fault, a 400. System errors (ENOSPC, EACCES...) are not: they
 * stay server errors.
 */
export const isBodyParserComplaint = (error: unknown): error is Error =>
  error instanceof Error &&
  !('code' in error && typeof error.code === 'string' && /^E[A-Z]+$/.test(error.code));

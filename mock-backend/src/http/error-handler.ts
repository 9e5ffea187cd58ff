import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { API_ERRORS } from '@gear/contract/messages';
import type { Logger } from '../lib/logger.ts';
import { StoreClosedError } from '../store/store.ts';
import { HttpError } from './http-error.ts';

interface ErrorAnswer {
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

/** body-parser errors carry a `type`; each gets a clear message and a 4xx. */
const PARSER_ERRORS: Record<string, [number, string]> = {
  'entity.parse.failed': [400, API_ERRORS.invalidJson],
  'entity.too.large': [413, API_ERRORS.bodyTooLarge],
  'encoding.unsupported': [415, API_ERRORS.unsupportedMediaType],
  'charset.unsupported': [415, API_ERRORS.unsupportedMediaType],
  'entity.verify.failed': [400, API_ERRORS.invalidInput],
  'request.aborted': [400, API_ERRORS.invalidInput],
  'request.size.invalid': [400, API_ERRORS.invalidInput],
};

function parserError(error: unknown): [number, string] | undefined {
  if (!(error instanceof Error) || !('type' in error) || typeof error.type !== 'string')
    return undefined;
  return PARSER_ERRORS[error.type];
}

/** Other library errors that carry a 4xx status (a path that fails to decode, for example). */
function clientStatus(error: unknown): number | undefined {
  if (!(error instanceof Error)) return undefined;
  const status: unknown =
    'status' in error ? error.status : 'statusCode' in error ? error.statusCode : undefined;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

const CLIENT_MESSAGES: Record<number, string> = {
  404: API_ERRORS.notFound,
  413: API_ERRORS.bodyTooLarge,
  415: API_ERRORS.unsupportedMediaType,
};

function answerFor(error: unknown): ErrorAnswer {
  if (error instanceof HttpError) {
    const body: Record<string, unknown> = {
      success: false,
      error: error.message,
      ...error.extraBody,
    };
    if (error.details !== undefined) body.details = error.details;
    return { status: error.status, body, headers: error.headers };
  }
  const parser = parserError(error);
  if (parser) return { status: parser[0], body: { success: false, error: parser[1] }, headers: {} };
  const status = clientStatus(error);
  if (status !== undefined) {
    const message = CLIENT_MESSAGES[status] ?? API_ERRORS.invalidInput;
    return { status, body: { success: false, error: message }, headers: {} };
  }
  if (error instanceof StoreClosedError) {
    return {
      status: 503,
      body: { success: false, error: 'The server is restarting. Please try again.' },
      headers: { 'Retry-After': '5' },
    };
  }
  return { status: 500, body: { success: false, error: API_ERRORS.internal }, headers: {} };
}

/** The one error handler: `{ success: false, error, details? }`, never a stack. */
export function createErrorHandler(
  logger: Logger,
  beforeAnswer: (req: Request) => Promise<void>,
): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    const answer = answerFor(error);
    if (answer.status >= 500) logger.error(`${req.method} ${req.originalUrl} failed`, error);
    if (res.headersSent) {
      next(error);
      return;
    }
    void beforeAnswer(req)
      .catch((cleanupError: unknown) => {
        logger.warn('Cleanup before an error answer failed', cleanupError);
      })
      .finally(() => {
        if (res.headersSent) return;
        res.status(answer.status).set(answer.headers).json(answer.body);
      });
  };
}

export const notFound: RequestHandler = (_req, res) => {
  res.status(404).json({ success: false, error: API_ERRORS.notFound });
};

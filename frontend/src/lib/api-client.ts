import { isBackendUnreachableAnswer } from '@gear/contract/backend-proxy';
import { ErrorResponseSchema } from '@gear/contract/common';
import type * as z from 'zod/mini';
import { env } from '@/config/env';
import { clearToken, getToken } from './storage';

type ApiErrorKind = 'network' | 'http' | 'parse';

/** Every failure of an API call, typed. `kind` says where it failed. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status (http and parse kinds). */
  readonly status?: number;
  /** The answer's `error` field, when the server sent one. */
  readonly serverError?: string;
  /** The answer's `message` field, when the server sent one. */
  readonly serverMessage?: string;
  /** The answer's `details` field, or the zod issues of a parse failure. */
  readonly details?: unknown;

  constructor(
    kind: ApiErrorKind,
    message: string,
    init: {
      status?: number;
      serverError?: string;
      serverMessage?: string;
      details?: unknown;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: init.cause });
    this.kind = kind;
    this.status = init.status;
    this.serverError = init.serverError;
    this.serverMessage = init.serverMessage;
    this.details = init.details;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** An HTTP 404 answer: for a single record (the e-brochure) or an optional call, "there is none". */
export const isNotFound = (error: unknown): boolean =>
  isApiError(error) && error.kind === 'http' && error.status === 404;

/** True when the caller aborted the request (not a failure to show). */
export const isAbortError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a transport needs to send one request. */
export interface TransportRequest {
  url: string;
  method: HttpMethod;
  headers: Headers;
  body: BodyInit | null;
  signal: AbortSignal;
}

/** What the client needs of an answer. */
export interface TransportResponse {
  status: number;
  ok: boolean;
  /** One response header (case-insensitive), or null. */
  header: (name: string) => string | null;
  text: () => Promise<string>;
}

/**
 * Sends a request. The default is fetch; uploads that need progress events can pass an
 * XMLHttpRequest-based transport through `RequestOptions.transport`.
 */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

export const fetchTransport: Transport = async ({ url, method, headers, body, signal }) => {
  const response = await fetch(url, { method, headers, body, signal, credentials: 'same-origin' });
  return {
    status: response.status,
    ok: response.ok,
    header: (name) => response.headers.get(name),
    text: () => response.text(),
  };
};

interface RequestOptions<TSchema extends z.ZodMiniType> {
  /** Validates the answer; the result is the schema's output. */
  schema: TSchema;
  method?: HttpMethod;
  /** A plain value is sent as JSON; FormData as multipart (the browser sets the boundary). */
  body?: FormData | Record<string, unknown>;
  /**
   * An admin call: sends the stored token as a bearer token, and a 401 answer clears the token
   * and calls the registered unauthorized handler.
   */
  auth?: boolean;
  signal?: AbortSignal;
  /** Milliseconds before the call fails as a network error. */
  timeoutMs?: number;
  transport?: Transport;
}

const DEFAULT_TIMEOUT_MS = 30_000;

let unauthorizedHandler: (() => void) | null = null;

/** Registered by the app: navigates to the login page after a 401 on an admin call. */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
}

/** `${API_BASE_URL}${path}`; path is one of @gear/contract/api-paths. */
export function apiUrl(path: string, baseUrl: string = env.apiBaseUrl): string {
  return `${baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function httpError(status: number, text: string): ApiError {
  const json = parseJson(text);
  const body = json.ok ? ErrorResponseSchema.safeParse(json.value) : null;
  const fields = body?.success ? body.data : {};
  const serverError = fields.error?.trim() || undefined;
  const serverMessage = fields.message?.trim() || undefined;
  return new ApiError(
    'http',
    serverError ?? serverMessage ?? `Request failed with status ${status}`,
    {
      status,
      serverError,
      serverMessage,
      details: fields.details,
    },
  );
}

/**
 * An answer read to the end: what the browser got for its own request, or what the server read
 * for the page it rendered and handed over with it (lib/handover.tsx).
 */
export interface RawAnswer {
  status: number;
  ok: boolean;
  /** The site's proxy could not reach the backend (contract/backend-proxy.ts), or nothing answered. */
  unreachable: boolean;
  text: string;
  /** When the answer arrived (ms since the epoch): the gallery's cache-busting stamp. */
  receivedAt: number;
}

/**
 * The value of an answer, validated by `schema`, or the ApiError a caller sees for it. Synchronous,
 * so a page can settle the answers the server handed over during its first render.
 */
export function readAnswer<TSchema extends z.ZodMiniType>(
  answer: RawAnswer,
  schema: TSchema,
  auth = false,
): z.output<TSchema> {
  // Behind the site's proxy a stopped backend is an answer, not a failed request: the proxy
  // marks its own failure, and the caller sees what a direct call would have given.
  if (answer.unreachable) {
    throw new ApiError('network', 'The server could not be reached.');
  }
  if (!answer.ok) {
    if (answer.status === 401 && auth) {
      clearToken();
      unauthorizedHandler?.();
    }
    throw httpError(answer.status, answer.text);
  }
  const json = parseJson(answer.text);
  if (!json.ok) {
    throw new ApiError('parse', 'The server sent an answer that is not JSON.', {
      status: answer.status,
    });
  }
  const parsed = schema.safeParse(json.value);
  if (!parsed.success) {
    throw new ApiError('parse', 'The server sent an unexpected answer.', {
      status: answer.status,
      details: parsed.error.issues,
    });
  }
  return parsed.data;
}

/** One HTTP call to the backend: builds the request, maps every failure to an ApiError. */
export async function apiRequest<TSchema extends z.ZodMiniType>(
  path: string,
  options: RequestOptions<TSchema>,
): Promise<z.output<TSchema>> {
  const { schema, method = 'GET', body, auth = false, signal } = options;
  const transport = options.transport ?? fetchTransport;

  const headers = new Headers({ Accept: 'application/json' });
  let payload: BodyInit | null = null;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  if (auth) {
    const token = getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
  }

  const timeout = new AbortController();
  const timer = setTimeout(() => {
    timeout.abort(new DOMException('The request timed out.', 'TimeoutError'));
  }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const onCallerAbort = () => {
    timeout.abort(signal?.reason);
  };
  if (signal?.aborted) onCallerAbort();
  signal?.addEventListener('abort', onCallerAbort, { once: true });

  let answer: RawAnswer;
  try {
    const response = await transport({
      url: apiUrl(path),
      method,
      headers,
      body: payload,
      signal: timeout.signal,
    });
    answer = {
      status: response.status,
      ok: response.ok,
      unreachable: isBackendUnreachableAnswer(response.status, response.header),
      text: await response.text(),
      receivedAt: Date.now(),
    };
  } catch (error) {
    if (signal?.aborted) throw signal.reason ?? error;
    const timedOut = timeout.signal.aborted;
    throw new ApiError(
      'network',
      timedOut ? 'The server took too long to answer.' : 'The server could not be reached.',
      { cause: error },
    );
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }
  return readAnswer(answer, schema, auth);
}

import { isBackendUnreachableAnswer } from '@gear/contract/backend-proxy';
import { ErrorResponseSchema } from '@gear/contract/common';
import type * as z from 'zod/mini';
import { env } from '@/config/env';
import { clearToken, getToken } from './storage';

export type ApiErrorKind = 'network' | 'http' | 'parse';

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

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

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

export interface RequestOptions<TSchema extends z.ZodMiniType> {
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

/** A GET answer read to the end, kept until a page asks for it. */
interface EarlyAnswer {
  status: number;
  ok: boolean;
  /** The site's proxy could not reach the backend (contract/backend-proxy.ts). */
  unreachable: boolean;
  text: string;
}

/** GET answers started before their page's code has loaded (see prefetchGet), by URL. */
const prefetched = new Map<string, { startedAt: number; answer: Promise<EarlyAnswer> }>();
/** An early answer older than this is not used: the page asks the server again. */
export const PREFETCH_MAX_AGE_MS = 10_000;

/**
 * Starts a public GET now, so its answer is on the way while the page's code downloads (the
 * data of the first page would otherwise wait for the route chunk, then for React to render).
 * The first `apiRequest` GET of the same path takes the answer, once; it is validated there as
 * usual. A failed early request is simply retried by that call.
 */
export function prefetchGet(path: string): void {
  const url = apiUrl(path);
  if (prefetched.has(url)) return;
  const answer = fetchTransport({
    url,
    method: 'GET',
    headers: new Headers({ Accept: 'application/json' }),
    body: null,
    signal: AbortSignal.timeout(DEFAULT_TIMEOUT_MS),
  }).then(async (response) => ({
    status: response.status,
    ok: response.ok,
    unreachable: isBackendUnreachableAnswer(response.status, response.header),
    text: await response.text(),
  }));
  answer.catch(() => undefined); // an early answer nobody takes must not be an unhandled rejection
  prefetched.set(url, { startedAt: Date.now(), answer });
}

/** The early answer for `url`, removed from the cache (each is used once), or null. */
function takePrefetched(url: string): Promise<EarlyAnswer> | null {
  const entry = prefetched.get(url);
  if (!entry) return null;
  prefetched.delete(url);
  return Date.now() - entry.startedAt <= PREFETCH_MAX_AGE_MS ? entry.answer : null;
}

/** Resolves with `promise`, or rejects as soon as `signal` aborts. */
function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      reject(
        signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'),
      );
    };
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => {
      signal.removeEventListener('abort', onAbort);
    });
  });
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

  try {
    let response: Pick<TransportResponse, 'status' | 'ok'>;
    let unreachable: boolean;
    let text: string;
    try {
      const url = apiUrl(path);
      const early = method === 'GET' && !auth && !options.transport ? takePrefetched(url) : null;
      const earlyAnswer = early
        ? await unlessAborted(early, timeout.signal).catch((error: unknown) => {
            if (timeout.signal.aborted) throw error;
            return null; // the early request failed: ask again below
          })
        : null;
      if (earlyAnswer) {
        response = earlyAnswer;
        unreachable = earlyAnswer.unreachable;
        text = earlyAnswer.text;
      } else {
        const answer = await transport({
          url,
          method,
          headers,
          body: payload,
          signal: timeout.signal,
        });
        response = answer;
        unreachable = isBackendUnreachableAnswer(answer.status, answer.header);
        text = await answer.text();
      }
    } catch (error) {
      if (signal?.aborted) throw signal.reason ?? error;
      const timedOut = timeout.signal.aborted;
      throw new ApiError(
        'network',
        timedOut ? 'The server took too long to answer.' : 'The server could not be reached.',
        { cause: error },
      );
    }

    // Behind the site's proxy a stopped backend is an answer, not a failed request: the proxy
    // marks its own failure, and the caller sees what a direct call would have given.
    if (unreachable) {
      throw new ApiError('network', 'The server could not be reached.');
    }
    if (!response.ok) {
      if (response.status === 401 && auth) {
        clearToken();
        unauthorizedHandler?.();
      }
      throw httpError(response.status, text);
    }

    const json = parseJson(text);
    if (!json.ok) {
      throw new ApiError('parse', 'The server sent an answer that is not JSON.', {
        status: response.status,
      });
    }
    const parsed = schema.safeParse(json.value);
    if (!parsed.success) {
      throw new ApiError('parse', 'The server sent an unexpected answer.', {
        status: response.status,
        details: parsed.error.issues,
      });
    }
    return parsed.data;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }
}

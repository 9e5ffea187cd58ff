import { BACKEND_UNREACHABLE } from '@gear/contract/backend-proxy';
import { SliderListSchema } from '@gear/contract/slider';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  ApiError,
  apiRequest,
  isAbortError,
  readAnswer,
  setUnauthorizedHandler,
  type RawAnswer,
} from './api-client';
import { getToken, setToken } from './storage';
import { createXhrTransport } from './xhr-transport';
import { FakeXhr } from '@/test/fake-xhr';
import { rawAnswer, UNREACHABLE_ANSWER } from '@/test/raw-answer';
import { urlOf } from '@/test/mock-fetch';

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function mockFetch(impl: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(impl(urlOf(input), init ?? {})),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('apiRequest', () => {
  afterEach(() => {
    setUnauthorizedHandler(null);
  });

  it('calls the API base URL and parses the answer with the schema', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse([{ id: 1, title: 'Gears', description: 'd', image: '/uploads/a.png' }]),
    );
    const sliders = await apiRequest('/sliders/getSliders', { schema: SliderListSchema });
    expect(sliders[0]?.title).toBe('Gears');
    expect(fetchMock).toHaveBeenCalledWith(
      '/backend/sliders/getSliders',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('sends JSON bodies with a JSON content type', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ success: true }));
    await apiRequest('/api/contact', {
      method: 'POST',
      body: { name: 'A' },
      schema: z.object({ success: z.boolean() }),
    });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"name":"A"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('sends FormData as is, letting the browser set the multipart boundary', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    const form = new FormData();
    form.set('title', 'x');
    await apiRequest('/sliders/addSlider', { method: 'POST', body: form, schema: z.object({}) });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });

  it('sends the stored token only on admin calls', async () => {
    setToken('secret-token');
    const fetchMock = mockFetch(() => jsonResponse([]));
    await apiRequest('/api/subcategories', { schema: z.array(z.unknown()), auth: true });
    await apiRequest('/api/subcategories', { schema: z.array(z.unknown()) });
    const headersOf = (call: number) => new Headers(fetchMock.mock.calls[call]?.[1]?.headers);
    expect(headersOf(0).get('Authorization')).toBe('Bearer secret-token');
    expect(headersOf(1).has('Authorization')).toBe(false);
  });

  it('maps an unreachable server to a network error', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(apiRequest('/gallery/', { schema: z.unknown() }));
    expect(error.kind).toBe('network');
    expect(error.status).toBeUndefined();
  });

  it("maps the site proxy's own 'backend unreachable' answer to a network error", async () => {
    const proxyAnswer = () =>
      new Response(JSON.stringify(BACKEND_UNREACHABLE.body), {
        status: 502,
        headers: { [BACKEND_UNREACHABLE.header]: BACKEND_UNREACHABLE.value },
      });
    mockFetch(proxyAnswer);
    const error = await failure(apiRequest('/sliders/getSliders', { schema: z.unknown() }));
    expect(error.kind).toBe('network');
    expect(error.status).toBeUndefined();

    // Uploads go through XMLHttpRequest: the same answer there is the same failure.
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const upload = failure(
      apiRequest('/gallery/upload', {
        schema: z.unknown(),
        method: 'POST',
        body: new FormData(),
        transport: createXhrTransport(() => undefined),
      }),
    );
    FakeXhr.last?.answer(502, BACKEND_UNREACHABLE.body, {
      [BACKEND_UNREACHABLE.header]: BACKEND_UNREACHABLE.value,
    });
    expect((await upload).kind).toBe('network');
  });

  it('keeps the HTTP meaning of a 5xx the backend itself sent', async () => {
    for (const status of [500, 502, 503, 504]) {
      mockFetch(() => jsonResponse({ message: 'Internal Server Error' }, status));
      const error = await failure(apiRequest('/api/send-email', { schema: z.unknown() }));
      expect
        .soft(error)
        .toMatchObject({ kind: 'http', status, serverMessage: 'Internal Server Error' });
    }
    // The marker counts only on a failure status (a proxy never marks a success).
    mockFetch(
      () =>
        new Response('[]', {
          status: 200,
          headers: { [BACKEND_UNREACHABLE.header]: BACKEND_UNREACHABLE.value },
        }),
    );
    await expect(apiRequest('/gallery/', { schema: z.unknown() })).resolves.toEqual([]);
  });

  it('maps an error status to an http error with the server error, message and details', async () => {
    mockFetch(() =>
      jsonResponse({ success: false, error: 'Failed to add slider!', details: 'too big' }, 400),
    );
    const error = await failure(apiRequest('/sliders/addSlider', { schema: z.unknown() }));
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      serverError: 'Failed to add slider!',
      details: 'too big',
      message: 'Failed to add slider!',
    });

    mockFetch(() => jsonResponse({ success: false, message: 'Invalid credentials' }, 401));
    const login = await failure(apiRequest('/logAdmin', { schema: z.unknown() }));
    expect(login).toMatchObject({
      kind: 'http',
      status: 401,
      serverMessage: 'Invalid credentials',
    });
    expect(login.serverError).toBeUndefined();
  });

  it('maps an error status with a non-JSON body to an http error without server fields', async () => {
    mockFetch(() => new Response('<html>Bad Gateway</html>', { status: 502 }));
    const error = await failure(apiRequest('/gallery/', { schema: z.unknown() }));
    expect(error).toMatchObject({ kind: 'http', status: 502 });
    expect(error.serverError).toBeUndefined();
    expect(error.serverMessage).toBeUndefined();
  });

  it('maps a body that does not match the schema, or is not JSON, to a parse error', async () => {
    mockFetch(() => jsonResponse([{ title: 'no id' }]));
    const wrongShape = await failure(
      apiRequest('/sliders/getSliders', { schema: SliderListSchema }),
    );
    expect(wrongShape).toMatchObject({ kind: 'parse', status: 200 });
    expect(Array.isArray(wrongShape.details)).toBe(true);

    mockFetch(() => new Response('<!doctype html><html></html>', { status: 200 }));
    const html = await failure(apiRequest('/sliders/getSliders', { schema: SliderListSchema }));
    expect(html.kind).toBe('parse');
  });

  it('on a 401 of an admin call clears the token and calls the unauthorized handler', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    setToken('expired');
    mockFetch(() => jsonResponse({ success: false, error: 'Unauthorized' }, 401));
    const error = await failure(
      apiRequest('/api/subcategories', { schema: z.unknown(), auth: true }),
    );
    expect(error.status).toBe(401);
    expect(getToken()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not treat a 401 of a public call (the login) as a lost session', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    setToken('kept');
    mockFetch(() => jsonResponse({ success: false, message: 'Invalid' }, 401));
    await failure(apiRequest('/logAdmin', { method: 'POST', body: {}, schema: z.unknown() }));
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(getToken()).toBe('kept');
  });

  it('rethrows a caller abort as an AbortError, not an ApiError', async () => {
    mockFetch(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => {
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
    );
    const controller = new AbortController();
    const call = apiRequest('/gallery/', { schema: z.unknown(), signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toSatisfy(isAbortError);
  });

  it('fails as a network error when the server does not answer in time', async () => {
    mockFetch(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => {
            reject(new DOMException('timeout', 'AbortError'));
          });
        }),
    );
    const error = await failure(apiRequest('/gallery/', { schema: z.unknown(), timeoutMs: 5 }));
    expect(error.kind).toBe('network');
  });

  it('answers null for an empty body', async () => {
    mockFetch(() => new Response(null, { status: 204 }));
    await expect(apiRequest('/logout', { schema: z.null() })).resolves.toBeNull();
  });
});

describe('readAnswer (an answer read to the end, e.g. handed over with a server-rendered page)', () => {
  afterEach(() => {
    setUnauthorizedHandler(null);
  });

  /** The ApiError `readAnswer` throws for `answer`. */
  function readFailure(answer: RawAnswer, auth = false): ApiError {
    try {
      readAnswer(answer, z.unknown(), auth);
    } catch (error) {
      if (error instanceof ApiError) return error;
      throw error;
    }
    throw new Error('expected the answer to be a failure');
  }

  it('gives the value the schema parses, synchronously', () => {
    const sliders = readAnswer(
      rawAnswer([{ id: 1, title: 'Gears', description: 'd', image: '/uploads/a.png' }]),
      SliderListSchema,
    );
    expect(sliders[0]?.title).toBe('Gears');
    expect(readAnswer(rawAnswer(''), z.null())).toBeNull();
  });

  it('an unreachable backend (refused on the server, or the proxy marker) is a network error', () => {
    const refused = readFailure(UNREACHABLE_ANSWER);
    expect(refused).toMatchObject({ kind: 'network', message: 'The server could not be reached.' });
    expect(refused.status).toBeUndefined();
    const marked = readFailure({
      ...rawAnswer(BACKEND_UNREACHABLE.body, BACKEND_UNREACHABLE.status),
      unreachable: true,
    });
    expect(marked.kind).toBe('network');
  });

  it('an error status is an http error with the message of {error}, else {message}', () => {
    expect(
      readFailure(rawAnswer({ success: false, error: 'Not found', details: 'x' }, 404)),
    ).toMatchObject({
      kind: 'http',
      status: 404,
      message: 'Not found',
      serverError: 'Not found',
      details: 'x',
    });
    const withMessage = readFailure(rawAnswer({ message: 'Internal Server Error' }, 500));
    expect(withMessage).toMatchObject({
      kind: 'http',
      status: 500,
      message: 'Internal Server Error',
      serverMessage: 'Internal Server Error',
    });
    expect(withMessage.serverError).toBeUndefined();
    const plain = readFailure(rawAnswer('<html>Bad Gateway</html>', 502));
    expect(plain).toMatchObject({
      kind: 'http',
      status: 502,
      message: 'Request failed with status 502',
    });
  });

  it('a body that is not JSON or not the expected shape is a parse error', () => {
    expect(() => readAnswer(rawAnswer('<!doctype html>'), SliderListSchema)).toThrow(
      expect.objectContaining({ kind: 'parse', status: 200 }),
    );
    let wrongShape: unknown;
    try {
      readAnswer(rawAnswer([{ title: 'no id' }]), SliderListSchema);
    } catch (error) {
      wrongShape = error;
    }
    expect(wrongShape).toBeInstanceOf(ApiError);
    expect(wrongShape).toMatchObject({ kind: 'parse', status: 200 });
    expect(Array.isArray((wrongShape as ApiError).details)).toBe(true);
  });

  it('a 401 with auth clears the token and calls the unauthorized handler; without auth it does not', () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    setToken('kept');
    expect(readFailure(rawAnswer({ error: 'Unauthorized' }, 401))).toMatchObject({ status: 401 });
    expect(getToken()).toBe('kept');
    expect(onUnauthorized).not.toHaveBeenCalled();

    expect(readFailure(rawAnswer({ error: 'Unauthorized' }, 401), true)).toMatchObject({
      kind: 'http',
      status: 401,
    });
    expect(getToken()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

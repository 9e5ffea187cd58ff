import { vi } from 'vitest';

export type MockAnswer = Response | Error | (() => Response | Promise<Response>);

/** A JSON response. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The URL a fetch call asked for, whatever form it was given in. */
export const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/**
 * Stubs global fetch with answers keyed by "METHOD /path" (the path as the app requests it,
 * e.g. "GET /backend/sliders/getSliders"). An Error answer rejects like a network failure;
 * unknown requests answer 404.
 */
export function mockFetch(answers: Record<string, MockAnswer>) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const key = `${init?.method ?? 'GET'} ${urlOf(input)}`;
    const answer = answers[key];
    if (answer === undefined) {
      return Promise.resolve(json({ success: false, error: `No mock for ${key}` }, 404));
    }
    if (answer instanceof Error) return Promise.reject(answer);
    if (answer instanceof Response) return Promise.resolve(answer.clone());
    return Promise.resolve(answer());
  });
  vi.stubGlobal('fetch', fetchMock);
  // Uploads use XMLHttpRequest for progress events (lib/xhr-transport.ts); without it they fall
  // back to fetch, so this mock answers them too.
  vi.stubGlobal('XMLHttpRequest', undefined);
  return fetchMock;
}

export type FetchMock = ReturnType<typeof mockFetch>;

/** The calls made to `key` ("METHOD /path?query", as in mockFetch's answers), in order. */
export const callsTo = (fetchMock: FetchMock, key: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) => `${init?.method ?? 'GET'} ${urlOf(input)}` === key,
  );

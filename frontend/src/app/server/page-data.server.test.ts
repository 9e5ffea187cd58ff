// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_PATHS } from '@gear/contract/api-paths';
import { BACKEND_UNREACHABLE } from '@gear/contract/backend-proxy';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loader as homeLoader } from '../pages/home';
import { loader as productLoader } from '../pages/product-detail';
import { loader as productsLoader } from '../pages/products';
import { NO_CACHE_HEADERS, READ_BUDGET_MS, readForPage, readPageData } from './page-data.server';

/** How the local backend answers a path: status, body, headers and a delay (ms). */
interface Route {
  status?: number;
  body?: string;
  headers?: Record<string, string>;
  delayMs?: number;
}

let routes: Record<string, Route> = {};
const requests: { url: string; accept: string | undefined }[] = [];
const backend = http.createServer((req, res) => {
  requests.push({ url: req.url ?? '', accept: req.headers.accept });
  const route = routes[req.url ?? ''] ?? { status: 404, body: '{"error":"No route"}' };
  const timer = setTimeout(() => {
    res.writeHead(route.status ?? 200, {
      'Content-Type': 'application/json',
      ...route.headers,
    });
    res.end(route.body ?? '');
  }, route.delayMs ?? 0);
  res.on('close', () => {
    clearTimeout(timer);
  });
});
let origin = '';

/** A port nothing listens on: a connection there is refused. */
async function closedPort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(async () => {
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${String((backend.address() as AddressInfo).port)}`;
});

afterAll(async () => {
  backend.closeAllConnections();
  await new Promise((resolve) => backend.close(resolve));
});

afterEach(() => {
  routes = {};
  requests.length = 0;
  vi.unstubAllEnvs();
});

const PRODUCTS = '[{"id":1,"title":"Spur Gear"}]';

describe('readForPage', () => {
  it('reads the path from BACKEND_UPSTREAM (with its path) and keeps the answer whole', async () => {
    vi.stubEnv('BACKEND_UPSTREAM', `${origin}/v1/`);
    routes['/v1/api/subcategories'] = { body: PRODUCTS };
    const before = Date.now();
    const answer = await readForPage(API_PATHS.products);
    expect(answer).toEqual({
      status: 200,
      ok: true,
      unreachable: false,
      text: PRODUCTS,
      receivedAt: expect.any(Number) as number,
    });
    expect(answer?.receivedAt).toBeGreaterThanOrEqual(before);
    expect(answer?.receivedAt).toBeLessThanOrEqual(Date.now());
    expect(requests).toEqual([{ url: '/v1/api/subcategories', accept: 'application/json' }]);
  });

  it("keeps an error answer as it is: the backend's own 5xx is not 'unreachable'", async () => {
    vi.stubEnv('BACKEND_UPSTREAM', origin);
    routes['/sliders/getSliders'] = { status: 500, body: '{"message":"Internal Server Error"}' };
    expect(await readForPage(API_PATHS.sliders)).toMatchObject({
      status: 500,
      ok: false,
      unreachable: false,
      text: '{"message":"Internal Server Error"}',
    });
  });

  it("recognizes a proxy's marked 502 (BACKEND_UPSTREAM behind another proxy) as unreachable", async () => {
    vi.stubEnv('BACKEND_UPSTREAM', origin);
    routes['/sliders/getSliders'] = {
      status: BACKEND_UNREACHABLE.status,
      headers: { [BACKEND_UNREACHABLE.header]: BACKEND_UNREACHABLE.value },
      body: JSON.stringify(BACKEND_UNREACHABLE.body),
    };
    expect(await readForPage(API_PATHS.sliders)).toMatchObject({ status: 502, unreachable: true });
  });

  it(`answers within the budget (${String(READ_BUDGET_MS)} ms), and null when the backend is slower`, async () => {
    vi.stubEnv('BACKEND_UPSTREAM', origin);
    routes['/fast'] = { body: '[]' };
    routes['/slow'] = { body: '[]', delayMs: READ_BUDGET_MS + 600 };
    expect(await readForPage('/fast')).toMatchObject({ status: 200, text: '[]' });
    const started = performance.now();
    expect(await readForPage('/slow')).toBeNull();
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(READ_BUDGET_MS - 20);
    expect(waited).toBeLessThan(READ_BUDGET_MS + 1500);
  });

  it('a refused connection is an unreachable answer (the fallbacks render, not a 5xx)', async () => {
    vi.stubEnv('BACKEND_UPSTREAM', `http://127.0.0.1:${String(await closedPort())}`);
    expect(await readForPage(API_PATHS.products)).toMatchObject({
      status: 0,
      ok: false,
      unreachable: true,
      text: '',
    });
  });

  it('does not hand over an answer too large to embed in the page', async () => {
    vi.stubEnv('BACKEND_UPSTREAM', origin);
    routes['/huge'] = { headers: { 'Content-Length': String(9 * 1024 * 1024) }, body: '[' };
    expect(await readForPage('/huge')).toBeNull();
  });

  it('with an injected fetch: a network failure is unreachable, an abort is "too slow"', async () => {
    vi.stubEnv('BACKEND_UPSTREAM', 'http://api.invalid:4000');
    const refused = vi.fn(() => Promise.reject(new TypeError('fetch failed')));
    expect(await readForPage('/gallery/', refused)).toMatchObject({ unreachable: true });
    expect(refused).toHaveBeenCalledWith(
      'http://api.invalid:4000/gallery/',
      expect.objectContaining({ signal: expect.any(AbortSignal) as AbortSignal }),
    );
    const aborted = () =>
      Promise.reject(new DOMException('The operation was aborted.', 'TimeoutError'));
    expect(await readForPage('/gallery/', aborted)).toBeNull();
  });
});

describe('readPageData', () => {
  it('hands over every answer and lets nginx cache the page when all reads succeeded', async () => {
    vi.stubEnv('BACKEND_UPSTREAM', origin);
    routes['/sliders/getSliders'] = { body: '[]' };
    routes['/api/subcategories'] = { body: PRODUCTS };
    const result = await readPageData([API_PATHS.sliders, API_PATHS.products]);
    expect(Object.keys(result.data.answers).toSorted()).toEqual(
      [API_PATHS.products, API_PATHS.sliders].toSorted(),
    );
    expect(result.data.answers[API_PATHS.products]?.text).toBe(PRODUCTS);
    expect(result.init?.status).toBe(200);
    expect(new Headers(result.init?.headers).get('X-Accel-Expires')).toBeNull();
  });

  it('marks the page X-Accel-Expires: 0 when a read failed, and still hands the failure over', async () => {
    vi.stubEnv('BACKEND_UPSTREAM', origin);
    routes['/sliders/getSliders'] = { body: '[]' };
    routes['/api/subcategories'] = { status: 503, body: '{"error":"busy"}' };
    const result = await readPageData([API_PATHS.sliders, API_PATHS.products]);
    expect(result.data.answers[API_PATHS.products]).toMatchObject({ status: 503 });
    expect(result.init?.status).toBe(200);
    expect(new Headers(result.init?.headers).get('X-Accel-Expires')).toBe(
      NO_CACHE_HEADERS['X-Accel-Expires'],
    );
    expect(NO_CACHE_HEADERS['X-Accel-Expires']).toBe('0');
  });

  it('marks the page when a read ran over the budget, and leaves that read to the browser', async () => {
    vi.stubEnv('BACKEND_UPSTREAM', origin);
    routes['/sliders/getSliders'] = { body: '[]' };
    routes['/api/subcategories'] = { body: PRODUCTS, delayMs: READ_BUDGET_MS + 600 };
    const result = await readPageData([API_PATHS.sliders, API_PATHS.products]);
    expect(Object.keys(result.data.answers)).toEqual([API_PATHS.sliders]);
    expect(new Headers(result.init?.headers).get('X-Accel-Expires')).toBe('0');
  });

  it('marks the page when the backend is down (never replacing the last good cached copy)', async () => {
    vi.stubEnv('BACKEND_UPSTREAM', `http://127.0.0.1:${String(await closedPort())}`);
    const result = await readPageData([API_PATHS.gallery]);
    expect(result.data.answers[API_PATHS.gallery]).toMatchObject({ unreachable: true });
    expect(result.init?.status).toBe(200);
    expect(new Headers(result.init?.headers).get('X-Accel-Expires')).toBe('0');
  });

  it('applies keep and status: a kept 404 makes a 404 page that may be cached', async () => {
    vi.stubEnv('BACKEND_UPSTREAM', origin);
    routes['/x'] = { status: 404, body: '{"error":"Not found"}' };
    const result = await readPageData(['/x'], {
      keep: (answer) => answer.status === 404,
      status: (answers) => (answers['/x']?.status === 404 ? 404 : 200),
    });
    expect(result.data.answers['/x']).toMatchObject({ status: 404 });
    expect(result.init?.status).toBe(404);
    expect(new Headers(result.init?.headers).get('X-Accel-Expires')).toBeNull();
  });
});

describe('the page loaders', () => {
  const productArgs = (id: string) =>
    ({ params: { id } }) as unknown as Parameters<typeof productLoader>[0];

  it('product: its data is handed over, status 200', async () => {
    vi.stubEnv('BACKEND_UPSTREAM', origin);
    routes['/api/subcategories/3'] = { body: '{"id":3,"title":"Spur Gear"}' };
    const result = await productLoader(productArgs('3'));
    expect(result.data.answers[API_PATHS.product('3')]).toMatchObject({ status: 200 });
    expect(result.init?.status).toBe(200);
  });

  it('an unknown product (404) or an impossible id (400) is a 404 page', async () => {
    vi.stubEnv('BACKEND_UPSTREAM', origin);
    routes['/api/subcategories/987654321'] = { status: 404, body: '{"error":"Not found"}' };
    routes['/api/subcategories/abc'] = { status: 400, body: '{"error":"Invalid id"}' };
    for (const id of ['987654321', 'abc']) {
      const result = await productLoader(productArgs(id));
      expect.soft(result.init?.status, id).toBe(404);
      expect.soft(result.data.answers[API_PATHS.product(id)], id).toBeDefined();
    }
  });

  it('any other failure is left to the browser (only it has the cached list), status 200, not cached', async () => {
    vi.stubEnv('BACKEND_UPSTREAM', origin);
    routes['/api/subcategories/3'] = { status: 500, body: '{"error":"db down"}' };
    const failed = await productLoader(productArgs('3'));
    expect(failed.data.answers).toEqual({});
    expect(failed.init?.status).toBe(200);
    expect(new Headers(failed.init?.headers).get('X-Accel-Expires')).toBe('0');

    vi.stubEnv('BACKEND_UPSTREAM', `http://127.0.0.1:${String(await closedPort())}`);
    const down = await productLoader(productArgs('3'));
    expect(down.data.answers).toEqual({});
    expect(down.init?.status).toBe(200);
  });

  const productsArgs = (query: string) =>
    ({
      request: new Request(`http://www.gears.example/product${query}`),
    }) as unknown as Parameters<typeof productsLoader>[0];

  /** The loader's data: a redirect is not data. */
  const pageData = (result: Awaited<ReturnType<typeof productsLoader>>) => {
    if (result instanceof Response)
      throw new Error(`Redirected to ${String(result.headers.get('Location'))}`);
    return result;
  };

  it('products (issue 20): the list and the catalogue for the address, in its stable order', async () => {
    vi.stubEnv('BACKEND_UPSTREAM', origin);
    routes['/api/subcategories'] = { body: PRODUCTS };
    const catalogue = '/api/catalogue?category=spur-gears&q=hub&module=2..3';
    routes[catalogue] = {
      body: '{"ids":[1],"total":1,"categories":[],"category":{"id":1,"name":"Spur Gears","slug":"spur-gears"},"facets":[]}',
    };
    const result = pageData(
      await productsLoader(productsArgs('?module=2..3&q=hub&category=spur-gears')),
    );
    expect(Object.keys(result.data.answers).toSorted()).toEqual(
      [API_PATHS.products, catalogue].toSorted(),
    );
    expect(result.init?.status).toBe(200);
    expect(requests.map((request) => request.url).toSorted()).toEqual(
      [API_PATHS.products, catalogue].toSorted(),
    );
  });

  it('products: a backend without the catalogue (404) is a normal page that may be cached', async () => {
    vi.stubEnv('BACKEND_UPSTREAM', origin);
    routes['/api/subcategories'] = { body: PRODUCTS };
    const result = pageData(await productsLoader(productsArgs('')));
    expect(result.data.answers[API_PATHS.catalogue]).toMatchObject({ status: 404 });
    expect(result.init?.status).toBe(200);
    expect(new Headers(result.init?.headers).get('X-Accel-Expires')).toBeNull();
  });

  it('products: a category the catalogue does not have is a 404 page', async () => {
    vi.stubEnv('BACKEND_UPSTREAM', origin);
    routes['/api/subcategories'] = { body: PRODUCTS };
    routes['/api/catalogue?category=worm-gears'] = {
      body: '{"ids":[],"total":0,"categories":[],"category":null,"facets":[]}',
    };
    const result = pageData(await productsLoader(productsArgs('?category=worm-gears')));
    expect(result.init?.status).toBe(404);
  });

  it('products: the filter form sent without JavaScript is redirected to the address it stands for', async () => {
    const result = await productsLoader(
      productsArgs(
        '?category=spur-gears&q=&module.from=3&module.to=2&material=EN-19&pitch.from=&pitch.to=',
      ),
    );
    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(
      '/product?category=spur-gears&material=EN-19&module=2..3',
    );
    expect(requests).toEqual([]);
  });

  it('home reads the sliders and the products', async () => {
    vi.stubEnv('BACKEND_UPSTREAM', origin);
    routes['/sliders/getSliders'] = { body: '[]' };
    routes['/api/subcategories'] = { body: PRODUCTS };
    const result = await homeLoader();
    expect(Object.keys(result.data.answers).toSorted()).toEqual(
      [API_PATHS.products, API_PATHS.sliders].toSorted(),
    );
  });
});

import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Test } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CATALOGUE_LIMITS, CATALOGUE_MESSAGES } from '@gear/contract/catalogue-basics';
import { CatalogueResponseSchema } from '@gear/contract/catalogue-search';
import { API_ERRORS } from '@gear/contract/messages';
import { writeCatalogueDb } from '../src/test-utils/catalogue-products.ts';
import { makeDataDir, startTestApp, type TestApp } from '../src/test-utils/test-app.ts';
import { recordFigures } from './figures.ts';

/**
 * The catalogue (issue 20): a public search that reads any query string, and the admin's category
 * writes. Hostile addresses answer 200 (ignored), 400 (over a limit) or Node's own 431 (a request
 * line over 16 KB), never 5xx; nothing reaches a prototype; category bodies are refused with
 * 4xx and nothing written; and a flood of searches over 10,000 products does not stall other
 * visitors.
 */

const FILE = 'catalogue.security.test.ts';
const ErrorBody = z.object({ success: z.literal(false), error: z.string() });

let t: TestApp;
let token: string;

beforeAll(async () => {
  const dataDir = await makeDataDir();
  await writeCatalogueDb(dataDir, 10_000);
  t = await startTestApp({ FORM_RATE_LIMIT: '0' }, { dataDir });
  token = await t.token();
}, 120_000);
afterAll(() => t.destroy());

/** Anything planted on Object.prototype by a query or a body. */
function polluted(): string[] {
  const probe: Record<string, unknown> = {};
  return ['polluted', 'module', 'x', 'isAdmin'].filter((key) => probe[key] !== undefined);
}

/**
 * A GET with its request target exactly as given (supertest would re-encode it), on a server of
 * the app that lives for this one request.
 */
async function rawGet(target: string): Promise<{ status: number; body: string }> {
  const server = http.createServer(t.handle.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port, path: target, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
        });
      });
      request.on('error', reject);
    });
  } finally {
    await new Promise<void>((resolve) => {
      server.close(() => {
        resolve();
      });
    });
  }
}

describe('hostile catalogue addresses', () => {
  it('answer 200, 400 or 431, never 5xx, and pollute nothing', async () => {
    const params = (count: number) =>
      Array.from({ length: count }, (_, i) => `k${String(i)}=${String(i)}`).join('&');
    const cases: { name: string; target: string; status: number[]; message?: string }[] = [
      { name: '10,000 parameters', target: `/api/catalogue?${params(10_000)}`, status: [431] },
      { name: '1,000 parameters', target: `/api/catalogue?${params(1_000)}`, status: [400, 431] },
      {
        name: `${String(CATALOGUE_LIMITS.maxParams + 1)} parameters`,
        target: `/api/catalogue?${params(CATALOGUE_LIMITS.maxParams + 1)}`,
        status: [400],
        message: CATALOGUE_MESSAGES.tooManyFilters,
      },
      { name: 'q of 1 MB', target: `/api/catalogue?q=${'x'.repeat(1024 * 1024)}`, status: [431] },
      {
        name: 'q of 10 KB',
        target: `/api/catalogue?q=${'x'.repeat(10 * 1024)}`,
        status: [400],
        message: CATALOGUE_MESSAGES.searchTooLong,
      },
      {
        name: 'a filter value of 10 KB',
        target: `/api/catalogue?material=${'x'.repeat(10 * 1024)}`,
        status: [400],
        message: CATALOGUE_MESSAGES.filterTooLong,
      },
      { name: 'q[]=x', target: '/api/catalogue?q[]=x&q[]=y', status: [200] },
      { name: 'category[]=x', target: '/api/catalogue?category[]=spur-gears', status: [200] },
      {
        name: 'nested',
        target: '/api/catalogue?a[b][c][d][e][f]=1&category[x][y]=z',
        status: [200],
      },
      { name: 'module=1e999..', target: '/api/catalogue?module=1e999..', status: [200] },
      {
        name: 'module=NaN..Infinity',
        target: '/api/catalogue?module=NaN..Infinity',
        status: [200],
      },
      {
        name: 'module of 98 digits',
        target: `/api/catalogue?module=${'9'.repeat(98)}..`,
        status: [200],
      },
      { name: '__proto__=x', target: '/api/catalogue?__proto__=x', status: [200] },
      {
        name: '__proto__[polluted]=x',
        target: '/api/catalogue?__proto__[polluted]=x&__proto__.x=1',
        status: [200],
      },
      { name: 'constructor=x', target: '/api/catalogue?constructor=x&toString=y', status: [200] },
      {
        name: 'constructor[prototype][polluted]=x',
        target: '/api/catalogue?constructor[prototype][polluted]=x',
        status: [200],
      },
      { name: 'hasOwnProperty', target: '/api/catalogue?hasOwnProperty=1..2', status: [200] },
      { name: 'bad percent-encoding', target: '/api/catalogue?q=%E0%A4%A&%ZZ=%', status: [200] },
      {
        name: 'NUL and controls',
        target: '/api/catalogue?q=%00%01%1b&material=%00',
        status: [200],
      },
      { name: 'unknown category', target: '/api/catalogue?category=..%2F..%2Fetc', status: [200] },
      {
        name: 'a regex in q',
        target: `/api/catalogue?q=${encodeURIComponent('(a+)+$ .* [')}`,
        status: [200],
      },
    ];
    const failures: string[] = [];
    let serverErrors = 0;
    for (const c of cases) {
      const response = await rawGet(c.target);
      if (response.status >= 500) serverErrors += 1;
      if (!c.status.includes(response.status))
        failures.push(`${c.name}: ${String(response.status)} ${response.body.slice(0, 120)}`);
      if (response.status === 200) {
        const parsed = CatalogueResponseSchema.safeParse(JSON.parse(response.body));
        if (!parsed.success) failures.push(`${c.name}: not a catalogue answer`);
      }
      if (response.status === 400) {
        const error = ErrorBody.safeParse(JSON.parse(response.body));
        if (!error.success) failures.push(`${c.name}: not the error shape`);
        else if (c.message && error.data.error !== c.message)
          failures.push(`${c.name}: ${error.data.error}`);
      }
      if (polluted().length > 0) failures.push(`${c.name}: polluted ${polluted().join(', ')}`);
    }
    expect(failures).toEqual([]);
    expect(serverErrors).toBe(0);
    recordFigures({
      section: 'Bodies',
      protection: 'Hostile catalogue addresses → 200 ignored, 400 over a limit or 431, never 5xx',
      test: `${FILE} › answer 200, 400 or 431, never 5xx, and pollute nothing`,
      inputs: cases.length,
      serverErrors,
      filesLeft: 0,
      writesLost: 0,
      notes: `10,000 parameters and a 1 MB q stop at Node's 16 KB request-line limit (431); over ${String(CATALOGUE_LIMITS.maxParams)} parameters, q over ${String(CATALOGUE_LIMITS.searchMax)} or a value over ${String(CATALOGUE_LIMITS.filterValueMax)} characters → 400; arrays, nested keys, __proto__, constructor, 1e999, bad encodings ignored (200); prototypes untouched`,
    });
  });
});

describe('hostile category bodies', () => {
  it('are refused with 4xx and nothing written', async () => {
    const dbBefore = await readFile(t.handle.paths.dbFile, 'utf8');
    const auth = { Authorization: `Bearer ${token}` };
    const post = () => t.api().post('/api/categories').set(auth);
    const cases: { name: string; send: () => Test; status: number; message?: string }[] = [
      {
        name: 'no token',
        send: () => t.api().post('/api/categories').send({ name: 'X' }),
        status: 401,
      },
      {
        name: 'text/plain',
        send: () => post().set('Content-Type', 'text/plain').send('name=X'),
        status: 415,
        message: API_ERRORS.unsupportedMediaType,
      },
      {
        name: 'form',
        send: () => post().type('form').send('name=X'),
        status: 415,
        message: API_ERRORS.unsupportedMediaType,
      },
      {
        name: 'broken JSON',
        send: () => post().set('Content-Type', 'application/json').send('{"name":'),
        status: 400,
        message: API_ERRORS.invalidJson,
      },
      { name: 'name as a number', send: () => post().send({ name: 1 }), status: 400 },
      { name: 'name as an array', send: () => post().send({ name: ['X'] }), status: 400 },
      {
        name: 'name as an object',
        send: () => post().send({ name: { toString: 'X' } }),
        status: 400,
      },
      { name: 'slug as a number', send: () => post().send({ name: 'X', slug: 1 }), status: 400 },
      {
        name: 'slug with a path',
        send: () => post().send({ name: 'X', slug: '../admin' }),
        status: 400,
        message: CATALOGUE_MESSAGES.categorySlugInvalid,
      },
      {
        name: 'name of symbols only',
        send: () => post().send({ name: '<>"\'' }),
        status: 400,
        message: CATALOGUE_MESSAGES.categorySlugInvalid,
      },
      {
        name: 'name of 1 MB',
        send: () => post().send({ name: 'x'.repeat(1024 * 1024) }),
        status: 413,
        message: API_ERRORS.bodyTooLarge,
      },
      {
        name: '__proto__',
        send: () =>
          post()
            .set('Content-Type', 'application/json')
            .send('{"name":"X","__proto__":{"polluted":"yes"}}'),
        status: 400,
      },
      { name: 'client-sent id', send: () => post().send({ id: 1, name: 'X' }), status: 400 },
      {
        name: 'PATCH with a path id',
        send: () => t.api().patch('/api/categories/..%2F1').set(auth).send({ name: 'X' }),
        status: 400,
      },
      {
        name: 'PUT order of 1,000 ids',
        send: () =>
          t
            .api()
            .put('/api/categories/order')
            .set(auth)
            .send({ ids: Array.from({ length: 1_000 }, (_, i) => i) }),
        status: 400,
        message: CATALOGUE_MESSAGES.categoryOrderMismatch,
      },
      {
        name: 'PUT order of 10,000 ids',
        send: () =>
          t
            .api()
            .put('/api/categories/order')
            .set(auth)
            .send({ ids: Array.from({ length: 10_000 }, (_, i) => i) }),
        status: 413,
        message: API_ERRORS.bodyTooLarge,
      },
      {
        name: 'PUT order with objects',
        send: () =>
          t
            .api()
            .put('/api/categories/order')
            .set(auth)
            .send({ ids: [{ toString: '1' }] }),
        status: 400,
      },
    ];
    const failures: string[] = [];
    let serverErrors = 0;
    for (const c of cases) {
      const response = await c.send();
      if (response.status >= 500) serverErrors += 1;
      if (response.status !== c.status)
        failures.push(`${c.name}: ${String(response.status)} ${response.text.slice(0, 120)}`);
      const error = ErrorBody.safeParse(response.body);
      if (!error.success) failures.push(`${c.name}: not the error shape`);
      else if (c.message && error.data.error !== c.message)
        failures.push(`${c.name}: ${error.data.error}`);
    }
    expect(failures).toEqual([]);
    expect(serverErrors).toBe(0);
    expect(polluted()).toEqual([]);
    expect(await readFile(t.handle.paths.dbFile, 'utf8')).toBe(dbBefore);
    recordFigures({
      section: 'Bodies',
      protection: 'Hostile category bodies → 4xx, nothing written',
      test: `${FILE} › are refused with 4xx and nothing written`,
      inputs: cases.length,
      serverErrors,
      filesLeft: 0,
      writesLost: 0,
      notes:
        'non-JSON 415, broken JSON and wrong types 400, a 1 MB name 413 (32 KB cap), __proto__ and client ids 400; db.json byte-identical',
    });
  });
});

describe('availability', () => {
  it('50 parallel searches over 10,000 products do not stall other visitors', async () => {
    // Every search new (nothing from the answer cache) and over the whole catalogue.
    const searches = Array.from(
      { length: 50 },
      (_, i) =>
        `/api/catalogue?q=teeth+${String(12 + i)}&module=${String(1 + (i % 4))}..&material=EN-${String(8 + (i % 20))}`,
    );
    const progress = { searching: true };
    const started = performance.now();
    const flood = Promise.all(
      searches.map((url) =>
        t
          .api()
          .get(url)
          .then((response) => response.status),
      ),
    ).finally(() => {
      progress.searching = false;
    });
    const latencies: number[] = [];
    while (progress.searching) {
      const asked = performance.now();
      await t.api().get('/sliders/getSliders').expect(200);
      latencies.push(performance.now() - asked);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const statuses = await flood;
    const total = performance.now() - started;
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(latencies.length).toBeGreaterThan(0);
    const worst = Math.max(...latencies);
    const median = [...latencies].sort((a, b) => a - b)[Math.floor(latencies.length / 2)] ?? 0;
    console.info(
      `Catalogue: 50 parallel new searches over 10,000 products took ${total.toFixed(0)} ms; GET /sliders/getSliders meanwhile: ${String(latencies.length)} answers, median ${median.toFixed(0)} ms, worst ${worst.toFixed(0)} ms`,
    );
    expect(worst).toBeLessThan(1000);
    recordFigures({
      section: 'Concurrency',
      protection:
        'Fifty parallel catalogue searches over 10,000 products do not stall other visitors',
      test: `${FILE} › 50 parallel searches over 10,000 products do not stall other visitors`,
      inputs: searches.length + latencies.length,
      serverErrors: statuses.filter((status) => status >= 500).length,
      filesLeft: 0,
      writesLost: 0,
      notes: `50 new searches in parallel ${total.toFixed(0)} ms (one at a time, other requests served between two); GET /sliders/getSliders meanwhile ${String(latencies.length)}×, median ${median.toFixed(0)} ms, worst ${worst.toFixed(0)} ms (limit 1000 ms)`,
    });
  });
});

import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { solidPng, type Rgb } from './png.ts';
import { startForeignBackend, type ForeignBackend } from './start.ts';
import { FOREIGN_ADMIN_DEFAULTS } from './seed.ts';
import type { StoreSnapshot } from './store.ts';

/** The one origin the test backends allow through CORS. */
export const ALLOWED_ORIGIN = 'http://site.test:8080';
export const OTHER_ORIGIN = 'http://evil.test:8080';

function startTestBackend(): Promise<ForeignBackend> {
  return startForeignBackend({ corsOrigins: [ALLOWED_ORIGIN] });
}

/**
 * One backend for a test file: started before its tests, stopped after them, and with `reset`
 * reachable again and back to the seed before each test. `backend()` is the running one;
 * `state()` what it holds.
 */
export function useTestBackend(options: { reset?: boolean } = {}) {
  let current: ForeignBackend | null = null;
  const backend = (): ForeignBackend => {
    if (!current) throw new Error('the test backend is not running');
    return current;
  };
  beforeAll(async () => {
    current = await startTestBackend();
  });
  afterAll(async () => {
    await current?.stop();
  });
  if (options.reset) {
    beforeEach(async () => {
      await control(backend(), '/reachable');
      await control(backend(), '/reset');
    });
  }
  const state = async (): Promise<StoreSnapshot> =>
    (await readJson(await fetch(`${backend().controlUrl}/state`))) as StoreSnapshot;
  return { backend, state };
}

/** Reads a JSON body as unknown; the caller asserts its shape. */
export async function readJson(response: Response): Promise<unknown> {
  return (await response.json()) as unknown;
}

/** Asserts an error answer: the status and a body of exactly `{ message }`. */
export async function expectMessageError(
  response: Response,
  status: number,
  message?: string,
): Promise<void> {
  expect(response.status).toBe(status);
  const body = (await readJson(response)) as Record<string, unknown>;
  expect(Object.keys(body)).toEqual(['message']);
  expect(typeof body.message).toBe('string');
  if (message !== undefined) expect(body.message).toBe(message);
}

export async function login(apiUrl: string): Promise<string> {
  const response = await fetch(`${apiUrl}/logAdmin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(FOREIGN_ADMIN_DEFAULTS),
  });
  expect(response.status).toBe(200);
  const body = (await readJson(response)) as { token: string };
  return body.token;
}

export function bearer(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}` };
}

/** A tiny real PNG as an upload part. */
export function pngBlob(colour: Rgb = [200, 30, 30]): Blob {
  return new Blob([new Uint8Array(solidPng(4, 3, colour))], { type: 'image/png' });
}

/** `size` zero bytes declared as `type` (the server checks declared type and size only). */
export function bytesBlob(size: number, type: string): Blob {
  return new Blob([new Uint8Array(size)], { type });
}

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

export async function control(
  backend: ForeignBackend,
  path: string,
  body?: unknown,
): Promise<unknown> {
  const response = await fetch(`${backend.controlUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  if (!response.ok) throw new Error(`control ${path}: ${response.status} ${await response.text()}`);
  return readJson(response);
}

export function accessControlHeaders(response: Response): string[] {
  const names: string[] = [];
  response.headers.forEach((_value, name) => {
    if (name.startsWith('access-control-')) names.push(name);
  });
  return names;
}

const OBJECT_ID = /^[0-9a-f]{24}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The Mongoose-style fields every record carries. */
export function expectMongoRecord(record: unknown): void {
  const fields = record as Record<string, unknown>;
  expect(fields._id).toMatch(OBJECT_ID);
  expect(fields.id).toBe(fields._id);
  expect(fields.createdAt).toMatch(ISO_DATE);
  expect(fields.updatedAt).toMatch(ISO_DATE);
  expect(fields.__v).toBe(0);
}

import express, { type Express } from 'express';
import type { BackendContext } from './context.ts';
import { MAX_DELAY_MS, type DelayRule } from './delays.ts';
import { errorHandler, HttpError, notFound } from './http-error.ts';
import type { Listener } from './listener.ts';
import { addProducts, resetToSeed, type SeedProduct } from './seed.ts';

function readFailure(body: unknown): {
  method: string;
  path: string;
  status: number;
  times: number;
  message: string | undefined;
} {
  if (typeof body !== 'object' || body === null) throw new HttpError(400, 'JSON body required');
  const method: unknown = Reflect.get(body, 'method');
  const path: unknown = Reflect.get(body, 'path');
  const status: unknown = Reflect.get(body, 'status');
  const times: unknown = Reflect.get(body, 'times') ?? 1;
  const message: unknown = Reflect.get(body, 'message');
  if (typeof method !== 'string' || !/^[A-Za-z]+$/.test(method)) {
    throw new HttpError(400, 'method must be an HTTP method');
  }
  if (typeof path !== 'string' || !path.startsWith('/') || path.includes('?')) {
    throw new HttpError(400, 'path must be a path starting with / (no query)');
  }
  if (typeof status !== 'number' || !Number.isInteger(status) || status < 400 || status > 599) {
    throw new HttpError(400, 'status must be an integer 400..599');
  }
  if (typeof times !== 'number' || !Number.isInteger(times) || times < 1) {
    throw new HttpError(400, 'times must be a positive integer');
  }
  if (message !== undefined && typeof message !== 'string') {
    throw new HttpError(400, 'message must be a string');
  }
  return { method, path, status, times, message };
}

function readDelay(body: unknown): DelayRule {
  if (typeof body !== 'object' || body === null) throw new HttpError(400, 'JSON body required');
  const method: unknown = Reflect.get(body, 'method');
  const path: unknown = Reflect.get(body, 'path');
  const ms: unknown = Reflect.get(body, 'ms');
  const times: unknown = Reflect.get(body, 'times') ?? 1;
  if (typeof method !== 'string' || !/^[A-Za-z]+$/.test(method)) {
    throw new HttpError(400, 'method must be an HTTP method');
  }
  if (typeof path !== 'string' || !path.startsWith('/') || path.includes('?')) {
    throw new HttpError(400, 'path must be a path starting with / (no query)');
  }
  if (typeof ms !== 'number' || !Number.isInteger(ms) || ms < 1 || ms > MAX_DELAY_MS) {
    throw new HttpError(400, `ms must be an integer 1..${String(MAX_DELAY_MS)}`);
  }
  if (typeof times !== 'number' || !Number.isInteger(times) || times < 1) {
    throw new HttpError(400, 'times must be a positive integer');
  }
  return { method, path, ms, times };
}

function readSeedProducts(body: unknown): SeedProduct[] {
  const products: unknown =
    typeof body === 'object' && body !== null ? Reflect.get(body, 'products') : undefined;
  if (products === undefined) return [];
  if (!Array.isArray(products)) throw new HttpError(400, 'products must be an array');
  return products.map((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) throw new HttpError(400, 'bad product');
    const title: unknown = Reflect.get(entry, 'title');
    const description: unknown = Reflect.get(entry, 'description');
    const subImages: unknown = Reflect.get(entry, 'subImages') ?? 0;
    if (typeof title !== 'string' || title.trim() === '')
      throw new HttpError(400, 'title required');
    if (typeof description !== 'string') throw new HttpError(400, 'description required');
    if (
      typeof subImages !== 'number' ||
      !Number.isInteger(subImages) ||
      subImages < 0 ||
      subImages > 6
    ) {
      throw new HttpError(400, 'subImages must be an integer 0..6');
    }
    return { title, description, subImages };
  });
}

/**
 * The test hook (never part of the product): health, taking the API off the network and back,
 * injected failures and delays, reset to the seed, the whole state, and extra products.
 */
export function createControlApp(context: BackendContext, api: Listener): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(express.json({ limit: '1mb' }));

  app.get('/health', (_req, res) => {
    res.json({ ok: true });
  });

  app.post('/unreachable', async (_req, res) => {
    await api.close();
    res.json({ ok: true, apiListening: false });
  });

  app.post('/reachable', async (_req, res) => {
    await api.open();
    res.json({ ok: true, apiListening: true });
  });

  app.post('/fail/clear', (_req, res) => {
    context.failures.clear();
    res.json({ ok: true });
  });

  app.post('/fail', (req, res) => {
    const rule = context.failures.add(readFailure(req.body));
    res.json({ ok: true, rule, rules: context.failures.list() });
  });

  app.post('/delay/clear', (_req, res) => {
    context.delays.clear();
    res.json({ ok: true });
  });

  app.post('/delay', (req, res) => {
    const rule = context.delays.add(readDelay(req.body));
    res.json({ ok: true, rule, rules: context.delays.list() });
  });

  app.post('/reset', async (_req, res) => {
    await resetToSeed(context);
    res.json({ ok: true });
  });

  app.get('/state', (_req, res) => {
    res.json(context.store.snapshot());
  });

  app.post('/seed', async (req, res) => {
    const products = await addProducts(context, readSeedProducts(req.body));
    res.status(201).json({ products });
  });

  app.use(notFound);
  app.use(errorHandler);
  return app;
}

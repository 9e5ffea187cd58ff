import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { z } from 'zod';
import { dataPaths } from '../../src/data-paths.ts';
import { DbWithInvariantsSchema, referencedUploadUrls } from '../../src/store/db-invariants.ts';
import type { Db } from '../../src/store/db-schema.ts';
import { StoredProductSchema, StoredSliderSchema } from '../../src/store/db-schema.ts';
import { ADMIN } from '../../src/test-utils/test-app.ts';

const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** A fixed secret so a token survives restarts of the child (no login per life). */
export const CHILD_JWT_SECRET = 'durability-suite-secret-0123456789abcdef';

/**
 * The real entry point (src/index.ts: config, lock, store, upload sweep, HTTP server, SIGTERM
 * handling) bundled once by esbuild (what tsx does per start, without its ~0.4 s loader cost),
 * so a child starts in ~0.4 s and the suite fits dozens of kill/restart cycles in its budget.
 * Written under node_modules so the child resolves express, sharp... like the package itself.
 */
export async function bundleEntryPoint(): Promise<{ entry: string; cleanup: () => Promise<void> }> {
  const pkg = z
    .object({
      dependencies: z.record(z.string(), z.string()),
      devDependencies: z.record(z.string(), z.string()),
    })
    .parse(JSON.parse(await readFile(path.join(PACKAGE_DIR, 'package.json'), 'utf8')));
  const external = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)].filter(
    (name) => name !== '@gear/contract',
  );
  const outDir = path.join(
    PACKAGE_DIR,
    'node_modules',
    '.cache',
    `gear-durability-${String(process.pid)}`,
  );
  await mkdir(outDir, { recursive: true });
  const entry = path.join(outDir, 'index.mjs');
  await build({
    entryPoints: [path.join(PACKAGE_DIR, 'src', 'index.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: entry,
    external,
    logLevel: 'silent',
  });
  return { entry, cleanup: () => rm(outDir, { recursive: true, force: true }) };
}

export interface Child {
  process: ChildProcess;
  /** Resolves with the port once the start banner is printed; rejects if the child exits first. */
  ready: Promise<number>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stdout(): string;
  stderr(): string;
}

export function spawnBackend(
  entry: string,
  dataDir: string,
  env: Record<string, string> = {},
): Child {
  const child = spawn(process.execPath, [entry], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      API_PORT: '0',
      API_HOST: '127.0.0.1',
      SEED: 'false',
      LOG_LEVEL: 'warn',
      JWT_SECRET: CHILD_JWT_SECRET,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      resolve({ code, signal });
    });
  });
  const ready = new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: string) => {
      out += chunk;
      const match = /ready on http:\/\/localhost:(\d+)/.exec(out);
      if (match?.[1]) resolve(Number(match[1]));
    });
    child.stderr.on('data', (chunk: string) => {
      err += chunk;
    });
    void exited.then(({ code, signal }) => {
      reject(
        new Error(
          `backend exited before ready (code ${String(code)}, ${String(signal)}): ${err.trim()}`,
        ),
      );
    });
  });
  ready.catch(() => undefined);
  return { process: child, ready, exited, stdout: () => out, stderr: () => err };
}

/** db.json as the store's own schema (with invariants) reads it; throws if it does not parse. */
export async function readDb(dataDir: string): Promise<Db> {
  const text = await readFile(dataPaths(dataDir).dbFile, 'utf8');
  return DbWithInvariantsSchema.parse(JSON.parse(text));
}

export interface Leftovers {
  /** writeFileAtomic/backupFile temp files directly in DATA_DIR. */
  dataTemps: string[];
  /** Files in uploads/.tmp (multer, re-encode). */
  uploadTemps: string[];
  /** Files in uploads/ that db.json does not reference. */
  orphans: string[];
  /** URLs db.json references that have no file. */
  missing: string[];
}

export async function leftovers(dataDir: string, db: Db): Promise<Leftovers> {
  const paths = dataPaths(dataDir);
  const files = async (dir: string) => {
    try {
      return (await readdir(dir, { withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name);
    } catch {
      return [];
    }
  };
  const referenced = referencedUploadUrls(db);
  const uploads = await files(paths.uploadsDir);
  const present = new Set(uploads.map((name) => `/uploads/${name}`));
  return {
    dataTemps: (await files(paths.dataDir)).filter((name) => name.endsWith('.tmp')),
    uploadTemps: await files(paths.uploadsTmpDir),
    orphans: uploads.filter((name) => !referenced.has(`/uploads/${name}`)),
    missing: [...referenced].filter((url) => !present.has(url)),
  };
}

export const leftoverCount = (found: Leftovers) =>
  found.dataTemps.length + found.uploadTemps.length + found.orphans.length;

/** A tiny HTTP client for the admin API (multipart through fetch + FormData). */
export function adminClient(base: string, token: string, png: Buffer) {
  const auth = { Authorization: `Bearer ${token}` };
  const image = () => new Blob([new Uint8Array(png)], { type: 'image/png' });
  const productForm = (title: string, withImage: boolean) => {
    const form = new FormData();
    form.append('title', title);
    form.append('description', `<p>${title} description</p>`);
    if (withImage) form.append('image', image(), 'gear.png');
    return form;
  };
  const send = async (method: string, route: string, body?: FormData) => {
    const response = await fetch(`${base}${route}`, { method, headers: auth, body });
    const json: unknown = await response.json().catch(() => null);
    return { status: response.status, body: json };
  };
  const productOf = (body: unknown) => z.object({ data: StoredProductSchema }).parse(body).data;
  return {
    send,
    productForm,
    async createProduct(title: string) {
      const res = await send('POST', '/api/subcategories', productForm(title, true));
      return { ...res, product: res.status === 201 ? productOf(res.body) : null };
    },
    async updateProduct(id: number, title: string) {
      const res = await send(
        'PATCH',
        `/api/subcategories/${String(id)}`,
        productForm(title, false),
      );
      return { ...res, product: res.status === 200 ? productOf(res.body) : null };
    },
    deleteProduct: (id: number) => send('DELETE', `/api/subcategories/${String(id)}`),
    async createSlider(title: string) {
      const form = new FormData();
      form.append('title', title);
      form.append('description', `${title} description`);
      form.append('image', image(), 'slide.png');
      const res = await send('POST', '/sliders/addSlider', form);
      return z.object({ slider: StoredSliderSchema }).parse(res.body).slider;
    },
    async updateSlider(id: number, title: string) {
      const form = new FormData();
      form.append('title', title);
      form.append('description', `${title} description`);
      const res = await send('PUT', `/sliders/updateSlider/${String(id)}`, form);
      return {
        ...res,
        slider:
          res.status === 200
            ? z.object({ slider: StoredSliderSchema }).parse(res.body).slider
            : null,
      };
    },
    async uploadGallery(count: number) {
      const form = new FormData();
      for (let i = 0; i < count; i += 1) form.append('images', image(), `g${String(i)}.png`);
      const res = await send('POST', '/gallery/upload', form);
      return z
        .object({ items: z.array(z.object({ id: z.number(), image: z.string() })) })
        .parse(res.body).items;
    },
    deleteGallery: (id: number) => send('DELETE', `/gallery/${String(id)}`),
  };
}

export async function login(base: string): Promise<string> {
  const response = await fetch(`${base}/logAdmin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const body: unknown = await response.json();
  return z.object({ token: z.string() }).parse(body).token;
}

/** `promise`, or a clear failure after `ms` (so a broken protection fails fast instead of hanging). */
export async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          reject(new Error(`${what}: not within ${String(ms)} ms`));
        }, ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Run `tasks` with at most `limit` in flight. */
export async function pool<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await run(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    const a = items[i];
    const b = items[j];
    if (a === undefined || b === undefined) continue;
    items[i] = b;
    items[j] = a;
  }
  return items;
}

/** A small seeded PRNG (mulberry32) so a failing run can be replayed with the printed seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createForeignApp } from './app.ts';
import { createAssetApp, FileStore } from './assets.ts';
import type { BackendContext } from './context.ts';
import { createControlApp } from './control.ts';
import { DelayRules } from './delays.ts';
import { FailureRules } from './failures.ts';
import { Listener, urlOf } from './listener.ts';
import { FOREIGN_ADMIN_DEFAULTS, resetToSeed } from './seed.ts';
import { ForeignStore } from './store.ts';
import { TokenStore } from './tokens.ts';

export interface ForeignBackendOptions {
  /** Bind address of all three listeners (default 127.0.0.1). */
  host?: string;
  /** 0 (the default) picks a free port. */
  apiPort?: number;
  assetPort?: number;
  controlPort?: number;
  /** Origin of the stored file URLs (default http://127.0.0.1:<asset port>). */
  assetBaseUrl?: string;
  /** Where files are kept (under `files/`, wiped at start). Default: a fresh temporary folder. */
  dataDir?: string;
  /** Exact origins allowed by CORS on the API. */
  corsOrigins?: readonly string[];
  adminUsername?: string;
  adminPassword?: string;
}

export interface ForeignBackend {
  apiUrl: string;
  /** Where the asset listener is reached. */
  assetUrl: string;
  /** The origin used in stored file URLs (assetUrl unless configured otherwise). */
  assetBaseUrl: string;
  controlUrl: string;
  dataDir: string;
  context: BackendContext;
  stop(): Promise<void>;
}

/** Starts the API, asset and control listeners, seeded. */
export async function startForeignBackend(
  options: ForeignBackendOptions = {},
): Promise<ForeignBackend> {
  const host = options.host ?? '127.0.0.1';
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'foreign-backend-')));
  const filesDir = path.join(dataDir, 'files');
  const listeners: Listener[] = [];
  const stop = async (): Promise<void> => {
    await Promise.all(listeners.map((listener) => listener.close()));
    if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
  };
  const open = async (server: Server, port: number | undefined): Promise<Listener> => {
    const listener = new Listener(server, host, port ?? 0);
    listeners.push(listener);
    await listener.open();
    return listener;
  };

  try {
    const assets = await open(createServer(createAssetApp(filesDir)), options.assetPort);
    const assetUrl = urlOf(host, assets.port);
    const assetBaseUrl = (options.assetBaseUrl ?? `http://127.0.0.1:${assets.port}`).replace(
      /\/+$/,
      '',
    );
    const context: BackendContext = {
      store: new ForeignStore(),
      files: new FileStore(filesDir, assetBaseUrl),
      tokens: new TokenStore(),
      failures: new FailureRules(),
      delays: new DelayRules(),
      admin: {
        username: options.adminUsername ?? FOREIGN_ADMIN_DEFAULTS.username,
        password: options.adminPassword ?? FOREIGN_ADMIN_DEFAULTS.password,
      },
      corsOrigins: new Set(options.corsOrigins ?? []),
    };
    await resetToSeed(context);
    const apiServer = createServer(createForeignApp(context));
    const api = await open(apiServer, options.apiPort);
    const control = await open(createServer(createControlApp(context, api)), options.controlPort);
    return {
      apiUrl: urlOf(host, api.port),
      assetUrl,
      assetBaseUrl,
      controlUrl: urlOf(host, control.port),
      dataDir,
      context,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

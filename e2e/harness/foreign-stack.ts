import fs from 'node:fs';
import path from 'node:path';
import { FOREIGN_ADMIN_DEFAULTS } from '../foreign-backend/seed.ts';
import { ensureFrontendBuild } from './build.ts';
import { findNginx } from './nginx.ts';
import { REPO_ROOT } from './paths.ts';
import { freePort, startGroup, waitForHttp } from './processes.ts';
import { stackResources, startSite } from './stack.ts';
import type { AdminCredentials } from './state.ts';

const START_TIMEOUT_MS = 60_000;

/**
 * The site in front of a backend this team did not write (issue 14): the foreign backend
 * (e2e/foreign-backend/, written from SPEC.md §7 alone; its files on a second origin that sends no
 * CORS headers) behind the renderer and the real nginx config, twice:
 * - `upstream`: BACKEND_UPSTREAM = the foreign API, the SPA calls the same-origin /backend;
 * - `direct`: API_BASE_URL = the foreign API, the browser calls it itself (CORS).
 * Both with ASSET_ORIGINS = the foreign file host, as an owner would configure it.
 */
export interface ForeignStack {
  sites: { upstream: string; direct: string };
  /** The foreign API's own origin (what the direct site calls). */
  apiOrigin: string;
  /** Where the foreign backend's files are served (absolute URLs in its records). */
  assetOrigin: string;
  /** The foreign backend's test hook: /unreachable, /reachable, /fail, /reset, /state. */
  controlUrl: string;
  admin: AdminCredentials;
  stop(): Promise<void>;
}

/** The compose e2e profile runs the same pieces as services and names them here. */
function externalForeignStack(): ForeignStack | null {
  const upstream = process.env.E2E_FOREIGN_UPSTREAM_URL;
  if (!upstream) return null;
  const required = (name: string) => {
    const value = process.env[name];
    if (!value) throw new Error(`E2E_FOREIGN_UPSTREAM_URL needs ${name} too.`);
    return value.replace(/\/+$/, '');
  };
  return {
    sites: { upstream: upstream.replace(/\/+$/, ''), direct: required('E2E_FOREIGN_DIRECT_URL') },
    apiOrigin: required('E2E_FOREIGN_API_ORIGIN'),
    assetOrigin: required('E2E_FOREIGN_ASSET_ORIGIN'),
    controlUrl: required('E2E_FOREIGN_CONTROL_URL'),
    admin: { ...FOREIGN_ADMIN_DEFAULTS },
    stop: () => Promise.resolve(),
  };
}

/**
 * Starts the foreign backend and its two sites (renderer + nginx each) on free loopback ports (or
 * uses compose's).
 */
export async function startForeignStack(): Promise<ForeignStack> {
  const external = externalForeignStack();
  if (external) return external;

  const nginx = findNginx();
  ensureFrontendBuild();
  const { tmpDir, track, stop } = stackResources('gear-e2e-foreign-');

  try {
    const [apiPort, assetPort, controlPort, upstreamPort, directPort] = await Promise.all([
      freePort(),
      freePort(),
      freePort(),
      freePort(),
      freePort(),
    ]);
    const apiOrigin = `http://127.0.0.1:${apiPort}`;
    const assetOrigin = `http://127.0.0.1:${assetPort}`;
    const controlUrl = `http://127.0.0.1:${controlPort}`;
    const sites = {
      upstream: `http://127.0.0.1:${upstreamPort}`,
      direct: `http://127.0.0.1:${directPort}`,
    };

    const apiLog = path.join(tmpDir, 'foreign.log');
    const api = startGroup(process.execPath, ['--import', 'tsx', 'e2e/foreign-backend/server.ts'], {
      cwd: REPO_ROOT,
      logFile: apiLog,
      env: {
        ...process.env,
        FOREIGN_HOST: '127.0.0.1',
        FOREIGN_API_PORT: String(apiPort),
        FOREIGN_ASSET_PORT: String(assetPort),
        FOREIGN_CONTROL_PORT: String(controlPort),
        FOREIGN_ASSET_BASE_URL: assetOrigin,
        FOREIGN_CORS_ORIGINS: sites.direct,
        FOREIGN_DATA_DIR: path.join(tmpDir, 'data'),
      },
    });
    track(api);
    await waitForHttp(`${controlUrl}/health`, {
      timeoutMs: START_TIMEOUT_MS,
      process: api,
      name: 'the foreign backend',
      logFile: apiLog,
    });

    for (const [mode, port, apiBaseUrl] of [
      ['upstream', upstreamPort, '/backend'],
      ['direct', directPort, apiOrigin],
    ] as const) {
      const siteDir = path.join(tmpDir, `nginx-${mode}`);
      fs.mkdirSync(siteDir);
      const { web } = await startSite({
        nginx,
        tmpDir: siteDir,
        sitePort: port,
        backendUpstream: apiOrigin,
        apiBaseUrl,
        assetOrigins: assetOrigin,
        brotliModule: null,
        track,
      });
      // robots.txt: nginx answers it itself (the renderer already answered /healthz).
      await waitForHttp(`${sites[mode]}/robots.txt`, {
        timeoutMs: START_TIMEOUT_MS,
        process: web,
        name: `the foreign ${mode} nginx`,
        logFile: path.join(siteDir, 'error.log'),
      });
    }
    return {
      sites,
      apiOrigin,
      assetOrigin,
      controlUrl,
      admin: { ...FOREIGN_ADMIN_DEFAULTS },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

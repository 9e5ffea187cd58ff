import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nginxArgs, testNginxConfig, writeNginxConfig } from './nginx.ts';
import { FRONTEND_CLIENT, REPO_ROOT, RENDERER_ENTRY } from './paths.ts';
import {
  freePort,
  killGroup,
  killGroupNow,
  startGroup,
  waitForHttp,
  type Started,
} from './processes.ts';
import type { AdminCredentials } from './state.ts';

/**
 * The pieces of a site the harness starts (the suite's own stack and the spec stacks): the mock
 * backend on 127.0.0.1, and a site in front of it: the renderer (frontend/server, the production
 * build) and nginx serving the client build, proxying pages to the renderer and /backend to the
 * backend, as the containers do.
 */

const RENDERER_START_TIMEOUT_MS = 60_000;

/**
 * Starts the mock backend (`npm start -w mock-backend`) on 127.0.0.1:apiPort with its own
 * DATA_DIR (seeded), a fresh JWT secret, these admin credentials, no SMTP and CORS for the
 * site's origin; `env` adds to or overrides that (e.g. BROCHURE_GATED).
 */
export function startMockBackend(options: {
  apiPort: number;
  dataDir: string;
  siteOrigin: string;
  admin: AdminCredentials;
  logFile: string;
  env?: Record<string, string>;
}): Started {
  return startGroup('npm', ['start', '-w', 'mock-backend'], {
    cwd: REPO_ROOT,
    logFile: options.logFile,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      API_PORT: String(options.apiPort),
      API_HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      SEED: 'true',
      CORS_ORIGINS: options.siteOrigin,
      ADMIN_USERNAME: options.admin.username,
      ADMIN_PASSWORD: options.admin.password,
      ADMIN_PASSWORD_HASH: '',
      JWT_SECRET: randomBytes(32).toString('hex'),
      SMTP_URL: '',
      // Every browser test posts its forms from 127.0.0.1: the per-IP form limit (default 30 per
      // 10 min) is proven by the backend's own tests, not here. The suite raises it, not removes it.
      FORM_RATE_LIMIT: '1000',
      ...options.env,
    },
  });
}

/** The run-time settings a site's renderer and its nginx share (the containers' env names). */
interface SiteSettings {
  /** BACKEND_UPSTREAM: where /backend is proxied and where the renderer reads the data. */
  backendUpstream: string;
  /** API_BASE_URL (default /backend). */
  apiBaseUrl?: string;
  /** ASSET_ORIGINS (default none). */
  assetOrigins?: string;
}

/**
 * Starts the renderer (`node --import tsx frontend/server/index.ts`, NODE_ENV=production: the
 * build) on 127.0.0.1:port with the site's settings, output appended to logFile. SITE_URL stays
 * empty, as for the harness's nginx: absolute URLs use the host nginx forwards.
 */
export function startRenderer(
  options: SiteSettings & { port: number; logFile: string; env?: Record<string, string> },
): Started {
  return startGroup(process.execPath, ['--import', 'tsx', RENDERER_ENTRY], {
    cwd: REPO_ROOT,
    logFile: options.logFile,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SITE_HOST: '127.0.0.1',
      SITE_PORT: String(options.port),
      BACKEND_UPSTREAM: options.backendUpstream,
      API_BASE_URL: options.apiBaseUrl ?? '/backend',
      ASSET_ORIGINS: options.assetOrigins ?? '',
      SITE_URL: '',
      ...options.env,
    },
  });
}

/**
 * Renders the site template into tmpDir (frontend/build/client on 127.0.0.1:sitePort, pages from
 * `renderUpstream`, /backend proxied to `backendUpstream`), proves it with `nginx -t` and starts
 * nginx (logs in tmpDir, page cache in tmpDir/page-cache). `apiBaseUrl` (default /backend) and
 * `assetOrigins` are the image's run-time settings of the same names.
 */
function startSiteNginx(
  options: SiteSettings & {
    nginx: string;
    tmpDir: string;
    sitePort: number;
    renderUpstream: string;
    brotliModule: string | null;
  },
): { web: Started; confFile: string } {
  const { nginx, tmpDir } = options;
  const confFile = writeNginxConfig({
    nginx,
    tmpDir,
    brotliModule: options.brotliModule,
    vars: {
      LISTEN_PORT: `127.0.0.1:${options.sitePort}`,
      SITE_ROOT: FRONTEND_CLIENT,
      RENDER_UPSTREAM: options.renderUpstream,
      BACKEND_UPSTREAM: options.backendUpstream,
      API_BASE_URL: options.apiBaseUrl ?? '/backend',
      ASSET_ORIGINS: options.assetOrigins ?? '',
    },
  });
  testNginxConfig(nginx, tmpDir, confFile);
  const web = startGroup(nginx, nginxArgs(tmpDir, confFile), {
    cwd: tmpDir,
    logFile: path.join(tmpDir, 'nginx.out'),
    env: process.env,
  });
  return { web, confFile };
}

/**
 * One site as the containers run it: a renderer on a free port (log: tmpDir/renderer.log), up and
 * answering /healthz, then nginx in front of it on sitePort (startSiteNginx). Each process is
 * handed to `track` as soon as it is started, so a failure half-way leaves nothing behind. Resolves
 * once nginx is started (the caller waits for the path it needs through nginx).
 */
export async function startSite(
  options: SiteSettings & {
    nginx: string;
    tmpDir: string;
    sitePort: number;
    brotliModule: string | null;
    track: (started: Started) => void;
    /** Added to the renderer's environment. */
    rendererEnv?: Record<string, string>;
  },
): Promise<{ renderer: Started; web: Started; confFile: string; rendererOrigin: string }> {
  const settings: SiteSettings = {
    backendUpstream: options.backendUpstream,
    apiBaseUrl: options.apiBaseUrl,
    assetOrigins: options.assetOrigins,
  };
  const rendererPort = await freePort();
  const rendererOrigin = `http://127.0.0.1:${rendererPort}`;
  const rendererLog = path.join(options.tmpDir, 'renderer.log');
  const renderer = startRenderer({
    ...settings,
    port: rendererPort,
    logFile: rendererLog,
    env: options.rendererEnv,
  });
  options.track(renderer);
  await waitForHttp(`${rendererOrigin}/healthz`, {
    timeoutMs: RENDERER_START_TIMEOUT_MS,
    process: renderer,
    name: 'the renderer',
    logFile: rendererLog,
  });
  const { web, confFile } = startSiteNginx({
    ...settings,
    nginx: options.nginx,
    tmpDir: options.tmpDir,
    sitePort: options.sitePort,
    renderUpstream: rendererOrigin,
    brotliModule: options.brotliModule,
  });
  options.track(web);
  return { renderer, web, confFile, rendererOrigin };
}

/**
 * A spec's private stack (gated, foreign): a temp folder for its logs and data, and the process
 * groups started for it. `stop()` kills them, newest first, and removes the folder (kept with
 * E2E_KEEP_TMP=1); they are also killed if the runner exits without calling it.
 */
export function stackResources(prefix: string): {
  tmpDir: string;
  track: (started: Started) => void;
  stop: () => Promise<void>;
} {
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.chmodSync(tmpDir, 0o755);
  const pids: number[] = [];
  const onExit = () => {
    for (const pid of pids) killGroupNow(pid);
  };
  process.once('exit', onExit);
  return {
    tmpDir,
    track: (started) => pids.push(started.pid),
    async stop() {
      for (const pid of [...pids].reverse()) await killGroup(pid);
      process.removeListener('exit', onExit);
      if (process.env.E2E_KEEP_TMP !== '1') fs.rmSync(tmpDir, { recursive: true, force: true });
    },
  };
}

/** A random admin password of the shape the mock accepts. */
export const randomAdminPassword = () => `E2e-${randomBytes(12).toString('base64url')}`;

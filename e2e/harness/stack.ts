import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nginxArgs, testNginxConfig, writeNginxConfig } from './nginx.ts';
import { FRONTEND_DIST, REPO_ROOT } from './paths.ts';
import { killGroup, killGroupNow, startGroup, type Started } from './processes.ts';
import type { AdminCredentials } from './state.ts';

/**
 * The pieces of a site the harness starts (the suite's own stack and the brochure-gating spec's
 * private one): the mock backend on 127.0.0.1, and nginx serving the build in front of it.
 */

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

/**
 * Renders the site template into tmpDir (frontend/dist on 127.0.0.1:sitePort, /backend proxied to
 * `backendUpstream`), proves it with `nginx -t` and starts nginx (logs in tmpDir). `apiBaseUrl`
 * (default /backend) and `assetOrigins` are the image's run-time settings of the same names.
 */
export function startSiteNginx(options: {
  nginx: string;
  tmpDir: string;
  sitePort: number;
  backendUpstream: string;
  apiBaseUrl?: string;
  assetOrigins?: string;
  brotliModule: string | null;
}): { web: Started; confFile: string } {
  const { nginx, tmpDir } = options;
  const confFile = writeNginxConfig({
    nginx,
    tmpDir,
    brotliModule: options.brotliModule,
    vars: {
      LISTEN_PORT: `127.0.0.1:${options.sitePort}`,
      SITE_ROOT: FRONTEND_DIST,
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

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findBrotliStatic, findNginx } from './nginx.ts';
import { FRONTEND_SERVER_BUILD, REPO_ROOT } from './paths.ts';
import { freePort, killGroup, killGroupNow, waitForHttp } from './processes.ts';
import { randomAdminPassword, startMockBackend, startSite } from './stack.ts';
import { removeState, writeState, type AdminCredentials } from './state.ts';

const START_TIMEOUT_MS = 60_000;

function log(message: string): void {
  console.log(`[e2e harness] ${message}`);
}

/** Admin credentials for an external target: E2E_ADMIN_*, then ADMIN_*, then the mock's dev defaults. */
function externalAdmin(): AdminCredentials {
  return {
    username: process.env.E2E_ADMIN_USERNAME || process.env.ADMIN_USERNAME || 'admin',
    password: process.env.E2E_ADMIN_PASSWORD || process.env.ADMIN_PASSWORD || 'gears@2005',
  };
}

function buildFrontend(): void {
  const built = fs.existsSync(FRONTEND_SERVER_BUILD);
  if (process.env.E2E_SKIP_BUILD === '1' && built) {
    log('E2E_SKIP_BUILD=1: using the existing frontend/build');
    return;
  }
  log('building the frontend (npm run build -w frontend)');
  const result = spawnSync('npm', ['run', 'build', '-w', 'frontend'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`frontend build failed (exit ${String(result.status)})`);
  if (!fs.existsSync(FRONTEND_SERVER_BUILD)) {
    throw new Error(`frontend build produced no ${FRONTEND_SERVER_BUILD}`);
  }
}

export default async function globalSetup(): Promise<void> {
  removeState();

  const external = process.env.E2E_BASE_URL;
  if (external) {
    const baseURL = external.replace(/\/+$/, '');
    log(`E2E_BASE_URL set: testing ${baseURL} (nothing is built or started)`);
    await waitForHttp(`${baseURL}/`, { timeoutMs: START_TIMEOUT_MS, name: 'the site' });
    const dataDir = process.env.E2E_DATA_DIR || null;
    if (dataDir) log(`E2E_DATA_DIR: reading the backend's data in ${dataDir}`);
    writeState({
      baseURL,
      admin: externalAdmin(),
      external: true,
      pids: [],
      tmpDir: null,
      dataDir,
    });
    return;
  }

  const nginx = findNginx(); // fail fast, before the build, when nginx is missing
  buildFrontend();

  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gear-e2e-'));
  fs.chmodSync(tmpDir, 0o755);
  const pids: number[] = [];
  // If the runner dies without running the teardown, do not leave servers behind.
  const onExit = () => {
    for (const pid of pids) killGroupNow(pid);
  };
  process.once('exit', onExit);

  try {
    const [apiPort, sitePort] = [await freePort(), await freePort()];
    const siteOrigin = `http://127.0.0.1:${sitePort}`;
    const admin: AdminCredentials = { username: 'e2e-admin', password: randomAdminPassword() };

    const apiLog = path.join(tmpDir, 'api.log');
    const dataDir = path.join(tmpDir, 'data');
    log(`starting the mock backend on 127.0.0.1:${apiPort} (log: ${apiLog})`);
    const api = startMockBackend({
      apiPort,
      dataDir,
      siteOrigin,
      admin,
      logFile: apiLog,
    });
    pids.push(api.pid);
    writeState({ baseURL: siteOrigin, admin, external: false, pids, tmpDir, dataDir });
    await waitForHttp(`http://127.0.0.1:${apiPort}/sliders/getSliders`, {
      timeoutMs: START_TIMEOUT_MS,
      process: api,
      name: 'the mock backend',
      logFile: apiLog,
    });

    const brotli = findBrotliStatic(nginx, tmpDir);
    log(`brotli_static: ${brotli.reason}`);
    log(
      `starting the renderer (log: ${path.join(tmpDir, 'renderer.log')}), then ${nginx} on ${siteOrigin}`,
    );
    const { web, confFile, rendererOrigin } = await startSite({
      nginx,
      tmpDir,
      sitePort,
      backendUpstream: `http://127.0.0.1:${apiPort}`,
      brotliModule: brotli.module,
      track: (started) => {
        pids.push(started.pid);
        writeState({ baseURL: siteOrigin, admin, external: false, pids, tmpDir, dataDir });
      },
    });
    log(`renderer on ${rendererOrigin}; nginx config: ${confFile}`);
    const nginxLog = path.join(tmpDir, 'error.log');
    writeState({
      baseURL: siteOrigin,
      admin,
      external: false,
      pids,
      tmpDir,
      dataDir,
      brotliStatic: { loaded: brotli.module !== null, reason: brotli.reason },
      // BACKEND_UPSTREAM's origin, the only one the CSP names (no ASSET_ORIGINS for the mock).
      backendOrigins: [`http://127.0.0.1:${apiPort}`],
    });
    await waitForHttp(`${siteOrigin}/backend/sliders/getSliders`, {
      timeoutMs: START_TIMEOUT_MS,
      process: web,
      name: 'nginx',
      logFile: nginxLog,
    });
    log(`ready: ${siteOrigin}`);
  } catch (error) {
    // The teardown does not run when the setup fails: clean up here.
    for (const pid of pids.reverse()) await killGroup(pid);
    process.removeListener('exit', onExit);
    log(`setup failed; logs kept in ${tmpDir}`);
    removeState();
    throw error;
  }
}

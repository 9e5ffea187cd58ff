/**
 * The servers of a bench run, all on 127.0.0.1: the mock backend, the site's renderer
 * (frontend/server on the production build), nginx with the real site config (the template
 * rendered by the e2e harness) in front of it, and json-server. Every process group started here
 * is tracked and killed at the end, on an error, on Ctrl-C and on exit.
 */
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  findNginx,
  nginxArgs,
  testNginxConfig,
  writeNginxConfig,
} from '../../e2e/harness/nginx.ts';
import { FRONTEND_SERVER_BUILD, REPO_ROOT } from '../../e2e/harness/paths.ts';
import {
  killGroup,
  killGroupNow,
  startGroup,
  waitForHttp,
  type Started,
} from '../../e2e/harness/processes.ts';
import { startRenderer as startRendererProcess } from '../../e2e/harness/stack.ts';

const START_TIMEOUT_MS = 120_000;
/** Taken by every bench run while it builds into frontend/build and copies it. */
const BUILD_LOCK = '/tmp/gear-e2e.lock';

const tracked = new Set<number>();

/** Registers a process group to kill at the end; returns the pid. */
export function track(pid: number): number {
  tracked.add(pid);
  return pid;
}

export async function stop(pid: number): Promise<void> {
  await killGroup(pid, 10_000);
  tracked.delete(pid);
}

/** Kills every tracked group, newest first (nginx before its upstream). */
export async function stopAll(): Promise<void> {
  for (const pid of [...tracked].reverse()) await stop(pid);
}

let handlersInstalled = false;

/** Sends `signal` to every tracked group at once, synchronously. */
function signalAll(signal: NodeJS.Signals): void {
  for (const pid of tracked) {
    try {
      process.kill(-pid, signal);
    } catch {
      // already gone
    }
  }
}

/**
 * Ctrl-C / SIGTERM / SIGHUP: SIGTERM to every group right away (synchronously, in case this
 * process is killed next), then wait for them, then exit 128+n. A crash still kills on 'exit'.
 */
export function installCleanupHandlers(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  process.on('exit', () => {
    for (const pid of tracked) killGroupNow(pid);
  });
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals, code: number) => {
    // A terminal's Ctrl-C may arrive twice (directly and relayed): act once, stay registered.
    if (stopping) return;
    stopping = true;
    console.error(`\n[bench] ${signal}: stopping the servers`);
    signalAll('SIGTERM');
    void stopAll().finally(() => process.exit(code));
  };
  process.on('SIGINT', () => {
    onSignal('SIGINT', 130);
  });
  process.on('SIGTERM', () => {
    onSignal('SIGTERM', 143);
  });
  process.on('SIGHUP', () => {
    onSignal('SIGHUP', 129);
  });
}

export function log(message: string): void {
  console.log(`[bench] ${message}`);
}

/**
 * Builds the frontend (unless skipBuild) and copies frontend/build (client/ and server/) to
 * siteDir under a lock, so a concurrent bench build cannot change the files nginx serves.
 * nginx serves siteDir/client; the renderer runs on frontend/build/server, checked against the
 * copy once it has loaded it (startRenderer).
 */
export function buildSite(siteDir: string, skipBuild: boolean): void {
  const build = path.join(REPO_ROOT, 'frontend', 'build');
  const command = skipBuild ? '' : 'npm run build -w frontend && ';
  log(
    (skipBuild
      ? 'copying frontend/build (--skip-build)'
      : 'building the frontend (npm run build -w frontend)') +
      ` under ${BUILD_LOCK} (waits while another bench run holds it)`,
  );
  const result = spawnSync(
    'flock',
    [
      BUILD_LOCK,
      'sh',
      '-c',
      `${command}test -f "$1/server/index.js" && test -d "$1/client" && cp -a "$1/." "$2"`,
      'sh',
      build,
      siteDir,
    ],
    { cwd: REPO_ROOT, stdio: 'inherit' },
  );
  if (result.status !== 0) {
    throw new Error(
      `frontend build/copy failed (exit ${String(result.status)}); is there a ${build}/server/index.js?`,
    );
  }
}

function sha256(file: string): string {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

interface Renderer {
  /** The node process rendering the pages (its own group: `node --import tsx`, no wrapper). */
  process: Started;
  origin: string;
  logFile: string;
}

/**
 * The site server in production mode (frontend/server, the renderer nginx sends pages to), the
 * backend at `upstream`. It loads frontend/build/server at start; that must be the build copied
 * to siteDir (same asset names as siteDir/client), or the bench stops and says so.
 */
export async function startRenderer(options: {
  port: number;
  upstream: string;
  siteDir: string;
  logFile: string;
}): Promise<Renderer> {
  const origin = `http://127.0.0.1:${options.port}`;
  const started = startRendererProcess({
    port: options.port,
    backendUpstream: options.upstream,
    logFile: options.logFile,
  });
  track(started.pid);
  await waitForHttp(`${origin}/healthz`, {
    timeoutMs: START_TIMEOUT_MS,
    process: started,
    name: 'the renderer',
    logFile: options.logFile,
  });
  if (sha256(FRONTEND_SERVER_BUILD) !== sha256(path.join(options.siteDir, 'server', 'index.js'))) {
    throw new Error(
      'frontend/build changed while the bench started (another build?): the renderer and nginx ' +
        'would serve different builds. Run the bench again.',
    );
  }
  return { process: started, origin, logFile: options.logFile };
}

interface Admin {
  username: string;
  password: string;
}

export function newAdmin(): Admin {
  return { username: 'bench-admin', password: `Bench-${randomBytes(12).toString('base64url')}` };
}

export interface Mock {
  /** The node process serving the API (its own group: `node --import tsx`, no wrapper). */
  process: Started;
  origin: string;
  dataDir: string;
  logFile: string;
}

/** The mock backend in production mode on dataDir (seeded when db.json is missing). */
export async function startMock(options: {
  port: number;
  dataDir: string;
  admin: Admin;
  siteOrigin: string;
  logFile: string;
  /** Write the seed when db.json is missing (false: the data dir was prepared already). */
  seed: boolean;
}): Promise<Mock> {
  const origin = `http://127.0.0.1:${options.port}`;
  const started = startGroup(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
    cwd: path.join(REPO_ROOT, 'mock-backend'),
    logFile: options.logFile,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      API_PORT: String(options.port),
      API_HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      SEED: options.seed ? 'true' : 'false',
      CORS_ORIGINS: options.siteOrigin,
      ADMIN_USERNAME: options.admin.username,
      ADMIN_PASSWORD: options.admin.password,
      ADMIN_PASSWORD_HASH: '',
      JWT_SECRET: randomBytes(32).toString('hex'),
      SMTP_URL: '',
      // One line per request would measure the terminal, not the server.
      LOG_LEVEL: 'warn',
    },
  });
  track(started.pid);
  await waitForHttp(`${origin}/sliders/getSliders`, {
    timeoutMs: START_TIMEOUT_MS,
    process: started,
    name: 'the mock backend',
    logFile: options.logFile,
  });
  return { process: started, origin, dataDir: options.dataDir, logFile: options.logFile };
}

interface Nginx {
  process: Started;
  origin: string;
  binary: string;
}

/**
 * nginx with nginx/templates/default.conf.template: siteDir/client's files, pages from the
 * renderer through the page cache (in tmpDir), /backend -> the mock.
 */
export async function startNginx(options: {
  port: number;
  siteDir: string;
  upstream: string;
  renderUpstream: string;
  tmpDir: string;
}): Promise<Nginx> {
  const binary = findNginx();
  const origin = `http://127.0.0.1:${options.port}`;
  const confFile = writeNginxConfig({
    nginx: binary,
    tmpDir: options.tmpDir,
    vars: {
      LISTEN_PORT: `127.0.0.1:${options.port}`,
      SITE_ROOT: path.join(options.siteDir, 'client'),
      RENDER_UPSTREAM: options.renderUpstream,
      BACKEND_UPSTREAM: options.upstream,
      API_BASE_URL: '/backend',
    },
  });
  testNginxConfig(binary, options.tmpDir, confFile);
  const started = startGroup(binary, nginxArgs(options.tmpDir, confFile), {
    cwd: options.tmpDir,
    logFile: path.join(options.tmpDir, 'nginx.out'),
    env: process.env,
  });
  track(started.pid);
  await waitForHttp(`${origin}/backend/sliders/getSliders`, {
    timeoutMs: START_TIMEOUT_MS,
    process: started,
    name: 'nginx',
    logFile: path.join(options.tmpDir, 'error.log'),
  });
  return { process: started, origin, binary };
}

/** json-server 0.17.4 (the mock backend's dev dependency), read-only and quiet, over dbFile. */
export async function startJsonServer(options: {
  port: number;
  dbFile: string;
  logFile: string;
}): Promise<{ process: Started; origin: string }> {
  const require = createRequire(path.join(REPO_ROOT, 'mock-backend', 'package.json'));
  const cli = path.join(
    path.dirname(require.resolve('json-server/package.json')),
    'lib',
    'cli',
    'bin.js',
  );
  const origin = `http://127.0.0.1:${options.port}`;
  const started = startGroup(
    process.execPath,
    [
      cli,
      '--read-only',
      '--quiet',
      '--port',
      String(options.port),
      '--host',
      '127.0.0.1',
      options.dbFile,
    ],
    { cwd: path.dirname(options.dbFile), logFile: options.logFile, env: process.env },
  );
  track(started.pid);
  await waitForHttp(`${origin}/sliders`, {
    timeoutMs: START_TIMEOUT_MS,
    process: started,
    name: 'json-server',
    logFile: options.logFile,
  });
  return { process: started, origin };
}

export function jsonServerVersion(): string {
  const require = createRequire(path.join(REPO_ROOT, 'mock-backend', 'package.json'));
  const pkg: unknown = JSON.parse(
    fs.readFileSync(require.resolve('json-server/package.json'), 'utf8'),
  );
  return typeof pkg === 'object' &&
    pkg !== null &&
    'version' in pkg &&
    typeof pkg.version === 'string'
    ? pkg.version
    : 'unknown';
}

/** The admin token for uploads. */
export async function login(origin: string, admin: Admin): Promise<string> {
  const response = await fetch(`${origin}/logAdmin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const body: unknown = await response.json();
  if (
    !response.ok ||
    typeof body !== 'object' ||
    body === null ||
    !('token' in body) ||
    typeof body.token !== 'string'
  ) {
    throw new Error(`login failed: HTTP ${response.status} ${JSON.stringify(body)}`);
  }
  return body.token;
}

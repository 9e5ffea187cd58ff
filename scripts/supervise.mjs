// Runs several long-lived child processes as one: output prefixed per child, SIGINT/SIGTERM
// forwarded to all, and when one exits the others are stopped and we exit with its code.
// Used by start.mjs and dev.mjs. Node only.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const FRONTEND_DIR = path.join(REPO_ROOT, 'frontend');
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** A port from the environment, or the default; exits with a clear message when invalid. */
export function portFromEnv(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`${name}=${raw} is not a valid port (1-65535).`);
    process.exit(2);
  }
  return port;
}

/** `npm <args>` in the repo root, inheriting the terminal (env adds to ours); exits on failure. */
export function npmSync(args, env = {}) {
  const result = spawnSync(NPM, args, {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    console.error(`npm ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

/** React Router's server build: its presence means the frontend is built (build/client beside). */
export const FRONTEND_SERVER_BUILD = path.join(FRONTEND_DIR, 'build', 'server', 'index.js');

/**
 * The site server (frontend/server/index.ts, ADR 0025) run with this Node and tsx, in the repo
 * root: NODE_ENV=production serves the build, anything else renders through Vite's dev server.
 * It reads SITE_PORT, SITE_HOST, BACKEND_UPSTREAM, API_BASE_URL, ASSET_ORIGINS and SITE_URL.
 */
export function siteServerCommand() {
  return {
    command: process.execPath,
    args: ['--import', 'tsx', path.join(FRONTEND_DIR, 'server', 'index.ts')],
  };
}

/** "user: x   password: y" for the start banner; never prints a password that was configured. */
export function adminLoginHint(env = process.env) {
  const password = env.ADMIN_PASSWORD
    ? '(ADMIN_PASSWORD from your settings)'
    : env.ADMIN_PASSWORD_HASH
      ? '(the one behind ADMIN_PASSWORD_HASH)'
      : 'gears@2005';
  return `user: ${env.ADMIN_USERNAME || 'admin'}   password: ${password}`;
}

export function npmCommand(args) {
  return { command: NPM, args };
}

/** Resolves once url answers (any HTTP status), false after timeoutMs. */
export async function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      return true;
    } catch {
      await sleep(300);
    }
  }
  return false;
}

function prefixLines(stream, label, target) {
  let buffer = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    buffer += chunk;
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) target.write(`${label} ${line}\n`);
  });
  stream.on('end', () => {
    if (buffer) target.write(`${label} ${buffer}\n`);
  });
}

/**
 * Starts every { name, command, args, cwd, env } and supervises them.
 * Returns { stop } ; the process exits when a child exits or on SIGINT/SIGTERM.
 */
export function supervise(specs) {
  const width = Math.max(...specs.map((spec) => spec.name.length));
  const children = specs.map((spec) => {
    const child = spawn(spec.command, spec.args, {
      cwd: spec.cwd ?? REPO_ROOT,
      env: { ...process.env, ...spec.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Own process group: a signal must reach the real server behind `npm` / `sh` / `tsx`,
      // which do not all forward it (Ctrl+C once left the mock running). See killGroup().
      detached: process.platform !== 'win32',
    });
    const label = `[${spec.name.padEnd(width)}]`;
    prefixLines(child.stdout, label, process.stdout);
    prefixLines(child.stderr, label, process.stderr);
    return { spec, child, exited: false };
  });

  /** Signals the child's whole process group (falls back to the child alone). */
  const killGroup = (entry, signal) => {
    try {
      if (process.platform !== 'win32' && entry.child.pid) process.kill(-entry.child.pid, signal);
      else entry.child.kill(signal);
    } catch {
      // Already gone.
    }
  };

  /** True while any process of the child's group still runs (e.g. the mock finishing writes). */
  const groupAlive = (entry) => {
    if (process.platform === 'win32' || !entry.child.pid) return false;
    try {
      process.kill(-entry.child.pid, 0);
      return true;
    } catch {
      return false;
    }
  };

  let stopping = false;
  const stop = (signal, exitCode) => {
    if (stopping) return;
    stopping = true;
    for (const entry of children) killGroup(entry, signal);
    // Give the children time to finish (the mock finishes pending writes), then force.
    const force = setTimeout(() => {
      for (const entry of children) killGroup(entry, 'SIGKILL');
    }, 10_000);
    force.unref();
    const check = setInterval(() => {
      if (children.every((entry) => entry.exited && !groupAlive(entry))) {
        clearInterval(check);
        process.exit(exitCode);
      }
    }, 100);
  };

  for (const entry of children) {
    entry.child.on('error', (error) => {
      console.error(`could not start ${entry.spec.name}: ${error.message}`);
      entry.exited = true;
      stop('SIGTERM', 1);
    });
    entry.child.on('exit', (code, signal) => {
      entry.exited = true;
      if (!stopping) {
        console.error(`${entry.spec.name} exited (${signal ?? code}); stopping the others.`);
        stop('SIGTERM', code === 0 || code === null ? 1 : code);
      }
    });
  }
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      console.log(`\n${signal}: stopping...`);
      stop('SIGTERM', 0);
    });
  }
  return { stop };
}

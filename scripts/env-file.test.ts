import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * `npm start` and `npm run dev` read .env as docker compose does, the shell winning (issue 14):
 * each script is started for real with an env file (ENV_FILE, so the developer's own .env is
 * never touched) and its admin login is tried through the site's /backend proxy.
 */
const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

const running: ChildProcess[] = [];
const tmpDirs: string[] = [];

afterEach(async () => {
  for (const child of running.splice(0)) {
    if (child.exitCode !== null || child.pid === undefined) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
  for (const dir of tmpDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Starts `node scripts/<script>` in its own process group; resolves with its output once `ready` appears. */
function startScript(script: string, env: Record<string, string>, ready: RegExp): Promise<string> {
  // The test's own shell must not decide the admin: only the env file and `env` do.
  const unset = new Set(['ADMIN_USERNAME', 'ADMIN_PASSWORD', 'ADMIN_PASSWORD_HASH', 'NODE_ENV']);
  const base = Object.fromEntries(Object.entries(process.env).filter(([name]) => !unset.has(name)));
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts', script)], {
    cwd: REPO_ROOT,
    env: { ...base, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`${script} did not get ready:\n${output}`));
    }, 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve(output);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited (${String(code)}):\n${output}`));
    });
  });
}

function envFileWith(lines: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gear-env-file-'));
  tmpDirs.push(dir);
  const file = path.join(dir, '.env');
  const body = Object.entries(lines).map(([name, value]) => `${name}=${value}`);
  fs.writeFileSync(file, `# like .env.example\n${body.join('\n')}\n`);
  return file;
}

async function login(siteOrigin: string, username: string, password: string): Promise<number> {
  const response = await fetch(`${siteOrigin}/backend/logAdmin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  await response.arrayBuffer();
  return response.status;
}

const OWNER = { username: 'owner', password: 'Owner-secret-2026' };

describe('.env for npm start and npm run dev', { timeout: 90_000 }, () => {
  it('npm start uses the admin from .env, and the shell wins over the file', async () => {
    const [apiPort, filePort, shellPort] = await Promise.all([freePort(), freePort(), freePort()]);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gear-env-data-'));
    tmpDirs.push(dataDir);
    const envFile = envFileWith({
      ADMIN_USERNAME: OWNER.username,
      ADMIN_PASSWORD: OWNER.password,
      API_PORT: String(apiPort),
      SITE_PORT: String(filePort),
      DATA_DIR: dataDir,
      SEED: 'false',
      BACKEND_UPSTREAM: '',
    });
    const output = await startScript(
      'start.mjs',
      { ENV_FILE: envFile, SKIP_BUILD: '1', SITE_PORT: String(shellPort) },
      /Ctrl\+C stops both/,
    );
    const settingsLine = /Settings from .*\.env: (.*)/.exec(output)?.[1] ?? '';
    expect(settingsLine.split(', ')).toEqual(
      expect.arrayContaining(['ADMIN_USERNAME', 'ADMIN_PASSWORD', 'API_PORT', 'DATA_DIR']),
    );
    expect(settingsLine).not.toContain('SITE_PORT'); // the shell's value wins
    expect(output).toContain(`Site   http://localhost:${shellPort}`);
    expect(output).toContain('user: owner   password: (ADMIN_PASSWORD from your settings)');
    const site = `http://127.0.0.1:${shellPort}`;
    expect(await login(site, OWNER.username, OWNER.password)).toBe(200);
    expect(await login(site, 'admin', 'gears@2005')).toBe(401);
  });

  it('.env.example as it is starts npm start with the dev defaults', async () => {
    const [apiPort, sitePort] = await Promise.all([freePort(), freePort()]);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gear-env-data-'));
    tmpDirs.push(dataDir);
    const output = await startScript(
      'start.mjs',
      {
        ENV_FILE: path.join(REPO_ROOT, '.env.example'),
        SKIP_BUILD: '1',
        // The shell wins: free ports and a temp data folder for the test.
        API_PORT: String(apiPort),
        SITE_PORT: String(sitePort),
        DATA_DIR: dataDir,
      },
      /Ctrl\+C stops both/,
    );
    expect(output).toContain('user: admin   password: gears@2005');
    expect(await login(`http://127.0.0.1:${sitePort}`, 'admin', 'gears@2005')).toBe(200);
  });

  it('npm run dev uses the admin from .env', async () => {
    const [apiPort, devPort] = await Promise.all([freePort(), freePort()]);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gear-env-data-'));
    tmpDirs.push(dataDir);
    const envFile = envFileWith({
      ADMIN_USERNAME: OWNER.username,
      ADMIN_PASSWORD: OWNER.password,
      API_PORT: String(apiPort),
      DEV_PORT: String(devPort),
      DATA_DIR: dataDir,
      SEED: 'false',
    });
    const output = await startScript('dev.mjs', { ENV_FILE: envFile }, /Admin\s+http/);
    expect(output).toContain('user: owner');
    // The dev server answers once the mock is up too (it restarts on change, so wait for it).
    const site = `http://localhost:${devPort}`;
    await expect
      .poll(() => login(site, OWNER.username, OWNER.password).catch(() => 0), { timeout: 30_000 })
      .toBe(200);
    expect(await login(site, 'admin', 'gears@2005')).toBe(401);
  });

  it('an ENV_FILE that does not exist stops the start with its name', async () => {
    await expect(
      startScript('start.mjs', { ENV_FILE: '/nonexistent/gear.env', SKIP_BUILD: '1' }, /never/),
    ).rejects.toThrow(/ENV_FILE=\/nonexistent\/gear\.env: no such file/);
  });
});

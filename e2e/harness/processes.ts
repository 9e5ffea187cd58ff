import { spawn, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** A free TCP port on the loopback interface (tiny race with other programs; fine for tests). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address !== null && typeof address === 'object') resolve(address.port);
        else reject(new Error('could not allocate a port'));
      });
    });
  });
}

export interface Started {
  pid: number;
  /** Resolves with the exit code (or signal) when the process ends. */
  exited: Promise<string>;
  /** True once the process has ended. */
  hasExited: () => boolean;
}

/**
 * Starts a command in its own process group (so the teardown can kill it with its children),
 * stdout and stderr appended to logFile.
 */
export function startGroup(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string },
): Started {
  const log = fs.openSync(options.logFile, 'a');
  const spawnOptions: SpawnOptions = {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', log, log],
  };
  const child = spawn(command, args, spawnOptions);
  fs.closeSync(log);
  let done = false;
  const exited = new Promise<string>((resolve) => {
    child.on('exit', (code, signal) => {
      done = true;
      resolve(signal ?? String(code));
    });
    child.on('error', (error) => {
      done = true;
      resolve(`spawn error: ${error.message}`);
    });
  });
  if (child.pid === undefined) throw new Error(`could not start ${command}`);
  return { pid: child.pid, exited, hasExited: () => done };
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/** SIGTERM to the whole group, then SIGKILL after graceMs if anything is left. */
export async function killGroup(pid: number, graceMs = 8000): Promise<void> {
  if (!groupAlive(pid)) return;
  signalGroup(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline) {
    if (!groupAlive(pid)) return;
    await sleep(100);
  }
  signalGroup(pid, 'SIGKILL');
}

/** Synchronous last resort for process 'exit' handlers. */
export function killGroupNow(pid: number): void {
  signalGroup(pid, 'SIGKILL');
}

/** Last lines of a log file, for error messages. */
export function tail(file: string, lines = 40): string {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Polls url until it answers 200 (or `accept` says yes), failing early if the process died. */
export async function waitForHttp(
  url: string,
  options: { timeoutMs: number; process?: Started; name: string; logFile?: string },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    if (options.process?.hasExited()) {
      const code = await options.process.exited;
      throw new Error(
        `${options.name} exited (${code}) before answering ${url}.` +
          (options.logFile ? `\n--- ${options.logFile} ---\n${tail(options.logFile)}` : ''),
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.ok) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await sleep(250);
  }
  throw new Error(
    `${options.name} did not answer ${url} within ${options.timeoutMs} ms (last: ${lastError}).` +
      (options.logFile ? `\n--- ${options.logFile} ---\n${tail(options.logFile)}` : ''),
  );
}

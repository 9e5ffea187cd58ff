import fs from 'node:fs';
import path from 'node:path';
import { STATE_FILE } from './paths.ts';

export interface AdminCredentials {
  username: string;
  password: string;
}

/** What the global setup hands to the tests and to the teardown. */
export interface HarnessState {
  /** Origin of the site under test, e.g. http://127.0.0.1:41234 (no trailing slash). */
  baseURL: string;
  /** Credentials the backend under test accepts. */
  admin: AdminCredentials;
  /** True when testing an already running site (E2E_BASE_URL); nothing was started. */
  external: boolean;
  /** Process group ids started by the setup (killed by the teardown). */
  pids: number[];
  /** Temp folder with the nginx config, logs and the backend's DATA_DIR. */
  tmpDir: string | null;
  /**
   * The backend's DATA_DIR as this process can read it (db.json, uploads/): the harness's own, or
   * an external site's shared with the runner (E2E_DATA_DIR: the compose e2e profile mounts the
   * api's volume); null when there is none to read.
   */
  dataDir: string | null;
  /** Whether the started nginx serves pre-compressed .br files, and why; absent when external. */
  brotliStatic?: { loaded: boolean; reason: string };
  /** The origins the started nginx's CSP allows for the backend and its files; absent when external. */
  backendOrigins?: string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function writeState(state: HarnessState): void {
  fs.mkdirSync(path.dirname(STATE_FILE), { recursive: true });
  fs.writeFileSync(STATE_FILE, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
}

/** The state of the current run; throws a clear error when the setup has not run. */
export function readState(): HarnessState {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(STATE_FILE, 'utf8'));
  } catch {
    throw new Error(
      `No e2e harness state at ${STATE_FILE}: run the suite with "npm run test:e2e" (global setup).`,
    );
  }
  if (
    !isRecord(raw) ||
    typeof raw.baseURL !== 'string' ||
    !isRecord(raw.admin) ||
    typeof raw.admin.username !== 'string' ||
    typeof raw.admin.password !== 'string' ||
    typeof raw.external !== 'boolean' ||
    !Array.isArray(raw.pids) ||
    !(typeof raw.tmpDir === 'string' || raw.tmpDir === null) ||
    !(typeof raw.dataDir === 'string' || raw.dataDir === null)
  ) {
    throw new Error(`Malformed e2e harness state at ${STATE_FILE}; delete it and run again.`);
  }
  return {
    baseURL: raw.baseURL,
    admin: { username: raw.admin.username, password: raw.admin.password },
    external: raw.external,
    pids: raw.pids.filter((pid): pid is number => typeof pid === 'number'),
    tmpDir: raw.tmpDir,
    dataDir: raw.dataDir,
    ...(isRecord(raw.brotliStatic) &&
    typeof raw.brotliStatic.loaded === 'boolean' &&
    typeof raw.brotliStatic.reason === 'string'
      ? { brotliStatic: { loaded: raw.brotliStatic.loaded, reason: raw.brotliStatic.reason } }
      : {}),
    ...(Array.isArray(raw.backendOrigins)
      ? {
          backendOrigins: raw.backendOrigins.filter(
            (origin): origin is string => typeof origin === 'string',
          ),
        }
      : {}),
  };
}

export function removeState(): void {
  fs.rmSync(STATE_FILE, { force: true });
}

import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createApp, type AppHandle, type AppOptions } from '../app.ts';
import { loadConfig } from '../config.ts';
import { tokenOf } from './bodies.ts';

export const ADMIN = { username: 'admin', password: 'gears@2005' } as const;

export interface TestApp {
  handle: AppHandle;
  dataDir: string;
  /** A supertest request bound to the current app. */
  api(): ReturnType<typeof request>;
  /** Log in (from a private IP so throttle tests elsewhere never interfere) and return the token. */
  token(): Promise<string>;
  /** Stored upload file names (not the temp folder). */
  uploads(): Promise<string[]>;
  /** Files left in the multer temp folder. */
  temps(): Promise<string[]>;
  /** Close and open again on the same DATA_DIR. */
  restart(env?: Record<string, string>): Promise<void>;
  close(): Promise<void>;
  /** Close and delete the DATA_DIR. */
  destroy(): Promise<void>;
}

export const makeDataDir = () => mkdtemp(path.join(os.tmpdir(), 'gear-mock-test-'));

export function testConfig(dataDir: string, env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SEED: 'false',
    LOG_LEVEL: 'silent',
    // No daily backup timer in tests (backups tests drive it themselves).
    BACKUP_AUTO: 'false',
    ...env,
  });
}

export async function startTestApp(
  env: Record<string, string> = {},
  options: AppOptions & { dataDir?: string } = {},
): Promise<TestApp> {
  const dataDir = options.dataDir ?? (await makeDataDir());
  let handle = await createApp(testConfig(dataDir, env), options);
  let cachedToken: string | null = null;
  const list = async (dir: string) =>
    (await readdir(dir, { withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);

  const app: TestApp = {
    get handle() {
      return handle;
    },
    dataDir,
    api: () => request(handle.app),
    async token() {
      if (cachedToken) return cachedToken;
      const response = await request(handle.app)
        .post('/logAdmin')
        .set('X-Forwarded-For', '10.99.99.99')
        .send(ADMIN)
        .expect(200);
      cachedToken = tokenOf(response);
      return cachedToken;
    },
    uploads: () => list(handle.paths.uploadsDir),
    temps: () => list(handle.paths.uploadsTmpDir),
    async restart(nextEnv = env) {
      await handle.close();
      handle = await createApp(testConfig(dataDir, nextEnv), options);
    },
    close: () => handle.close(),
    async destroy() {
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return app;
}

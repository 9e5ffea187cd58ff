import path from 'node:path';
import { ensureFrontendBuild } from './build.ts';
import { findNginx } from './nginx.ts';
import { freePort, waitForHttp } from './processes.ts';
import { randomAdminPassword, stackResources, startMockBackend, startSite } from './stack.ts';
import type { AdminCredentials } from './state.ts';

const START_TIMEOUT_MS = 60_000;

export interface PrivateStack {
  /** The site origin of this stack's nginx (same template as the suite's). */
  baseURL: string;
  /** This mock's DATA_DIR, as this process can read it. */
  dataDir: string;
  /** The credentials this mock accepts. */
  admin: AdminCredentials;
  stop(): Promise<void>;
}

/**
 * A private stack for a spec that needs a backend of its own: a seeded mock with `env` added to
 * the suite's settings (own DATA_DIR, own ports, own random admin password) behind its own
 * renderer and nginx rendered from the same template. Started by the spec itself, also when the
 * suite tests E2E_BASE_URL: a start-up setting (BROCHURE_GATED) or a change to the whole backend
 * (2FA, a restore) cannot be made in the suite's shared backend. Needs nginx and the frontend
 * build (built here when missing, as the global setup does). `name` names its temp folder and
 * its admin user.
 */
export async function startPrivateStack(options: {
  name: string;
  env: Record<string, string>;
}): Promise<PrivateStack> {
  const nginx = findNginx();
  ensureFrontendBuild();
  const { tmpDir, track, stop } = stackResources(`gear-e2e-${options.name}-`);
  const dataDir = path.join(tmpDir, 'data');
  const admin: AdminCredentials = {
    username: `e2e-${options.name}-admin`,
    password: randomAdminPassword(),
  };

  try {
    const [apiPort, sitePort] = [await freePort(), await freePort()];
    const baseURL = `http://127.0.0.1:${sitePort}`;
    const apiLog = path.join(tmpDir, 'api.log');
    const api = startMockBackend({
      apiPort,
      dataDir,
      siteOrigin: baseURL,
      admin,
      logFile: apiLog,
      env: options.env,
    });
    track(api);
    await waitForHttp(`http://127.0.0.1:${apiPort}/api/ebrochure`, {
      timeoutMs: START_TIMEOUT_MS,
      process: api,
      name: `the ${options.name} mock backend`,
      logFile: apiLog,
    });

    const { web } = await startSite({
      nginx,
      tmpDir,
      sitePort,
      backendUpstream: `http://127.0.0.1:${apiPort}`,
      brotliModule: null,
      track,
    });
    await waitForHttp(`${baseURL}/backend/api/ebrochure`, {
      timeoutMs: START_TIMEOUT_MS,
      process: web,
      name: `the ${options.name} nginx`,
      logFile: path.join(tmpDir, 'error.log'),
    });
    return { baseURL, dataDir, admin, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

#!/usr/bin/env node
// `npm run dev`: the mock backend in watch mode (API_PORT, default 4000) and the Vite dev server
// (hot reload, default http://localhost:5173) proxying /backend to it. VITE_API_BASE_URL points
// the dev site at another backend instead. Settings come from the shell, then from .env.
import { loadEnvFile } from './env-file.mjs';
import {
  FRONTEND_DIR,
  REPO_ROOT,
  adminLoginHint,
  npmCommand,
  portFromEnv,
  supervise,
  viteCommand,
  waitForHttp,
} from './supervise.mjs';

const envFile = loadEnvFile(REPO_ROOT);
if (envFile) console.log(envFile);

const apiPort = portFromEnv('API_PORT', 4000);
const devPort = portFromEnv('DEV_PORT', 5173);

supervise([
  {
    name: 'api',
    ...npmCommand(['run', 'dev', '-w', 'mock-backend']),
    env: { API_PORT: String(apiPort) },
  },
  {
    name: 'web',
    ...viteCommand(['--port', String(devPort), '--strictPort']),
    cwd: FRONTEND_DIR,
    env: { BACKEND_UPSTREAM: process.env.BACKEND_UPSTREAM || `http://127.0.0.1:${apiPort}` },
  },
]);

const ready = await waitForHttp(`http://localhost:${devPort}/`);
console.log(`
  Dev site  http://localhost:${devPort}${ready ? '' : '   (not answering yet)'}   (hot reload)
  API       http://localhost:${apiPort}   (restarts on change)
  Admin     http://localhost:${devPort}/admin   ${adminLoginHint()}
`);

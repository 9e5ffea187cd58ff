#!/usr/bin/env node
// `npm run dev`: the mock backend in watch mode (API_PORT, default 4000) and the site server in
// development mode (frontend/server with Vite's dev middleware: server rendering and hot reload,
// default http://localhost:5173) proxying /backend to it. BACKEND_UPSTREAM points the dev site at
// another backend, API_BASE_URL makes the browser call one directly. Settings come from the shell,
// then from .env.
import { loadEnvFile } from './env-file.mjs';
import {
  REPO_ROOT,
  adminLoginHint,
  npmCommand,
  portFromEnv,
  siteServerCommand,
  supervise,
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
    ...siteServerCommand(),
    env: {
      // Vite's dev middleware, whatever .env's NODE_ENV (the mock's setting) says.
      NODE_ENV: 'development',
      SITE_PORT: String(devPort),
      BACKEND_UPSTREAM: process.env.BACKEND_UPSTREAM || `http://127.0.0.1:${apiPort}`,
      // VITE_API_BASE_URL: the name the dev server read before the site server did (ADR 0001).
      API_BASE_URL: process.env.API_BASE_URL || process.env.VITE_API_BASE_URL || '/backend',
      SITE_URL: process.env.SITE_URL || '',
      ASSET_ORIGINS: process.env.ASSET_ORIGINS || '',
    },
  },
]);

const ready = await waitForHttp(`http://127.0.0.1:${devPort}/healthz`);
console.log(`
  Dev site  http://localhost:${devPort}${ready ? '' : '   (not answering yet)'}   (hot reload)
  API       http://localhost:${apiPort}   (restarts on change)
  Admin     http://localhost:${devPort}/admin   ${adminLoginHint()}
`);

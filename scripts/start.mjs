#!/usr/bin/env node
// `npm start`: production build of the site on SITE_PORT (default 8080: the site server of
// frontend/server, which renders the pages, serves the build and proxies /backend to the mock as
// nginx does) and the mock backend on API_PORT (default 4000). Node only. SKIP_BUILD=1 reuses an
// existing frontend/build. Settings come from the shell, then from .env (env-file.mjs), as with
// docker compose.
import fs from 'node:fs';
import { loadEnvFile } from './env-file.mjs';
import {
  FRONTEND_SERVER_BUILD,
  REPO_ROOT,
  adminLoginHint,
  npmCommand,
  npmSync,
  portFromEnv,
  siteServerCommand,
  supervise,
  waitForHttp,
} from './supervise.mjs';

const envFile = loadEnvFile(REPO_ROOT);
if (envFile) console.log(envFile);

const apiPort = portFromEnv('API_PORT', 4000);
const sitePort = portFromEnv('SITE_PORT', 8080);
const siteUrl = `http://localhost:${sitePort}`;
const apiUrl = `http://localhost:${apiPort}`;

if (process.env.SKIP_BUILD === '1' && fs.existsSync(FRONTEND_SERVER_BUILD)) {
  console.log('SKIP_BUILD=1: serving the existing frontend/build');
} else {
  console.log('Building the frontend (npm run build -w frontend)...');
  // A production build whatever NODE_ENV says (.env's NODE_ENV is the mock's setting).
  npmSync(['run', 'build', '-w', 'frontend'], { NODE_ENV: 'production' });
}

supervise([
  {
    name: 'api',
    ...npmCommand(['start', '-w', 'mock-backend']),
    env: {
      API_PORT: String(apiPort),
      // The site reaches the API through its own /backend proxy (same origin); direct calls from
      // the site's origin are allowed too.
      CORS_ORIGINS:
        process.env.CORS_ORIGINS || `http://localhost:${sitePort},http://127.0.0.1:${sitePort}`,
    },
  },
  {
    name: 'site',
    ...siteServerCommand(),
    env: {
      // The build, whatever .env's NODE_ENV (the mock's setting) says.
      NODE_ENV: 'production',
      SITE_PORT: String(sitePort),
      BACKEND_UPSTREAM: process.env.BACKEND_UPSTREAM || `http://127.0.0.1:${apiPort}`,
      API_BASE_URL: process.env.API_BASE_URL || '/backend',
      SITE_URL: process.env.SITE_URL || '',
      ASSET_ORIGINS: process.env.ASSET_ORIGINS || '',
    },
  },
]);

const [siteUp, apiUp] = await Promise.all([
  waitForHttp(`http://127.0.0.1:${sitePort}/healthz`),
  waitForHttp(`http://127.0.0.1:${apiPort}/sliders/getSliders`),
]);
console.log(`
  Site   ${siteUrl}${siteUp ? '' : '   (not answering yet)'}
  API    ${apiUrl}${apiUp ? '' : '   (not answering yet)'}   (the site calls it as ${siteUrl}/backend)
  Admin  ${siteUrl}/admin   ${adminLoginHint()}
  Ctrl+C stops both.
`);

#!/usr/bin/env node
// `npm start`: production build of the site on SITE_PORT (default 8080, `vite preview`, which
// proxies /backend to the mock like nginx does) and the mock backend on API_PORT (default 4000).
// Node only. SKIP_BUILD=1 reuses an existing frontend/dist. Settings come from the shell, then
// from .env (env-file.mjs), as with docker compose.
import fs from 'node:fs';
import path from 'node:path';
import { loadEnvFile } from './env-file.mjs';
import {
  FRONTEND_DIR,
  REPO_ROOT,
  adminLoginHint,
  npmCommand,
  npmSync,
  portFromEnv,
  supervise,
  viteCommand,
  waitForHttp,
} from './supervise.mjs';

const envFile = loadEnvFile(REPO_ROOT);
if (envFile) console.log(envFile);

const apiPort = portFromEnv('API_PORT', 4000);
const sitePort = portFromEnv('SITE_PORT', 8080);
const siteUrl = `http://localhost:${sitePort}`;
const apiUrl = `http://localhost:${apiPort}`;

if (
  process.env.SKIP_BUILD === '1' &&
  fs.existsSync(path.join(FRONTEND_DIR, 'dist', 'index.html'))
) {
  console.log('SKIP_BUILD=1: serving the existing frontend/dist');
} else {
  console.log('Building the frontend (npm run build -w frontend)...');
  // A production build whatever NODE_ENV says (.env's NODE_ENV is the mock's setting).
  npmSync(['run', 'build', '-w', 'frontend'], { NODE_ENV: 'production' });
}

const vite = viteCommand(['preview', '--port', String(sitePort), '--strictPort']);
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
    ...vite,
    cwd: FRONTEND_DIR,
    env: {
      NODE_ENV: 'production',
      SITE_PORT: String(sitePort),
      BACKEND_UPSTREAM: process.env.BACKEND_UPSTREAM || `http://127.0.0.1:${apiPort}`,
      API_BASE_URL: process.env.API_BASE_URL || '/backend',
    },
  },
]);

const [siteUp, apiUp] = await Promise.all([
  waitForHttp(`http://127.0.0.1:${sitePort}/`),
  waitForHttp(`http://127.0.0.1:${apiPort}/sliders/getSliders`),
]);
console.log(`
  Site   ${siteUrl}${siteUp ? '' : '   (not answering yet)'}
  API    ${apiUrl}${apiUp ? '' : '   (not answering yet)'}   (the site calls it as ${siteUrl}/backend)
  Admin  ${siteUrl}/admin   ${adminLoginHint()}
  Ctrl+C stops both.
`);

#!/usr/bin/env node
// `npm start`: production build of the site on SITE_PORT (default 8080, `vite preview`, which
// proxies /backend to the mock like nginx does) and the mock backend on API_PORT (default 4000).
// Node only. SKIP_BUILD=1 reuses an existing frontend/dist.
import fs from 'node:fs';
import path from 'node:path';
import {
  FRONTEND_DIR,
  npmCommand,
  npmSync,
  portFromEnv,
  supervise,
  viteCommand,
  waitForHttp,
} from './supervise.mjs';

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
  npmSync(['run', 'build', '-w', 'frontend']);
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
        process.env.CORS_ORIGINS ?? `http://localhost:${sitePort},http://127.0.0.1:${sitePort}`,
    },
  },
  {
    name: 'site',
    ...vite,
    cwd: FRONTEND_DIR,
    env: {
      SITE_PORT: String(sitePort),
      BACKEND_UPSTREAM: process.env.BACKEND_UPSTREAM ?? `http://127.0.0.1:${apiPort}`,
      API_BASE_URL: process.env.API_BASE_URL ?? '/backend',
    },
  },
]);

const [siteUp, apiUp] = await Promise.all([
  waitForHttp(`http://127.0.0.1:${sitePort}/`),
  waitForHttp(`http://127.0.0.1:${apiPort}/sliders/getSliders`),
]);
const user = process.env.ADMIN_USERNAME || 'admin';
const password = process.env.ADMIN_PASSWORD
  ? '(ADMIN_PASSWORD from your environment)'
  : 'gears@2005';
console.log(`
  Site   ${siteUrl}${siteUp ? '' : '   (not answering yet)'}
  API    ${apiUrl}${apiUp ? '' : '   (not answering yet)'}   (the site calls it as ${siteUrl}/backend)
  Admin  ${siteUrl}/admin   user: ${user}   password: ${password}
  Ctrl+C stops both.
`);

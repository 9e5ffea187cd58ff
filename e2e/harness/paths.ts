import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root (e2e/harness/ is two levels down). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const E2E_DIR = path.join(REPO_ROOT, 'e2e');
/** Ignored by git: the state file the setup writes for the tests and the teardown. */
const HARNESS_DIR = path.join(E2E_DIR, '.harness');
export const STATE_FILE = path.join(HARNESS_DIR, 'state.json');
/** The client build nginx serves (hashed assets/ with .gz/.br siblings, logo.svg ...). */
export const FRONTEND_CLIENT = path.join(REPO_ROOT, 'frontend', 'build', 'client');
/** React Router's server build; its presence means the frontend is built. */
export const FRONTEND_SERVER_BUILD = path.join(
  REPO_ROOT,
  'frontend',
  'build',
  'server',
  'index.js',
);
/** The site server (renderer): `node --import tsx frontend/server/index.ts`. */
export const RENDERER_ENTRY = path.join(REPO_ROOT, 'frontend', 'server', 'index.ts');
export const NGINX_TEMPLATE = path.join(REPO_ROOT, 'nginx', 'templates', 'default.conf.template');
export const NGINX_SNIPPETS = path.join(REPO_ROOT, 'nginx', 'snippets');

import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root (e2e/harness/ is two levels down). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const E2E_DIR = path.join(REPO_ROOT, 'e2e');
/** Ignored by git: the state file the setup writes for the tests and the teardown. */
export const HARNESS_DIR = path.join(E2E_DIR, '.harness');
export const STATE_FILE = path.join(HARNESS_DIR, 'state.json');
export const FRONTEND_DIST = path.join(REPO_ROOT, 'frontend', 'dist');
export const NGINX_TEMPLATE = path.join(REPO_ROOT, 'nginx', 'templates', 'default.conf.template');
export const NGINX_SNIPPETS = path.join(REPO_ROOT, 'nginx', 'snippets');

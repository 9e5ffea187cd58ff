import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { FRONTEND_SERVER_BUILD, REPO_ROOT } from './paths.ts';

/**
 * The frontend build a spec's private stack serves (gated, foreign): the suite's global setup has
 * normally built it already; a spec run on its own builds it here when it is missing.
 */
export function ensureFrontendBuild(): void {
  if (fs.existsSync(FRONTEND_SERVER_BUILD)) return;
  const build = spawnSync('npm', ['run', 'build', '-w', 'frontend'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('frontend build failed for a spec stack');
  if (!fs.existsSync(FRONTEND_SERVER_BUILD)) {
    throw new Error(`the frontend build produced no ${FRONTEND_SERVER_BUILD}`);
  }
}

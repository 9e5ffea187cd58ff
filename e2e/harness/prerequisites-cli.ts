/**
 * First step of `npm test`: makes sure the browser suite has Chromium and nginx. As root on Debian
 * it installs what is missing with apt-get (one line says so first); elsewhere it stops with the
 * exact command and why. `.ci/run` relies on this: it only runs `npm ci` and `npm test`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { planPrerequisites, readSystemFacts } from './prerequisites.ts';

const POLICY_FILE = '/usr/sbin/policy-rc.d';

/** apt-get quietly; its output is shown only when it fails. */
function apt(args: string[]): boolean {
  const result = spawnSync('apt-get', args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) console.error(`${result.stdout}${result.stderr}`.trim());
  return result.status === 0;
}

/** Runs `install` with package scripts kept from starting services (nginx on :80). */
function withoutServiceStarts(install: () => void): void {
  const added = !fs.existsSync(POLICY_FILE);
  if (added) fs.writeFileSync(POLICY_FILE, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    install();
  } finally {
    if (added) fs.rmSync(POLICY_FILE, { force: true });
  }
}

const plan = planPrerequisites(readSystemFacts());

if (plan.kind === 'manual') {
  console.error(plan.message);
  process.exit(1);
}

if (plan.kind === 'install' || plan.optional.length > 0) {
  if (plan.kind === 'install') console.log(plan.announcement);
  withoutServiceStarts(() => {
    const updated = apt(['update', '-qq']);
    if (plan.kind === 'install') {
      const args = ['install', '-y', '-qq', '--no-install-recommends', ...plan.packages];
      if (!updated || !apt(args)) {
        console.error(`apt-get install ${plan.packages.join(' ')} failed (output above).`);
        process.exit(1);
      }
    }
    // Optional, never fails the run: without it nginx serves gzip only (ADR 0014).
    for (const name of plan.optional) {
      const ok = updated && apt(['install', '-y', '-qq', '--no-install-recommends', name]);
      console.log(ok ? `Installed ${name}` : `${name} not available: nginx serves gzip only`);
    }
  });
  const after = planPrerequisites({ ...readSystemFacts(), isRoot: false });
  if (after.kind === 'manual') {
    console.error(`Still missing after apt-get:\n${after.message}`);
    process.exit(1);
  }
}

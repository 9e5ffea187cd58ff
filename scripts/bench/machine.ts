/** The machine and tool versions printed at the top of each section. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../e2e/harness/paths.ts';
import type { MachineInfo } from './results.ts';

function firstLine(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  // nginx -v prints on stderr.
  const out = `${result.stdout}${result.stderr}`.trim().split('\n')[0] ?? '';
  return out || 'unknown';
}

function packageVersion(name: string): string {
  try {
    const file = path.join(REPO_ROOT, 'node_modules', name, 'package.json');
    const pkg: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (
      typeof pkg === 'object' &&
      pkg !== null &&
      'version' in pkg &&
      typeof pkg.version === 'string'
    ) {
      return pkg.version;
    }
  } catch {
    // not installed
  }
  return 'unknown';
}

function commit(): string {
  const sha = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  const dirty = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  const id = sha.stdout.trim() || 'unknown';
  return dirty.stdout.trim() ? `${id} (+ uncommitted changes)` : id;
}

export function machineInfo(options: {
  mode: string;
  chromium: string;
  nginx: string;
  jsonServer: string;
}): MachineInfo {
  const cpus = os.cpus();
  return {
    date: new Date().toISOString().slice(0, 16).replace('T', ' '),
    cores: cpus.length,
    cpuModel: cpus[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
    os: `${os.type()} ${os.release()}`,
    versions: {
      Node: process.version,
      Chromium:
        firstLine(options.chromium, ['--version'])
          .replace(/^Chromium\s+/i, '')
          .split(' ')[0] ?? 'unknown',
      nginx: firstLine(options.nginx, ['-v']).replace(/^.*nginx\//, ''),
      Lighthouse: packageVersion('lighthouse'),
      autocannon: packageVersion('autocannon'),
      'json-server': options.jsonServer,
    },
    commit: commit(),
    mode: options.mode,
  };
}

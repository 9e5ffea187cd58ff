import fs from 'node:fs';
import { locateChromium } from './chromium.ts';
import { locateNginx } from './nginx.ts';

/**
 * What the browser suite needs from the system, and how `npm test` gets it on a fresh machine
 * (README: `npm ci && npm start`, then `npm test`, nothing else). Pure planning here; the CLI
 * (prerequisites-cli.ts) carries the plan out.
 */

/** A system program the browser suite runs, with the Debian package that provides it. */
interface SystemTool {
  debianPackage: string;
  why: string;
  pathVariable: string;
}

const CHROMIUM: SystemTool = {
  debianPackage: 'chromium',
  why: 'the browser tests drive Chromium (Playwright cannot download its own browser here)',
  pathVariable: 'CHROMIUM_PATH',
};
const NGINX: SystemTool = {
  debianPackage: 'nginx',
  why: 'the site is tested behind the real nginx config (ADR 0002)',
  pathVariable: 'NGINX_PATH',
};
/** Optional: lets the suite prove the build's .br files are served (ADR 0014). */
export const BROTLI_PACKAGE = 'libnginx-mod-http-brotli-static';
const BROTLI_MODULE_FILE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export interface SystemFacts {
  chromium: string | null;
  nginx: string | null;
  /** The suite tests a running site (E2E_BASE_URL): it starts no nginx of its own. */
  externalSite: boolean;
  isRoot: boolean;
  /** apt-get on PATH and /etc/debian_version present. */
  debian: boolean;
  brotliModule: boolean;
}

type Plan =
  | { kind: 'ready'; optional: string[] }
  | { kind: 'install'; packages: string[]; optional: string[]; announcement: string }
  | { kind: 'manual'; packages: string[]; message: string };

/** The missing tools (chromium always; nginx unless the suite tests a running site). */
function missingTools(facts: SystemFacts): SystemTool[] {
  const missing: SystemTool[] = [];
  if (!facts.chromium) missing.push(CHROMIUM);
  if (!facts.nginx && !facts.externalSite) missing.push(NGINX);
  return missing;
}

/** What to do: nothing, install with apt-get (root on Debian), or tell the person exactly what. */
export function planPrerequisites(facts: SystemFacts): Plan {
  const missing = missingTools(facts);
  const canInstall = facts.isRoot && facts.debian;
  const willHaveNginx = facts.nginx !== null || missing.includes(NGINX);
  const optional =
    canInstall && willHaveNginx && !facts.externalSite && !facts.brotliModule
      ? [BROTLI_PACKAGE]
      : [];
  if (missing.length === 0) return { kind: 'ready', optional };
  const packages = missing.map((tool) => tool.debianPackage);
  const reasons = missing.map((tool) => `${tool.debianPackage}: ${tool.why}`).join('; ');
  if (canInstall) {
    return {
      kind: 'install',
      packages,
      optional,
      announcement: `npm test: installing ${packages.join(' ')} with apt-get (${reasons})`,
    };
  }
  const command = `sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`;
  const variables = missing.map((tool) => `${tool.pathVariable}=/path/to/${tool.debianPackage}`);
  const message = [
    `npm test needs ${packages.join(' and ')} for the browser suite (${reasons}).`,
    facts.debian
      ? `Install: ${command}`
      : `Install ${packages.join(' and ')} with your system's package manager.`,
    `Or point ${variables.join(' ')} at existing binaries.`,
    facts.debian && !facts.isRoot
      ? `(npm test installs them itself only when it runs as root.)`
      : '',
  ]
    .filter(Boolean)
    .join('\n');
  return { kind: 'manual', packages, message };
}

function hasCommand(name: string, pathValue: string | undefined): boolean {
  return (pathValue ?? '').split(':').some((dir) => {
    if (!dir) return false;
    try {
      fs.accessSync(`${dir}/${name}`, fs.constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** The facts of this machine. */
export function readSystemFacts(env: NodeJS.ProcessEnv = process.env): SystemFacts {
  return {
    chromium: locateChromium(env),
    nginx: locateNginx(env),
    externalSite: Boolean(env.E2E_BASE_URL),
    isRoot: process.getuid?.() === 0,
    debian: fs.existsSync('/etc/debian_version') && hasCommand('apt-get', env.PATH),
    brotliModule: fs.existsSync(BROTLI_MODULE_FILE),
  };
}

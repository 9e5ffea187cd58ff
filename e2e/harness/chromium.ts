import fs from 'node:fs';
import { chromium } from '@playwright/test';

/** Flags for a sandboxed, offline machine (no GPU, no calls home, possibly root). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];

const INSTALL_HINT =
  'Chromium is needed for the browser tests. Install one of:\n' +
  '  Debian/Ubuntu: sudo apt-get install -y chromium   (as root: apt-get update && apt-get install -y chromium)\n' +
  "  Playwright's own build: npx playwright install chromium\n" +
  '  or set CHROMIUM_PATH=/path/to/chromium';

function usable(file: string | undefined): boolean {
  if (!file) return false;
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * CHROMIUM_PATH (when set, only that), then /usr/bin/chromium, then Playwright's own download;
 * null when none is there.
 */
export function locateChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  const fromEnv = env.CHROMIUM_PATH;
  if (fromEnv) return usable(fromEnv) ? fromEnv : null;
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (usable(candidate)) return candidate;
  }
  let bundled: string | undefined;
  try {
    bundled = chromium.executablePath();
  } catch {
    bundled = undefined;
  }
  return bundled && usable(bundled) ? bundled : null;
}

/** locateChromium(), or an error that says how to install one. */
export function findChromium(): string {
  const found = locateChromium();
  if (found) return found;
  const fromEnv = process.env.CHROMIUM_PATH;
  throw new Error(
    `${fromEnv ? `CHROMIUM_PATH=${fromEnv} is not executable.` : 'No Chromium found.'}\n${INSTALL_HINT}`,
  );
}

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

/** CHROMIUM_PATH, then /usr/bin/chromium, then Playwright's own download; throws how to install. */
export function findChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (usable(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH=${fromEnv} is not executable.\n${INSTALL_HINT}`);
  }
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (usable(candidate)) return candidate;
  }
  let bundled: string | undefined;
  try {
    bundled = chromium.executablePath();
  } catch {
    bundled = undefined;
  }
  if (bundled && usable(bundled)) return bundled;
  throw new Error(`No Chromium found.\n${INSTALL_HINT}`);
}

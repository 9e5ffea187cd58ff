import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Same record as mock-backend/security/figures.ts, for the browser and nginx proofs. A copy, not an
 * import: the e2e image (e2e/Dockerfile) holds contract/ and e2e/ only.
 */
export interface Figures {
  section: string;
  protection: string;
  test: string;
  inputs: number;
  serverErrors: number;
  filesLeft: number;
  writesLost: number;
  notes?: string;
}

const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '.security-figures');

export function recordFigures(figures: Figures): void {
  mkdirSync(DIR, { recursive: true });
  const slug = `${figures.section}-${figures.protection}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 100);
  writeFileSync(path.join(DIR, `${slug}.json`), `${JSON.stringify(figures, null, 2)}\n`);
}

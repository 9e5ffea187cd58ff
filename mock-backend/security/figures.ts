import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the suite leaves its figures; scripts/security-report.mjs turns them into docs/security.md. */
export const FIGURES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '.figures');

export interface Figures {
  /** The SECURITY.md section: 'Uploads', 'Auth', 'Backups', 'Bodies', 'Concurrency', 'Durability', 'Public forms', 'nginx', 'Stored XSS'. */
  section: string;
  /** The protection, in a few words ("Oversize image by one byte → 413, nothing on disk"). */
  protection: string;
  /** The test that proves it: "file › test name". */
  test: string;
  /** Inputs tried. */
  inputs: number;
  /** 5xx answers seen (must be 0). */
  serverErrors: number;
  /** Files left behind in uploads/ or the temp folder (must be 0). */
  filesLeft: number;
  /** Acknowledged writes missing afterwards (must be 0). */
  writesLost: number;
  /** Anything else worth reporting: "p99 12 ms", "peak RSS +38 MB". */
  notes?: string;
}

/** Records one protection's figures from the latest run (one JSON file per protection). */
export function recordFigures(figures: Figures): void {
  mkdirSync(FIGURES_DIR, { recursive: true });
  const slug = `${figures.section}-${figures.protection}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 100);
  writeFileSync(path.join(FIGURES_DIR, `${slug}.json`), `${JSON.stringify(figures, null, 2)}\n`);
}

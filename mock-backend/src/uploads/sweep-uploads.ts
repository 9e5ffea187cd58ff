import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { DataPaths } from '../data-paths.ts';
import type { Logger } from '../lib/logger.ts';
import { unlinkIfExists } from '../lib/fs-utils.ts';
import { urlForName } from './upload-files.ts';

/**
 * At start (no request is running yet): empty the temp folder and remove every file of the
 * uploads folder that the database does not reference (left by a crash between upload and
 * commit, or by a failed seed). Missing referenced files are reported.
 */
export async function sweepUploads(
  paths: DataPaths,
  referenced: ReadonlySet<string>,
  logger: Logger,
): Promise<void> {
  let temps = 0;
  for (const entry of await readdir(paths.uploadsTmpDir, { withFileTypes: true })) {
    await rm(path.join(paths.uploadsTmpDir, entry.name), { recursive: true, force: true });
    temps += 1;
  }
  let orphans = 0;
  const present = new Set<string>();
  for (const entry of await readdir(paths.uploadsDir, { withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const url = urlForName(entry.name);
    present.add(url);
    if (referenced.has(url)) continue;
    await unlinkIfExists(path.join(paths.uploadsDir, entry.name));
    orphans += 1;
  }
  if (temps + orphans > 0) {
    logger.info(`Upload sweep: removed ${orphans} orphan file(s) and ${temps} stale temp file(s).`);
  }
  const missing = [...referenced].filter((url) => !present.has(url));
  if (missing.length > 0) {
    logger.warn(
      `db.json references ${missing.length} missing upload(s): ${missing.slice(0, 5).join(', ')}`,
    );
  }
}

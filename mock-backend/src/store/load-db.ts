import { mkdir, readFile, rename } from 'node:fs/promises';
import type { Logger } from '../lib/logger.ts';
import type { DataPaths } from '../data-paths.ts';
import { emptyDb, type Db } from './db-schema.ts';
import type { DeepReadonly } from './deep-freeze.ts';
import { DbWithInvariantsSchema } from './db-invariants.ts';
import { errorCode, writeFileAtomic } from '../lib/fs-utils.ts';
import type { BuildSeed } from './seed-loader.ts';

export class StoreStartupError extends Error {
  override name = 'StoreStartupError';
}

type ReadResult =
  { kind: 'missing' } | { kind: 'valid'; db: Db } | { kind: 'invalid'; reason: string };

async function readDbFile(file: string): Promise<ReadResult> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return { kind: 'missing' };
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return {
      kind: 'invalid',
      reason: `not valid JSON (${error instanceof Error ? error.message : 'parse error'})`,
    };
  }
  const parsed = DbWithInvariantsSchema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const where = first
      ? `${first.path.join('.') || '(root)'}: ${first.message}`
      : 'schema mismatch';
    return { kind: 'invalid', reason: `does not match the expected shape (${where})` };
  }
  return { kind: 'valid', db: parsed.data };
}

export const serializeDb = (db: DeepReadonly<Db>) => `${JSON.stringify(db, null, 2)}\n`;

interface LoadDbOptions {
  paths: DataPaths;
  /** null: start empty when there is no db.json. */
  buildSeed: BuildSeed | null;
  logger: Logger;
}

/**
 * Open db.json: validate it; if corrupt, restore the last good version from db.json.bak (the bad
 * file is kept as db.json.corrupt-<time>) or refuse to start. A missing file is seeded (or
 * created empty) only when there is no backup either: data is never silently reset.
 */
export async function loadDb({ paths, buildSeed, logger }: LoadDbOptions): Promise<Db> {
  const current = await readDbFile(paths.dbFile);
  if (current.kind === 'valid') return current.db;

  const backup = await readDbFile(paths.backupFile);
  if (current.kind === 'invalid') {
    if (backup.kind !== 'valid') {
      throw new StoreStartupError(
        `${paths.dbFile} is corrupt: ${current.reason}.\n` +
          `No usable backup (${paths.backupFile}: ${backup.kind === 'missing' ? 'missing' : backup.reason}).\n` +
          'Refusing to start so no data is lost. Repair the file, or move it away to start empty.',
      );
    }
    const quarantine = `${paths.dbFile}.corrupt-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    await rename(paths.dbFile, quarantine);
    await writeFileAtomic(paths.dbFile, serializeDb(backup.db));
    logger.error(
      `${paths.dbFile} was corrupt (${current.reason}); restored the previous version from db.json.bak. ` +
        `The corrupt file is kept as ${quarantine}.`,
    );
    return backup.db;
  }

  if (backup.kind === 'invalid') {
    throw new StoreStartupError(
      `${paths.dbFile} is missing and its backup ${paths.backupFile} is corrupt: ${backup.reason}.\n` +
        'Refusing to start so no data is lost. Repair the backup, or move it away to start empty.',
    );
  }
  if (backup.kind === 'valid') {
    await writeFileAtomic(paths.dbFile, serializeDb(backup.db));
    logger.warn(`${paths.dbFile} was missing; restored it from db.json.bak.`);
    return backup.db;
  }

  const db = emptyDb();
  if (buildSeed) {
    await mkdir(paths.uploadsDir, { recursive: true });
    const seed = await buildSeed(paths.uploadsDir);
    Object.assign(db, seed);
    logger.info(
      `Seeded ${paths.dbFile}: ${seed.sliders.length} sliders, ${seed.subcategories.length} products, ` +
        `${seed.gallery.length} gallery images, ${seed.ebrochure.length} e-brochure, ${seed.categories?.length ?? 0} categories.`,
    );
  }
  const checked = DbWithInvariantsSchema.parse(db);
  await writeFileAtomic(paths.dbFile, serializeDb(checked));
  return checked;
}

import { mkdir } from 'node:fs/promises';
import type { DataPaths } from '../data-paths.ts';
import type { Logger } from '../lib/logger.ts';
import type { Db } from './db-schema.ts';
import { DbWithInvariantsSchema } from './db-invariants.ts';
import { deepFreeze, type DeepReadonly } from './deep-freeze.ts';
import { backupFile, sweepTempFiles, writeFileAtomic } from '../lib/fs-utils.ts';
import { loadDb, serializeDb } from './load-db.ts';
import { acquireLock } from './lock-file.ts';
import type { BuildSeed } from './seed-loader.ts';

export type Snapshot = DeepReadonly<Db>;

export interface Store {
  /** The current committed state: frozen, never changes under the caller. */
  read(): Snapshot;
  /**
   * Run `fn` on a mutable copy inside the single serialized writer. When it returns, the copy is
   * validated, written durably (temp file, fsync, rename, fsync dir; previous file kept as
   * db.json.bak) and swapped in. If `fn` throws (e.g. an HttpError), nothing is written.
   */
  update<T>(fn: (draft: Db) => T | Promise<T>): Promise<T>;
  /** Resolves when every queued update has finished. */
  idle(): Promise<void>;
  /** Finish queued writes, refuse new ones, release the lock. */
  close(): Promise<void>;
}

export class StoreClosedError extends Error {
  override name = 'StoreClosedError';
}

interface OpenStoreOptions {
  paths: DataPaths;
  buildSeed: BuildSeed | null;
  logger: Logger;
}

export async function openStore({ paths, buildSeed, logger }: OpenStoreOptions): Promise<Store> {
  await mkdir(paths.dataDir, { recursive: true });
  const lock = await acquireLock(paths.lockFile);
  // Typed mutable inside this module only; frozen at runtime and handed out as a Snapshot.
  let current: Db;
  let currentJson: string;
  try {
    // We own DATA_DIR now: temp files of a writer that died mid-write are garbage.
    const stale = await sweepTempFiles(paths.dataDir);
    if (stale > 0) logger.info(`Removed ${stale} temp file(s) left by an interrupted write.`);
    current = await loadDb({ paths, buildSeed, logger });
    currentJson = serializeDb(current);
    deepFreeze(current);
  } catch (error) {
    await lock.release();
    throw error;
  }

  let tail: Promise<unknown> = Promise.resolve();
  let closed = false;

  async function commit<T>(fn: (draft: Db) => T | Promise<T>): Promise<T> {
    const draft = structuredClone(current);
    const result = await fn(draft);
    const next = DbWithInvariantsSchema.parse(draft);
    const json = serializeDb(next);
    if (json !== currentJson) {
      await backupFile(paths.dbFile, paths.backupFile);
      await writeFileAtomic(paths.dbFile, json);
      currentJson = json;
      deepFreeze(next);
      current = next;
    }
    return result;
  }

  return {
    read: (): Snapshot => current,
    update<T>(fn: (draft: Db) => T | Promise<T>): Promise<T> {
      if (closed) return Promise.reject(new StoreClosedError('The store is closed.'));
      const run = tail.then(() => commit(fn));
      tail = run.catch(() => undefined);
      return run;
    },
    idle: async () => {
      await tail;
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await tail;
      await lock.release();
    },
  };
}

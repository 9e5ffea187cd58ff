import { mkdir } from 'node:fs/promises';
import type { DataPaths } from '../data-paths.ts';
import type { Logger } from '../lib/logger.ts';
import type { Db } from './db-schema.ts';
import { DbWithInvariantsSchema } from './db-invariants.ts';
import { deepFreeze, type DeepReadonly } from './deep-freeze.ts';
import { backupFile, sweepTempFiles, writeFileAtomic } from '../lib/fs-utils.ts';
import { loadDb, serializeDb } from './load-db.ts';
import { acquireLock } from './lock-file.ts';
import { recoverInterruptedRestore } from './restore-journal.ts';
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
  /**
   * Replace the whole state (a restore, issue 21): inside the serialized writer, `fn` gets the
   * current state, puts the new db.json in place itself as its last step (its own crash-safe
   * protocol, store/restore-journal.ts) and answers the new state, which is then swapped in; the
   * writes queued behind it apply to the new state. If `fn` throws, the state stays as it was.
   */
  replace<T>(fn: (current: Snapshot) => Promise<{ db: Db; result: T }>): Promise<T>;
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
    // We own DATA_DIR now: a restore cut short is finished (or dropped) before anything is read,
    // and temp files of a writer that died mid-write are garbage.
    await recoverInterruptedRestore(paths, logger);
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

  /** Queue `task` behind every write before it; the next one waits for it. */
  function enqueue<T>(task: () => Promise<T>): Promise<T> {
    if (closed) return Promise.reject(new StoreClosedError('The store is closed.'));
    const run = tail.then(task);
    tail = run.catch(() => undefined);
    return run;
  }

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
    update: (fn) => enqueue(() => commit(fn)),
    replace: (fn) =>
      enqueue(async () => {
        const { db, result } = await fn(current);
        const next = DbWithInvariantsSchema.parse(db);
        currentJson = serializeDb(next);
        deepFreeze(next);
        current = next;
        return result;
      }),
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

import { appendFile, readFile } from 'node:fs/promises';
import { safeParse } from 'zod/mini';
import {
  ActivityEntrySchema,
  type ActivityEntry,
  type ActivityListResponse,
  type ActivityQuery,
} from '@gear/contract/activity';
import { ACTIVITY_LIMITS } from '@gear/contract/limits';
import { errorCode, writeFileAtomic } from '../../lib/fs-utils.ts';
import { instantRange, pageOf } from '../../lib/lists.ts';
import type { Logger } from '../../lib/logger.ts';

/** What a caller records; the log adds `id` and `at`. */
export type NewActivity = Omit<ActivityEntry, 'id' | 'at'>;

export interface ActivityLog {
  /**
   * Adds an entry (visible to `query` at once) and queues its append to the file. Never throws:
   * a failure is logged as a warning, the admin's request goes on.
   */
  record(entry: NewActivity): void;
  /** Newest first, filtered and paged. */
  query(query: ActivityQuery): ActivityListResponse;
  /** Resolves when every queued append has been written. */
  idle(): Promise<void>;
  /** Finish queued writes; later records stay in memory only. */
  close(): Promise<void>;
}

interface OpenActivityLogOptions {
  file: string;
  logger: Logger;
  /** Entries kept (newest); ACTIVITY_LIMITS.keepMax by default. */
  keepMax?: number;
}

const line = (entry: ActivityEntry) => `${JSON.stringify(entry)}\n`;

/**
 * Reads the JSON-lines file: every line that parses as an entry, in file order. A torn last line
 * (the process died mid-append) or any other unreadable line is skipped and counted.
 */
async function load(
  file: string,
): Promise<{ entries: ActivityEntry[]; bad: number; torn: boolean }> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return { entries: [], bad: 0, torn: false };
    throw error;
  }
  const entries: ActivityEntry[] = [];
  let bad = 0;
  for (const raw of text.split('\n')) {
    if (raw.trim() === '') continue;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      bad += 1;
      continue;
    }
    const parsed = safeParse(ActivityEntrySchema, json);
    if (parsed.success) entries.push(parsed.data);
    else bad += 1;
  }
  return { entries, bad, torn: text.length > 0 && !text.endsWith('\n') };
}

/**
 * The admin activity log (ADR 0021): kept in memory (at most `keepMax` entries, newest) and in an
 * append-only JSON-lines file in DATA_DIR, not in db.json, which is rewritten on every write.
 * Appends are serialized and batched; when the file holds 10 % more lines than `keepMax`, it is
 * rewritten atomically with the kept entries. Open it while holding the DATA_DIR lock (after the
 * store), so this process is its only writer.
 */
export async function openActivityLog(options: OpenActivityLogOptions): Promise<ActivityLog> {
  const { file, logger } = options;
  const keepMax = Math.max(1, options.keepMax ?? ACTIVITY_LIMITS.keepMax);
  const slack = Math.max(1, Math.ceil(keepMax * 0.1));

  let loaded: Awaited<ReturnType<typeof load>>;
  /** False when the file could not be read: it is then left alone (kept in memory only). */
  let writable = true;
  try {
    loaded = await load(file);
  } catch (error) {
    logger.warn(
      `Activity log: could not read ${file}; this run keeps its entries in memory only.`,
      error,
    );
    loaded = { entries: [], bad: 0, torn: false };
    writable = false;
  }
  const entries = loaded.entries.slice(-keepMax);
  let nextId = entries.reduce((max, entry) => Math.max(max, entry.id), 0) + 1;
  let linesOnDisk = loaded.entries.length + loaded.bad;
  /** A torn or unreadable line, or a failed append: the next write rewrites the whole file. */
  let rewrite = loaded.bad > 0 || loaded.torn || loaded.entries.length > keepMax;
  if (loaded.bad > 0 || loaded.torn) {
    logger.warn(
      `Activity log: skipped ${loaded.bad} unreadable line(s)${loaded.torn ? ' (a torn last line)' : ''}; the file is rewritten without them.`,
    );
  }

  let pending: string[] = [];
  let writing: Promise<void> | null = null;
  let closed = false;

  async function drain(): Promise<void> {
    while (pending.length > 0 || rewrite) {
      const batch = pending;
      pending = [];
      try {
        if (rewrite || linesOnDisk + batch.length > keepMax + slack) {
          // Everything in memory, which includes this batch.
          await writeFileAtomic(file, entries.map(line).join(''), 0o600);
          linesOnDisk = entries.length;
          rewrite = false;
        } else {
          await appendFile(file, batch.join(''), { mode: 0o600 });
          linesOnDisk += batch.length;
        }
      } catch (error) {
        // A half-written append must not glue onto the next line: rewrite next time.
        rewrite = true;
        logger.warn(
          'Activity log: could not write to the file; will retry with the next entry.',
          error,
        );
        return;
      }
    }
  }

  function flush(): void {
    if (writing || closed || !writable) return;
    writing = drain().finally(() => {
      writing = null;
      if (pending.length > 0 && !rewrite) flush();
    });
  }

  if (rewrite) flush();

  return {
    record(input) {
      try {
        const entry: ActivityEntry = { ...input, id: nextId, at: new Date().toISOString() };
        nextId += 1;
        entries.push(entry);
        if (entries.length > keepMax) entries.splice(0, entries.length - keepMax);
        pending.push(line(entry));
        flush();
      } catch (error) {
        logger.warn('Activity log: could not record an entry.', error);
      }
    },
    query(query) {
      const inRange = instantRange(query.from, query.to);
      const needle = query.q?.toLowerCase() ?? '';
      const matches: ActivityEntry[] = [];
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const entry = entries[index];
        if (!entry) continue;
        if (query.action && entry.action !== query.action) continue;
        if (query.entity && entry.entity !== query.entity) continue;
        if (!inRange(entry.at)) continue;
        if (
          needle &&
          !entry.summary.toLowerCase().includes(needle) &&
          !(entry.actor ?? '').toLowerCase().includes(needle) &&
          !(entry.ip ?? '').toLowerCase().includes(needle)
        )
          continue;
        matches.push(entry);
      }
      return pageOf(matches, query, ACTIVITY_LIMITS.pageSizeDefault);
    },
    idle: async () => {
      while (writing) await writing;
    },
    close: async () => {
      while (writing) await writing;
      closed = true;
      // One last try for what a failed write left behind.
      if (writable && (pending.length > 0 || rewrite)) await drain();
    },
  };
}

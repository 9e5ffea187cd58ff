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

/** What a caller records; the log adds `id`, `at` (and `count` for repeated events). */
export type NewActivity = Omit<ActivityEntry, 'id' | 'at' | 'count'>;

/** The summary of a repeated event, from how often it came and the actors named (first first). */
export type Summarize = (count: number, actors: readonly string[]) => string;

/**
 * Each kind of entry has its own retention of `keepMax` entries, so a flood of one kind never
 * pushes out another: sign-ins and sign-outs (security), refused or failed attempts, and changes
 * to the site's content (issue 17).
 */
type Pool = 'security' | 'attempts' | 'content';
const POOLS: readonly Pool[] = ['security', 'attempts', 'content'];
const CONTENT_ACTIONS: ReadonlySet<ActivityEntry['action']> = new Set([
  'create',
  'update',
  'delete',
]);
/** Sign-ins and -outs, backups and restores, 2FA and password changes (issue 21) are security. */
const poolOf = (entry: Pick<ActivityEntry, 'action'>): Pool =>
  entry.action === 'login_failed'
    ? 'attempts'
    : CONTENT_ACTIONS.has(entry.action)
      ? 'content'
      : 'security';

/** A repeated event still counting; at most this many actor names are kept for its summary. */
interface OpenRepeat {
  entry: ActivityEntry;
  until: number;
  actors: string[];
}
const ACTORS_NAMED = 5;
/** Counts of an open repeat reach the file at most this often (every one is counted in memory). */
const REPEAT_WRITE_MS = 1000;

export interface ActivityLog {
  /**
   * Adds an entry (visible to `query` at once) and queues its append to the file. Never throws:
   * a failure is logged as a warning, the admin's request goes on.
   */
  record(entry: NewActivity): void;
  /**
   * Counts one more of a repeated event of `source` (a refused login from one IP): the first in
   * a window of ACTIVITY_LIMITS.aggregateWindowMs is a new entry, the next ones raise its `count`
   * and rewrite its summary, so a flood is one entry per source and window (issue 17).
   */
  recordRepeated(source: string, entry: NewActivity, summarize: Summarize): void;
  /** Newest first, filtered and paged. */
  query(query: ActivityQuery): ActivityListResponse;
  /** Every entry kept, oldest first (a backup's copy of the log; issue 21). */
  entries(): ActivityEntry[];
  /**
   * A restore (issue 21): once the queued appends are written, and while no other write runs,
   * `replaceFile` puts the restored file in place (the restore's commit); then these entries
   * replace the ones in memory. Entries recorded meanwhile belonged to the old state and are
   * dropped with it.
   */
  replaceAll(entries: readonly ActivityEntry[], replaceFile: () => Promise<void>): Promise<void>;
  /** Resolves when every queued append has been written. */
  idle(): Promise<void>;
  /** Finish queued writes; later records stay in memory only. */
  close(): Promise<void>;
}

interface OpenActivityLogOptions {
  file: string;
  logger: Logger;
  /** Entries kept of each kind (newest); ACTIVITY_LIMITS.keepMax by default. */
  keepMax?: number;
  now?: () => number;
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
 * The entries of a log file as a reader outside the server sees them (the backup CLI): one per id,
 * oldest first; a torn last line and unreadable lines are skipped.
 */
export async function readActivityEntries(file: string): Promise<ActivityEntry[]> {
  return latestById((await load(file)).entries);
}

/**
 * The log a restore installs (issue 21): the archive's entries, then the security events and
 * failed attempts of the current log recorded after the archive was made, numbered on after the
 * archive's. A restore brings the content changes back to the backup's, but never erases who
 * signed in, backed up, restored or changed the second factor since.
 */
export function withSecurityTrail(
  restored: readonly ActivityEntry[],
  current: readonly ActivityEntry[],
  since: string,
): ActivityEntry[] {
  const after = Date.parse(since);
  let nextId = restored.reduce((max, entry) => Math.max(max, entry.id), 0) + 1;
  const trail = current
    .filter((entry) => poolOf(entry) !== 'content' && Date.parse(entry.at) > after)
    .sort((a, b) => a.id - b.id)
    .map((entry) => ({ ...entry, id: nextId++ }));
  return [...restored, ...trail];
}

/** One entry per id, the last line of each (a repeated event's count is written again). */
function latestById(lines: readonly ActivityEntry[]): ActivityEntry[] {
  const byId = new Map<number, ActivityEntry>();
  for (const entry of lines) byId.set(entry.id, entry);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * The admin activity log (ADR 0021): kept in memory (at most `keepMax` entries of each kind,
 * newest) and in an append-only JSON-lines file in DATA_DIR, not in db.json, which is rewritten on
 * every write. Appends are serialized and batched; when the file holds 10 % of `keepMax` more lines
 * than the entries kept, it is rewritten atomically with the kept entries. Open it while holding
 * the DATA_DIR lock (after the store), so this process is its only writer.
 */
export async function openActivityLog(options: OpenActivityLogOptions): Promise<ActivityLog> {
  const { file, logger, now = Date.now } = options;
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
  const pools: Record<Pool, ActivityEntry[]> = { security: [], attempts: [], content: [] };
  /** Fill the pools from entries in id order, each kind cut to its newest `keepMax`. */
  const fill = (latest: readonly ActivityEntry[]) => {
    for (const pool of POOLS) pools[pool] = [];
    for (const entry of latest) pools[poolOf(entry)].push(entry);
    for (const pool of POOLS) pools[pool] = pools[pool].slice(-keepMax);
  };
  const latest = latestById(loaded.entries);
  fill(latest);
  const kept = () => pools.security.length + pools.attempts.length + pools.content.length;
  let nextId = latest.reduce((max, entry) => Math.max(max, entry.id), 0) + 1;
  let linesOnDisk = loaded.entries.length + loaded.bad;
  /** A torn or unreadable line, or a failed append: the next write rewrites the whole file. */
  let rewrite = loaded.bad > 0 || loaded.torn || linesOnDisk > kept() + slack;
  if (loaded.bad > 0 || loaded.torn) {
    logger.warn(
      `Activity log: skipped ${loaded.bad} unreadable line(s)${loaded.torn ? ' (a torn last line)' : ''}; the file is rewritten without them.`,
    );
  }
  /** All kinds merged by id (oldest first), rebuilt after a change. */
  let merged: ActivityEntry[] | null = null;
  const all = () =>
    (merged ??= [...pools.security, ...pools.attempts, ...pools.content].sort(
      (a, b) => a.id - b.id,
    ));

  let pending: string[] = [];
  let writing: Promise<void> | null = null;
  let closed = false;
  const repeats = new Map<string, OpenRepeat>();
  /** Repeated entries whose new count is not in the file yet. */
  const unwritten = new Set<ActivityEntry>();
  let repeatTimer: NodeJS.Timeout | null = null;

  async function drain(): Promise<void> {
    while (pending.length > 0 || rewrite) {
      const batch = pending;
      pending = [];
      try {
        if (rewrite || linesOnDisk + batch.length > kept() + slack) {
          // Everything in memory, which includes this batch.
          const entries = all();
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

  function queueRepeats(): void {
    repeatTimer = null;
    for (const entry of unwritten) pending.push(line(entry));
    unwritten.clear();
    flush();
  }

  function add(entry: ActivityEntry): void {
    const pool = pools[poolOf(entry)];
    pool.push(entry);
    if (pool.length > keepMax) pool.splice(0, pool.length - keepMax);
    merged = null;
    pending.push(line(entry));
    flush();
  }

  if (rewrite) flush();

  return {
    record(input) {
      try {
        add({ ...input, id: nextId++, at: new Date(now()).toISOString() });
      } catch (error) {
        logger.warn('Activity log: could not record an entry.', error);
      }
    },
    recordRepeated(source, input, summarize) {
      try {
        const at = now();
        const open = repeats.get(source);
        if (open && open.until > at && pools.attempts.includes(open.entry)) {
          const count = (open.entry.count ?? 1) + 1;
          if (input.actor !== null && !open.actors.includes(input.actor)) {
            if (open.actors.length < ACTORS_NAMED) open.actors.push(input.actor);
          }
          Object.assign(open.entry, { count, summary: summarize(count, open.actors) });
          unwritten.add(open.entry);
          repeatTimer ??= setTimeout(queueRepeats, REPEAT_WRITE_MS).unref();
          return;
        }
        // Sources are forgotten oldest first (a Map keeps insertion order): bounded memory.
        for (const [key] of repeats) {
          if (repeats.size < keepMax) break;
          repeats.delete(key);
        }
        const actors = input.actor === null ? [] : [input.actor];
        const entry: ActivityEntry = {
          ...input,
          summary: summarize(1, actors),
          count: 1,
          id: nextId++,
          at: new Date(at).toISOString(),
        };
        repeats.set(source, { entry, until: at + ACTIVITY_LIMITS.aggregateWindowMs, actors });
        add(entry);
      } catch (error) {
        logger.warn('Activity log: could not record an entry.', error);
      }
    },
    query(query) {
      const inRange = instantRange(query.from, query.to);
      const needle = query.q?.toLowerCase() ?? '';
      const entries = all();
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
    entries: () => all().map((entry) => ({ ...entry })),
    async replaceAll(entries, replaceFile) {
      // Wait until no drain runs (a finished one may start the next), then hold the writer.
      while (writing) await writing;
      const swap = (async () => {
        await replaceFile();
        const restored = latestById(entries.map((entry) => ({ ...entry })));
        fill(restored);
        merged = null;
        nextId = restored.reduce((max, entry) => Math.max(max, entry.id), 0) + 1;
        pending = [];
        unwritten.clear();
        repeats.clear();
        linesOnDisk = entries.length;
        rewrite = linesOnDisk > kept() + slack;
        writable = true;
      })();
      writing = swap
        .catch(() => undefined)
        .finally(() => {
          writing = null;
          flush();
        });
      await swap;
    },
    idle: async () => {
      if (repeatTimer) {
        clearTimeout(repeatTimer);
        queueRepeats();
      }
      while (writing) await writing;
    },
    close: async () => {
      if (repeatTimer) {
        clearTimeout(repeatTimer);
        queueRepeats();
      }
      while (writing) await writing;
      closed = true;
      // One last try for what a failed write left behind.
      if (writable && (pending.length > 0 || rewrite)) await drain();
    },
  };
}

import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACTIVITY_LIMITS } from '@gear/contract/limits';
import type { Logger } from '../../lib/logger.ts';
import { makePng, png } from '../../test-utils/fixtures.ts';
import { makeDataDir, startTestApp } from '../../test-utils/test-app.ts';
import { openActivityLog, type NewActivity } from './activity-log.ts';

function captureLogger() {
  const warnings: string[] = [];
  const logger: Logger = {
    debug: () => undefined,
    info: () => undefined,
    warn: (message) => {
      warnings.push(message);
    },
    error: () => undefined,
  };
  return { logger, warnings };
}

const login = (n: number): NewActivity => ({
  action: 'login',
  entity: 'session',
  entity_id: null,
  actor: 'admin',
  ip: '10.0.0.1',
  summary: `Signed in ${n}`,
});

const linesOf = async (file: string) => (await readFile(file, 'utf8')).trim().split('\n');

let dir: string;
beforeEach(async () => {
  dir = await makeDataDir();
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('openActivityLog', () => {
  it('leaves an unreadable file alone and starts empty', async () => {
    const file = path.join(dir, 'activity.jsonl');
    await mkdir(file);
    const { logger, warnings } = captureLogger();
    const log = await openActivityLog({ file, logger, keepMax: 20 });
    log.record(login(1));
    expect(log.query({}).total).toBe(1);
    await log.close();
    expect(warnings.join('\n')).toMatch(/could not read/);
  });

  it('keeps the newest keepMax entries and compacts the file past 10 % more', async () => {
    const file = path.join(dir, 'activity.jsonl');
    const { logger } = captureLogger();
    const log = await openActivityLog({ file, logger, keepMax: 20 });
    for (let n = 1; n <= 22; n += 1) log.record(login(n));
    await log.idle();
    // 22 lines ≤ 20 + 2: appended, not yet compacted; the answer holds 20.
    expect(await linesOf(file)).toHaveLength(22);
    expect(log.query({ pageSize: 100 }).total).toBe(20);
    log.record(login(23));
    await log.idle();
    const lines = await linesOf(file);
    expect(lines).toHaveLength(20);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ id: 4, summary: 'Signed in 4' });
    expect(log.query({ pageSize: 1 }).data[0]).toMatchObject({ id: 23, summary: 'Signed in 23' });
    await log.close();

    const reopened = await openActivityLog({ file, logger, keepMax: 20 });
    expect(reopened.query({ pageSize: 100 }).data.map((entry) => entry.id)).toEqual(
      Array.from({ length: 20 }, (_, index) => 23 - index),
    );
    await reopened.close();
  });

  it('a write that fails is a warning; the entry stays listed and is written later', async () => {
    const file = path.join(dir, 'missing-folder', 'activity.jsonl');
    const { logger, warnings } = captureLogger();
    const log = await openActivityLog({ file, logger, keepMax: 20 });
    expect(() => {
      log.record(login(1));
    }).not.toThrow();
    await log.idle();
    expect(warnings.join('\n')).toMatch(/could not write/);
    expect(log.query({}).total).toBe(1);
    await mkdir(path.dirname(file));
    log.record(login(2));
    await log.idle();
    // The next write rewrote the whole file: nothing lost, nothing glued together.
    expect((await linesOf(file)).map((line) => JSON.parse(line) as unknown)).toMatchObject([
      { id: 1 },
      { id: 2 },
    ]);
    await log.close();
  });
});

describe('a flood of one kind never pushes out another (issue 17)', () => {
  const failed = (n: number, ip = '198.51.100.9'): NewActivity => ({
    action: 'login_failed',
    entity: 'session',
    entity_id: null,
    actor: `user-${n}`,
    ip,
    summary: `Failed ${n}`,
  });
  const created = (n: number): NewActivity => ({
    action: 'create',
    entity: 'product',
    entity_id: n,
    actor: 'admin',
    ip: '10.0.0.1',
    summary: `Created product #${n}`,
  });
  const summaries = (log: Awaited<ReturnType<typeof openActivityLog>>) =>
    log.query({ pageSize: 200 }).data.map((entry) => entry.summary);

  it('sign-ins, failed attempts and content changes each keep their newest keepMax', async () => {
    const file = path.join(dir, 'activity.jsonl');
    const { logger } = captureLogger();
    const log = await openActivityLog({ file, logger, keepMax: 20 });
    log.record(login(1));
    log.record(created(1));
    for (let n = 1; n <= 500; n += 1) log.record(failed(n));
    // 500 failures: the newest 20 of them are kept, and the sign-in and the change too.
    expect(summaries(log)).toEqual([
      ...Array.from({ length: 20 }, (_, index) => `Failed ${500 - index}`),
      'Created product #1',
      'Signed in 1',
    ]);
    await log.close();
    const reopened = await openActivityLog({ file, logger, keepMax: 20 });
    expect(summaries(reopened)).toHaveLength(22);
    expect(summaries(reopened).slice(-2)).toEqual(['Created product #1', 'Signed in 1']);
    expect((await linesOf(file)).length).toBeLessThanOrEqual(22 + 2);
    await reopened.close();
  });

  it('a repeated event is one entry per source and window, with its count, kept across a restart', async () => {
    const file = path.join(dir, 'activity.jsonl');
    const { logger } = captureLogger();
    let clock = Date.parse('2026-11-28T10:00:00Z');
    const now = () => clock;
    const summarize = (count: number, actors: readonly string[]) =>
      `${count} refused as ${actors.join(', ')}`;
    const log = await openActivityLog({ file, logger, keepMax: 20, now });
    log.record(login(1));
    for (let n = 1; n <= 10_000; n += 1) {
      log.recordRepeated('203.0.113.5', failed(n, '203.0.113.5'), summarize);
    }
    log.recordRepeated('203.0.113.6', failed(1, '203.0.113.6'), summarize);
    expect(log.query({ action: 'login_failed' }).data).toEqual([
      expect.objectContaining({ ip: '203.0.113.6', count: 1, summary: '1 refused as user-1' }),
      expect.objectContaining({
        ip: '203.0.113.5',
        actor: 'user-1',
        count: 10_000,
        summary: '10000 refused as user-1, user-2, user-3, user-4, user-5',
      }),
    ]);
    // The window ends: the next one from the same source starts a new entry.
    clock += ACTIVITY_LIMITS.aggregateWindowMs;
    log.recordRepeated('203.0.113.5', failed(10_001, '203.0.113.5'), summarize);
    expect(log.query({ action: 'login_failed' }).data[0]).toMatchObject({
      ip: '203.0.113.5',
      count: 1,
    });
    expect(summaries(log).at(-1)).toBe('Signed in 1');
    await log.close();
    // Counts reached the file (a few lines, not 10,000), and a restart reads the last of each.
    expect((await linesOf(file)).length).toBeLessThan(20);
    const reopened = await openActivityLog({ file, logger, keepMax: 20 });
    expect(reopened.query({ action: 'login_failed' }).data.map((entry) => entry.count)).toEqual([
      1, 1, 10_000,
    ]);
    await reopened.close();
  });
});

describe('recording never fails the request', () => {
  it('answers 201 and logs a warning when the log file cannot be written', async () => {
    const { logger, warnings } = captureLogger();
    const dataDir = await makeDataDir();
    const t = await startTestApp({}, { dataDir, logger });
    try {
      const token = await t.token();
      // A folder where the file should be: appends and rewrites both fail.
      await rm(t.handle.paths.activityFile, { force: true });
      await mkdir(t.handle.paths.activityFile);
      const response = await t
        .api()
        .post('/gallery/upload')
        .set('Authorization', `Bearer ${token}`)
        .attach('images', await makePng(), png())
        .expect(201);
      expect(response.body).toMatchObject({ success: true });
      const list = await t
        .api()
        .get('/api/activity')
        .query({ entity: 'gallery' })
        .set('Authorization', `Bearer ${token}`)
        .expect(200);
      expect(list.body).toMatchObject({ total: 1 });
      await t.close();
      expect(warnings.join('\n')).toMatch(/Activity log/);
    } finally {
      await t.destroy();
    }
  });
});

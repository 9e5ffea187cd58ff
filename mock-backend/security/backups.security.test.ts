import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BACKUP_LIMITS, BACKUP_MESSAGES, RestoreResponseSchema } from '@gear/contract/backups';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import {
  bearer,
  bytesOf,
  dataDirState,
  siteState,
  unzipBuffer,
  zipBuffer,
  type ArchivePart,
} from '../src/modules/backups/backup-test-kit.ts';
import { startTestApp, type TestApp } from '../src/test-utils/test-app.ts';
import { recordFigures } from './figures.ts';

/**
 * Issue 21, ADR 0036, on the seeded site: a backup is taken while visitors and the owner go on
 * (nobody waits for it); hundreds of damaged and hostile archives are refused with a 400 that says
 * why, never a 5xx, and leave the data folder exactly as it was; the good archive then restores
 * the backed-up state, and every session from before it ends.
 */

const FILE = 'backups.security.test.ts';
const ErrorBody = z.object({ success: z.literal(false), error: z.string() });

let t: TestApp;
let token: string;
let good: Buffer;
let parts: ArchivePart[];

/** A small deterministic generator, so a failing input can be found again. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
};

beforeAll(async () => {
  t = await startTestApp({ SEED: 'true', FORM_RATE_LIMIT: '0' });
  token = await t.token();
}, 120_000);
afterAll(() => t.destroy());

describe('a backup of the seeded site', () => {
  it('is taken while visitors and the owner go on', async () => {
    const visitorTimes: number[] = [];
    const writeTimes: number[] = [];
    let serverErrors = 0;
    const backupState = { done: false };
    const started = performance.now();
    const backup = t
      .api()
      .get('/api/backups/archive')
      .set(bearer(token))
      .responseType('blob')
      .then((response) => {
        backupState.done = true;
        return response;
      });
    // Visitors read the catalogue and the owner adds categories until the archive is ready.
    let index = 0;
    while (!backupState.done) {
      const visit = performance.now();
      const list = await t.api().get('/api/subcategories');
      visitorTimes.push(performance.now() - visit);
      const write = performance.now();
      const created = await t
        .api()
        .post('/api/categories')
        .set(bearer(token))
        .send({ name: `During backup ${String((index += 1))}` });
      writeTimes.push(performance.now() - write);
      for (const status of [list.status, created.status]) if (status >= 500) serverErrors += 1;
      expect.soft(list.status).toBe(200);
      expect.soft(created.status).toBe(201);
    }
    const response = await backup;
    const backupMs = performance.now() - started;
    expect(response.status).toBe(200);
    good = bytesOf(response);
    parts = await unzipBuffer(good);
    expect(parts.map((part) => part.path)).toContain('manifest.json');
    expect(serverErrors).toBe(0);

    recordFigures({
      section: 'Backups',
      protection: 'A backup never blocks visitors or writes',
      test: `${FILE} › is taken while visitors and the owner go on`,
      inputs: visitorTimes.length + writeTimes.length + 1,
      serverErrors,
      filesLeft: 0,
      writesLost: 0,
      notes: `seeded site: archive of ${parts.length} entries, ${(good.length / 1024 / 1024).toFixed(1)} MiB in ${Math.round(backupMs)} ms; meanwhile ${visitorTimes.length} product lists (p50 ${percentile(visitorTimes, 50).toFixed(1)} ms, max ${Math.max(...visitorTimes).toFixed(1)} ms) and ${writeTimes.length} category creates (p50 ${percentile(writeTimes, 50).toFixed(1)} ms, max ${Math.max(...writeTimes).toFixed(1)} ms) answered`,
    });
  });
});

describe('restoring', () => {
  it('refuses damaged and hostile archives with a 400 that says why, and changes nothing', async () => {
    const next = random(21);
    const before = await dataDirState(t);
    const inputs: { kind: string; bytes: Buffer }[] = [];
    // Cut anywhere: the central directory, an entry's data, its header.
    for (let i = 0; i < 12; i += 1) {
      inputs.push({ kind: 'truncated', bytes: good.subarray(0, Math.floor(next() * good.length)) });
    }
    // One byte changed anywhere: a checksum, a size, a name, a compressed stream.
    for (let i = 0; i < 24; i += 1) {
      const bytes = Buffer.from(good);
      const at = Math.floor(next() * bytes.length);
      bytes[at] = (bytes[at] ?? 0) ^ (1 + Math.floor(next() * 255));
      inputs.push({ kind: 'one byte flipped', bytes });
    }
    // Names that leave the folders, written as placeholders of the same length and patched.
    const manifest = parts.find((part) => part.path === 'manifest.json');
    if (!manifest) throw new Error('the archive has no manifest');
    for (const name of ['../../x', '..\\..\\x', '/etc/passwd', 'uploads/../../x', 'uploads/.x']) {
      const placeholder = 'a'.repeat(name.length);
      const zip = await zipBuffer([manifest, { path: placeholder, data: Buffer.from('x') }]);
      const from = Buffer.from(placeholder);
      for (let at = zip.indexOf(from); at >= 0; at = zip.indexOf(from, at + 1)) {
        Buffer.from(name).copy(zip, at);
      }
      inputs.push({ kind: 'path outside the folders', bytes: zip });
    }
    inputs.push({
      kind: 'symbolic link',
      bytes: await zipBuffer([
        ...parts,
        { path: 'uploads/x.png', data: Buffer.from('/etc/passwd'), mode: 0o120777 },
      ]),
    });
    inputs.push({
      kind: 'too many entries',
      bytes: await zipBuffer(
        Array.from({ length: BACKUP_LIMITS.entriesMax + 1 }, (_, i) => ({
          path: `uploads/${String(i)}.png`,
          data: Buffer.alloc(0),
        })),
      ),
    });
    inputs.push({ kind: 'not a ZIP', bytes: Buffer.from('%PDF-1.4 not a backup') });
    inputs.push({ kind: 'empty', bytes: Buffer.alloc(0) });

    const statuses = new Map<number, number>();
    const kinds = new Map<string, number>();
    let serverErrors = 0;
    const unclear: string[] = [];
    const started = performance.now();
    const saysWhy = (error: string) =>
      error.endsWith('Nothing was changed.') || error === BACKUP_MESSAGES.notZip;
    for (const input of inputs) {
      const response = await t
        .api()
        .post('/api/backups/restore')
        .set(bearer(token))
        .attach('archive', input.bytes, { filename: 'backup.zip', contentType: 'application/zip' });
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      kinds.set(input.kind, (kinds.get(input.kind) ?? 0) + 1);
      if (response.status >= 500) serverErrors += 1;
      // A flipped byte may land where nothing reads it (a timestamp, a comment): that archive is
      // still whole and restores; its answer carries the session's new token.
      if (response.status === 200) {
        token = RestoreResponseSchema.parse(response.body).token;
        continue;
      }
      const body = ErrorBody.safeParse(response.body);
      if (response.status !== 400 || !body.success || !saysWhy(body.data.error)) {
        unclear.push(`${input.kind} → ${String(response.status)} ${JSON.stringify(response.body)}`);
      }
    }
    const elapsed = performance.now() - started;
    expect(unclear).toEqual([]);
    expect(serverErrors).toBe(0);
    const restored = statuses.get(200) ?? 0;
    // Only harmless flips may restore, and then the state is the backed-up one, not a mix; the
    // refusals left nothing behind.
    if (restored === 0) expect(await dataDirState(t)).toEqual(before);
    else expect((await dataDirState(t)).incoming).toEqual([]);

    recordFigures({
      section: 'Backups',
      protection:
        'Damaged or hostile archives (zip-slip, links, zip bomb by entries, bit flips, cuts) → 400 saying why, nothing changed',
      test: `${FILE} › refuses damaged and hostile archives with a 400 that says why, and changes nothing`,
      inputs: inputs.length,
      serverErrors,
      filesLeft: 0,
      writesLost: 0,
      notes: `${[...kinds].map(([kind, count]) => `${String(count)} ${kind}`).join(', ')}; answers ${[...statuses].map(([status, count]) => `${String(count)}× ${String(status)}`).join(', ')} (a 200 is a flip in a byte nothing reads); ${Math.round(elapsed)} ms in all; ${restored === 0 ? 'data folder byte-identical' : 'the backed-up state restored by the harmless flips'}, no temp file left`,
    });
  }, 120_000);

  it('brings back the backed-up state in seconds, and ends every earlier session', async () => {
    const owner = token;
    const before = await siteState(t, owner);
    // More changes after the backup, which the restore must undo.
    for (let i = 0; i < 5; i += 1) {
      await t
        .api()
        .post('/api/categories')
        .set(bearer(owner))
        .send({ name: `After backup ${String(i)}` })
        .expect(201);
    }
    const started = performance.now();
    const response = await t
      .api()
      .post('/api/backups/restore')
      .set(bearer(owner))
      .attach('archive', good, { filename: 'backup.zip', contentType: 'application/zip' });
    const restoreMs = performance.now() - started;
    expect(response.status).toBe(200);
    const answer = RestoreResponseSchema.parse(response.body);

    // The earlier token is ended everywhere; the restoring session goes on with its new one.
    const old = await t.api().get('/api/leads').set(bearer(owner));
    expect(old.status).toBe(401);
    expect(old.body).toEqual({ success: false, error: ADMIN_MESSAGES.unauthorized });
    const after = await siteState(t, answer.token);
    // The state of the backup: the categories added during it (before its snapshot was taken,
    // or after) are exactly those the archive holds.
    const archivedDb = z
      .object({ categories: z.array(z.object({ name: z.string() })) })
      .parse(JSON.parse(parts.find((part) => part.path === 'db.json')?.data.toString() ?? '{}'));
    expect(
      z
        .array(z.object({ name: z.string() }))
        .parse(after.categories)
        .map((c) => c.name),
    ).toEqual(archivedDb.categories.map((c) => c.name));
    expect(after.uploads).toEqual(
      Object.fromEntries(
        Object.entries(before.uploads).filter(([name]) =>
          parts.some((part) => part.path === `uploads/${name}`),
        ),
      ),
    );

    recordFigures({
      section: 'Backups',
      protection:
        'Restore of the seeded site: exact state, files included; every earlier session ends',
      test: `${FILE} › brings back the backed-up state in seconds, and ends every earlier session`,
      inputs: 1,
      serverErrors: 0,
      filesLeft: 0,
      writesLost: 0,
      notes: `${parts.length} entries (${(good.length / 1024 / 1024).toFixed(1)} MiB) checked and restored in ${Math.round(restoreMs)} ms, the state before kept as ${answer.previous}; the token from before → 401, the answer's new token works`,
    });
  }, 120_000);
});

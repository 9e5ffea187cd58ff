import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActivityListResponseSchema,
  type ActivityEntry,
  type ActivityListResponse,
} from '@gear/contract/activity';
import { ACTIVITY_LIMITS } from '@gear/contract/limits';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { makePdf, makePng, pdf, png } from '../../test-utils/fixtures.ts';
import { ADMIN, makeDataDir, startTestApp, type TestApp } from '../../test-utils/test-app.ts';
import { errorOf, galleryItemsOf, productOf, sliderOf, tokenOf } from '../../test-utils/bodies.ts';

const listOf = (response: { body: unknown }): ActivityListResponse =>
  ActivityListResponseSchema.parse(response.body);

let t: TestApp;
let token: string;
let pngBytes: Buffer;

beforeAll(async () => {
  t = await startTestApp();
  token = await t.token();
  pngBytes = await makePng();
});
afterAll(() => t.destroy());

const auth = () => ({ Authorization: `Bearer ${token}` });
const activity = (query: Record<string, string | number> = {}) =>
  t.api().get('/api/activity').query(query).set(auth()).expect(200).then(listOf);
/** The newest entry matching the query. */
async function newest(query: Record<string, string | number>): Promise<ActivityEntry> {
  const [entry] = (await activity({ ...query, pageSize: 1 })).data;
  if (!entry) throw new Error(`no entry for ${JSON.stringify(query)}`);
  return entry;
}

describe('GET /api/activity: access', () => {
  it('needs an admin token', async () => {
    const response = await t.api().get('/api/activity').expect(401);
    expect(errorOf(response)).toBe(ADMIN_MESSAGES.unauthorized);
    await t.api().get('/api/activity').set('Authorization', 'Bearer nope').expect(401);
  });

  it('answers 400 to a bad query, never 500', async () => {
    for (const query of [
      { action: 'hack' },
      { entity: 'user' },
      { from: 'yesterday' },
      { to: '2026-01-01' },
      { page: 0 },
      { pageSize: ACTIVITY_LIMITS.pageSizeMax + 1 },
      { q: 'x'.repeat(ACTIVITY_LIMITS.searchMax + 1) },
      { sort: 'asc' },
    ]) {
      const response = await t.api().get('/api/activity').query(query).set(auth());
      expect.soft(response.status, JSON.stringify(query)).toBe(400);
    }
    await t.api().get('/api/activity?action=login&action=logout').set(auth()).expect(400);
  });

  it('names the parameter in the 400 and takes a parameter sent empty as not set', async () => {
    for (const [query, message] of [
      [
        'action=hack',
        `Invalid query parameter "action": use one of login, login_failed, logout, create, update, delete, backup, restore, restore_refused, two_factor_on, two_factor_off, recovery_code_used, recovery_codes_renewed, password_change, sign_out_everywhere.`,
      ],
      [
        'entity=user',
        `Invalid query parameter "entity": use one of session, slider, product, gallery, ebrochure, lead, category, account, backup.`,
      ],
      ['page=0', 'Invalid query parameter "page": use a whole number from 1.'],
      ['from=yesterday', 'Invalid query parameter "from": Use an ISO 8601 date-time.'],
      ['action=login&action=logout', 'Invalid query parameter "action": send it once.'],
      ['sort=asc', 'Unknown query parameter: sort.'],
    ]) {
      const response = await t.api().get(`/api/activity?${query}`).set(auth()).expect(400);
      expect.soft(errorOf(response), query).toBe(message);
    }
    const all = await activity();
    expect(await activity({ action: '', entity: '', q: '' })).toEqual(all);
  });
});

describe('what is recorded', () => {
  it('logs a successful login with the username and the client IP', async () => {
    await t.api().post('/logAdmin').set('X-Forwarded-For', '203.0.113.7').send(ADMIN).expect(200);
    expect(await newest({ action: 'login' })).toMatchObject({
      action: 'login',
      entity: 'session',
      entity_id: null,
      actor: ADMIN.username,
      ip: '203.0.113.7',
      summary: 'Signed in',
    });
  });

  it('logs failed logins with the username tried, throttled ones too', async () => {
    const attempt = () =>
      t
        .api()
        .post('/logAdmin')
        .set('X-Forwarded-For', '198.51.100.23')
        .send({ username: 'mallory', password: 'guess' });
    for (let i = 0; i < 5; i += 1) await attempt().expect(401);
    await attempt().expect(429);
    const failed = await activity({ action: 'login_failed', q: '198.51.100.23' });
    expect(failed.total).toBe(6);
    expect(failed.data.every((entry) => entry.actor === 'mallory')).toBe(true);
    expect(failed.data[0]?.summary).toBe('Failed login as "mallory" (refused: too many attempts)');
    expect(failed.data[1]?.summary).toBe('Failed login as "mallory" (wrong username or password)');
    // A malformed body is no login attempt.
    await t.api().post('/logAdmin').send({ username: 'mallory' }).expect(400);
    expect((await activity({ action: 'login_failed', q: 'mallory' })).total).toBe(6);
  });

  it('logs a logout with the user of the token', async () => {
    const login = await t.api().post('/logAdmin').set('X-Forwarded-For', '10.1.2.3').send(ADMIN);
    const other = tokenOf(login);
    await t
      .api()
      .post('/logout')
      .set('Authorization', `Bearer ${other}`)
      .set('X-Forwarded-For', '10.1.2.3')
      .send({})
      .expect(200);
    expect(await newest({ action: 'logout' })).toMatchObject({
      entity: 'session',
      actor: ADMIN.username,
      ip: '10.1.2.3',
      summary: 'Signed out',
    });
  });

  it('logs slider create, update and delete with the actor and the id', async () => {
    const created = sliderOf(
      await t
        .api()
        .post('/sliders/addSlider')
        .set(auth())
        .set('X-Forwarded-For', '192.0.2.10')
        .field('title', 'Helical  line')
        .field('description', 'b')
        .attach('image', pngBytes, png())
        .expect(201),
    );
    const id = created.id;
    expect(await newest({ entity: 'slider' })).toMatchObject({
      action: 'create',
      entity_id: id,
      actor: ADMIN.username,
      ip: '192.0.2.10',
      summary: `Created slider #${id} "Helical line"`,
    });
    await t
      .api()
      .put(`/sliders/updateSlider/${id}`)
      .set(auth())
      .field('title', 'Bevel line')
      .field('description', 'c')
      .expect(200);
    expect(await newest({ entity: 'slider' })).toMatchObject({
      action: 'update',
      entity_id: id,
      summary: `Updated slider #${id} "Bevel line"`,
    });
    await t.api().delete(`/sliders/deleteSlider/${id}`).set(auth()).expect(200);
    expect(await newest({ entity: 'slider' })).toMatchObject({
      action: 'delete',
      entity_id: id,
      actor: ADMIN.username,
      summary: `Deleted slider #${id} "Bevel line"`,
    });
  });

  it('logs product create, update and delete', async () => {
    const product = productOf(
      await t
        .api()
        .post('/api/subcategories')
        .set(auth())
        .field('title', 'Spur gear')
        .field('description', '<p>Hardened</p>')
        .attach('image', pngBytes, png())
        .expect(201),
    );
    const id = product.id;
    expect(await newest({ entity: 'product' })).toMatchObject({
      action: 'create',
      entity_id: id,
      actor: ADMIN.username,
      summary: `Created product #${id} "Spur gear"`,
    });
    await t
      .api()
      .patch(`/api/subcategories/${id}`)
      .set(auth())
      .field('title', 'Spur gear M2')
      .field('description', '<p>Hardened</p>')
      .expect(200);
    expect((await newest({ entity: 'product' })).summary).toBe(
      `Updated product #${id} "Spur gear M2"`,
    );
    await t.api().delete(`/api/subcategories/${id}`).set(auth()).expect(200);
    expect(await newest({ entity: 'product' })).toMatchObject({
      action: 'delete',
      entity_id: id,
      summary: `Deleted product #${id} "Spur gear M2"`,
    });
  });

  it('logs each uploaded gallery image, a replacement and a delete', async () => {
    const items = galleryItemsOf(
      await t
        .api()
        .post('/gallery/upload')
        .set(auth())
        .attach('images', pngBytes, png('a.png'))
        .attach('images', pngBytes, png('b.png'))
        .expect(201),
    );
    const ids = items.map((item) => item.id);
    const uploaded = await activity({ entity: 'gallery', action: 'create', pageSize: 2 });
    expect(uploaded.data.map((entry) => entry.entity_id).sort()).toEqual([...ids].sort());
    expect(uploaded.data.map((entry) => entry.summary).sort()).toEqual(
      ids.map((id) => `Uploaded gallery image #${id}`).sort(),
    );
    const [first] = ids;
    if (first === undefined) throw new Error('no upload');
    await t
      .api()
      .put(`/gallery/${first}`)
      .set(auth())
      .attach('images', pngBytes, png())
      .expect(200);
    expect(await newest({ entity: 'gallery' })).toMatchObject({
      action: 'update',
      entity_id: first,
      summary: `Replaced gallery image #${first}`,
    });
    await t.api().delete(`/gallery/${first}`).set(auth()).expect(200);
    expect(await newest({ entity: 'gallery' })).toMatchObject({
      action: 'delete',
      entity_id: first,
      actor: ADMIN.username,
      summary: `Deleted gallery image #${first}`,
    });
  });

  it('logs the e-brochure create, update and delete', async () => {
    await t
      .api()
      .post('/api/ebrochure')
      .set(auth())
      .attach('cover_image', pngBytes, png())
      .attach('pdf_file', makePdf(), pdf())
      .expect(201);
    expect(await newest({ entity: 'ebrochure' })).toMatchObject({
      action: 'create',
      entity_id: null,
      actor: ADMIN.username,
      summary: 'Created the e-brochure',
    });
    await t
      .api()
      .post('/api/ebrochure')
      .set(auth())
      .attach('pdf_file', makePdf(), pdf())
      .expect(200);
    expect(await newest({ entity: 'ebrochure' })).toMatchObject({
      action: 'update',
      summary: 'Updated the e-brochure (new PDF)',
    });
    await t.api().delete('/api/ebrochure').set(auth()).expect(200);
    expect(await newest({ entity: 'ebrochure' })).toMatchObject({
      action: 'delete',
      summary: 'Deleted the e-brochure',
    });
  });

  it('records nothing for a change that failed', async () => {
    const before = (await activity()).total;
    await t.api().delete('/sliders/deleteSlider/9999').set(auth()).expect(404);
    await t.api().delete('/api/subcategories/9999').set(auth()).expect(404);
    await t.api().delete('/gallery/9999').set(auth()).expect(404);
    await t.api().delete('/api/ebrochure').set(auth()).expect(404);
    await t.api().post('/sliders/addSlider').set(auth()).field('title', 'x').expect(400);
    await t.api().post('/gallery/upload').expect(401);
    expect((await activity()).total).toBe(before);
  });
});

describe('filters and paging', () => {
  it('lists newest first with ids counting up', async () => {
    const { data } = await activity({ pageSize: ACTIVITY_LIMITS.pageSizeMax });
    const ids = data.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const times = data.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('filters by action, entity and text (summary, actor, IP; any case)', async () => {
    const deletes = await activity({ action: 'delete' });
    expect(deletes.total).toBe(4);
    expect(deletes.data.every((entry) => entry.action === 'delete')).toBe(true);
    const productDeletes = await activity({ action: 'delete', entity: 'product' });
    expect(productDeletes.total).toBe(1);
    expect((await activity({ q: 'SPUR GEAR' })).total).toBe(3);
    expect((await activity({ q: 'MALLORY' })).total).toBe(6);
    expect((await activity({ q: '192.0.2.10' })).data[0]?.summary).toMatch(/^Created slider/);
    expect((await activity({ q: 'nothing like this' })).total).toBe(0);
  });

  it('filters by time (inclusive bounds, any offset)', async () => {
    const all = await activity({ pageSize: ACTIVITY_LIMITS.pageSizeMax });
    const oldest = all.data.at(-1);
    if (!oldest) throw new Error('empty log');
    expect((await activity({ from: oldest.at })).total).toBe(all.total);
    expect((await activity({ to: oldest.at })).total).toBeGreaterThanOrEqual(1);
    expect((await activity({ to: '2000-01-01T00:00:00Z' })).total).toBe(0);
    expect((await activity({ from: '2999-01-01T00:00:00+05:30' })).total).toBe(0);
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const inHour = new Date(Date.now() + 3_600_000).toISOString();
    expect((await activity({ from: hourAgo, to: inHour })).total).toBe(all.total);
  });

  it('pages with page and pageSize; default page size from the limits', async () => {
    const all = await activity({ pageSize: ACTIVITY_LIMITS.pageSizeMax });
    const first = await activity({ pageSize: 3 });
    const second = await activity({ pageSize: 3, page: 2 });
    expect(first).toMatchObject({ page: 1, pageSize: 3, total: all.total });
    expect(second.page).toBe(2);
    expect([...first.data, ...second.data]).toEqual(all.data.slice(0, 6));
    expect((await activity({ page: 1000 })).data).toEqual([]);
    expect((await activity()).pageSize).toBe(ACTIVITY_LIMITS.pageSizeDefault);
  });
});

describe('storage', () => {
  it('keeps the log across a restart (activity.jsonl in DATA_DIR)', async () => {
    const before = await activity({ pageSize: ACTIVITY_LIMITS.pageSizeMax });
    await t.restart();
    const after = await activity({ pageSize: ACTIVITY_LIMITS.pageSizeMax });
    // The login of the first call after the restart is not there: `token` is still valid.
    expect(after).toEqual(before);
    const lines = (await readFile(t.handle.paths.activityFile, 'utf8')).trim().split('\n');
    expect(lines).toHaveLength(before.total);
  });

  it('skips a torn last line (a crash mid-append) and goes on counting', async () => {
    const before = await activity({ pageSize: 1 });
    await t.close();
    await appendFile(t.handle.paths.activityFile, '{"id":99999,"at":"2026-');
    await t.restart();
    const after = await activity({ pageSize: 1 });
    expect(after.total).toBe(before.total);
    await t.api().delete('/gallery/9999').set(auth()).expect(404);
    await t.api().post('/logAdmin').send({ username: 'eve', password: 'x' }).expect(401);
    const [entry] = (await activity({ pageSize: 1 })).data;
    expect(entry?.id).toBe((before.data[0]?.id ?? 0) + 1);
    expect(entry?.actor).toBe('eve');
    // The file was rewritten without the torn piece: every line parses.
    await t.close();
    const text = await readFile(t.handle.paths.activityFile, 'utf8');
    expect(text.endsWith('\n')).toBe(true);
    expect(() =>
      text
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as unknown),
    ).not.toThrow();
    await t.restart();
    expect((await activity({ pageSize: 1 })).total).toBe(before.total + 1);
  });

  it(`keeps the newest ${ACTIVITY_LIMITS.keepMax} entries`, async () => {
    const dataDir = await makeDataDir();
    const entries = Array.from({ length: ACTIVITY_LIMITS.keepMax + 1_500 }, (_, index) => ({
      id: index + 1,
      at: new Date(Date.UTC(2026, 0, 1) + index * 1000).toISOString(),
      action: 'login',
      entity: 'session',
      entity_id: null,
      actor: 'admin',
      ip: '10.0.0.1',
      summary: `Signed in (${index + 1})`,
    }));
    await writeFile(
      `${dataDir}/activity.jsonl`,
      entries.map((entry) => `${JSON.stringify(entry)}\n`).join(''),
    );
    const big = await startTestApp({}, { dataDir });
    try {
      const bigToken = await big.token();
      const list = ActivityListResponseSchema.parse(
        (
          await big
            .api()
            .get('/api/activity')
            .query({ pageSize: 1, page: ACTIVITY_LIMITS.keepMax })
            .set('Authorization', `Bearer ${bigToken}`)
            .expect(200)
        ).body,
      );
      expect(list.total).toBe(ACTIVITY_LIMITS.keepMax);
      // The oldest kept: the newest keepMax of the file plus the login just made.
      expect(list.data[0]?.id).toBe(1_500 + 2);
      // The file was compacted at start: the oldest 1,500 are gone from it too.
      await big.close();
      const lines = (await readFile(`${dataDir}/activity.jsonl`, 'utf8')).trim().split('\n');
      expect(lines.length).toBeLessThanOrEqual(ACTIVITY_LIMITS.keepMax * 1.1);
      expect(JSON.parse(lines[0] ?? '')).toMatchObject({ id: 1_501 });
    } finally {
      await big.destroy();
    }
  });
});

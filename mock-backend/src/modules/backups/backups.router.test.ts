import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ActivityListResponseSchema } from '@gear/contract/activity';
import {
  BACKUP_MESSAGES,
  BackupListResponseSchema,
  BackupManifestSchema,
  RestoreResponseSchema,
  STORED_BACKUP_NAME,
} from '@gear/contract/backups';
import { ADMIN_MESSAGES, API_ERRORS } from '@gear/contract/messages';
import { errorOf } from '../../test-utils/bodies.ts';
import { makePdf, pdf, png } from '../../test-utils/fixtures.ts';
import { startTestApp, type TestApp } from '../../test-utils/test-app.ts';
import { bearer, bytesOf, seedSite, siteState, unzipBuffer, widePng } from './backup-test-kit.ts';
import { readableInstant } from './backup-names.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.token();
  await seedSite(t, token);
});
afterAll(() => t.destroy());

const activityOf = async (as: string) =>
  ActivityListResponseSchema.parse(
    (await t.api().get('/api/activity?pageSize=200').set(bearer(as)).expect(200)).body,
  ).data;

const download = async (as: string) =>
  t.api().get('/api/backups/archive').set(bearer(as)).responseType('blob').expect(200);

describe('the owner backs up and restores everything', () => {
  it('round trip: the API answers exactly the backed-up records, the files byte for byte', async () => {
    const before = await siteState(t, token);
    const activityBefore = await activityOf(token);
    const response = await download(token);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="gear-backup-\d{8}T\d{6}Z\.zip"$/,
    );
    const archive = bytesOf(response);
    expect(response.headers['content-length']).toBe(String(archive.length));
    const entries = await unzipBuffer(archive);
    const manifest = BackupManifestSchema.parse(
      JSON.parse(entries.find((entry) => entry.path === 'manifest.json')?.data.toString() ?? ''),
    );
    expect(manifest.counts).toEqual({
      sliders: 0,
      products: 1,
      categories: 1,
      gallery: 2,
      ebrochure: 1,
      leads: 2,
      activity: activityBefore.length,
      // Two pictures with two derivatives each, a small one, the cover and the PDF.
      uploads: 9,
      quote_files: 1,
    });
    expect(entries.map((entry) => entry.path).sort()).toEqual(
      [
        'manifest.json',
        'db.json',
        'activity.jsonl',
        ...Object.keys(before.uploads).map((name) => `uploads/${name}`),
        ...Object.keys(before.quoteFiles).map((name) => `quote-files/${name}`),
      ].sort(),
    );

    // Change more: a new product (and its files), a gallery image and the quote lead deleted.
    const auth = bearer(token);
    await t
      .api()
      .post('/api/subcategories')
      .set(auth)
      .field('title', 'Helical gear')
      .field('description', '<p>New</p>')
      .attach('image', await widePng(), png())
      .expect(201);
    const galleryId = z.array(z.object({ id: z.number() })).parse(before.gallery)[0]?.id;
    await t.api().delete(`/gallery/${galleryId}`).set(auth).expect(200);
    const quote = t.handle.store.read().leads.find((lead) => lead.kind === 'quote');
    await t.api().delete(`/api/leads/${quote?.id}`).set(auth).expect(200);
    await t
      .api()
      .post('/api/ebrochure')
      .set(auth)
      .attach('pdf_file', makePdf(), pdf('new.pdf'))
      .expect(200);
    expect(await siteState(t, token)).not.toEqual(before);

    const restored = await t
      .api()
      .post('/api/backups/restore')
      .set(auth)
      .attach('archive', archive, { filename: 'backup.zip', contentType: 'application/zip' })
      .expect(200);
    const answer = RestoreResponseSchema.parse(restored.body);
    expect(answer).toEqual({
      success: true,
      message: BACKUP_MESSAGES.restored(readableInstant(manifest.created_at)),
      token: expect.any(String) as string,
      restored: { created_at: manifest.created_at, counts: manifest.counts },
      previous: expect.stringMatching(STORED_BACKUP_NAME) as string,
    });
    expect(answer.previous).toMatch(/^gear-backup-pre-restore-/);

    // Every session before the restore has ended; this one goes on with the new token.
    const stale = await t.api().get('/api/backups').set(auth).expect(401);
    expect(errorOf(stale)).toBe(ADMIN_MESSAGES.unauthorized);
    expect(await siteState(t, answer.token)).toEqual(before);

    // The archive's log, then the security events since it was made (the download itself), then
    // the restore: a restore never erases the security trail.
    const activityAfter = await activityOf(answer.token);
    expect(activityAfter.slice(2)).toEqual(activityBefore);
    expect(activityAfter[1]).toMatchObject({ action: 'backup', entity: 'backup', actor: 'admin' });
    expect(activityAfter[0]).toMatchObject({
      action: 'restore',
      entity: 'backup',
      actor: 'admin',
      summary: `Restored the backup of ${readableInstant(manifest.created_at)} (1 product, 10 files); the data before it is kept as ${answer.previous}`,
    });

    const list = BackupListResponseSchema.parse(
      (await t.api().get('/api/backups').set(bearer(answer.token)).expect(200)).body,
    );
    expect(list.data.map((backup) => [backup.name, backup.kind])).toEqual([
      [answer.previous, 'pre-restore'],
    ]);
    // What a backup now would hold: the restored state; its log has the download and the restore.
    const current = { ...manifest.counts, activity: manifest.counts.activity + 2 };
    expect(list).toMatchObject({ auto: false, keep: 7, current });
    // Nothing left over: no staging folder, journal, upload or work file.
    const dataDir = await readdir(t.dataDir);
    expect(
      dataDir.filter((name) => name.startsWith('.restore') || name.includes('journal')),
    ).toEqual([]);
    expect(await readdir(t.handle.paths.backupsDir)).toEqual(['.incoming', answer.previous]);
    expect(await readdir(`${t.handle.paths.backupsDir}/.incoming`)).toEqual([]);
    token = answer.token;
  });

  it('the stored backup before a restore downloads by its name; other names are 404', async () => {
    const list = BackupListResponseSchema.parse(
      (await t.api().get('/api/backups').set(bearer(token)).expect(200)).body,
    );
    const name = list.data[0]?.name ?? '';
    const stored = await t
      .api()
      .get(`/api/backups/${name}`)
      .set(bearer(token))
      .responseType('blob')
      .expect(200);
    expect(stored.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
    expect(bytesOf(stored).length).toBe(list.data[0]?.bytes);
    for (const other of ['gear-backup-auto-x.zip', '..%2Fdb.json', 'db.json', 'archive.zip']) {
      const response = await t.api().get(`/api/backups/${other}`).set(bearer(token));
      expect.soft(`${other} ${response.status}`).toBe(`${other} 404`);
      expect.soft(response.body).toEqual({ success: false, error: BACKUP_MESSAGES.notFound });
    }
  });

  it('records each backup in the activity log as a security event', async () => {
    await download(token);
    const [latest] = await activityOf(token);
    expect(latest).toMatchObject({ action: 'backup', entity: 'backup', actor: 'admin' });
    expect(latest?.summary).toMatch(/^Downloaded a backup \(1 product, 10 files, \d+ KB\)$/);
  });

  it('asks for an archive, and only one', async () => {
    const none = await t.api().post('/api/backups/restore').set(bearer(token)).expect(400);
    expect(errorOf(none)).toBe(BACKUP_MESSAGES.archiveRequired);
    const json = await t
      .api()
      .post('/api/backups/restore')
      .set(bearer(token))
      .send({ archive: 'x' })
      .expect(415);
    expect(errorOf(json)).toBe(API_ERRORS.unsupportedMediaType);
    const other = await t
      .api()
      .post('/api/backups/restore')
      .set(bearer(token))
      .attach('file', Buffer.from('PK'), 'x.zip')
      .expect(400);
    expect(errorOf(other)).toBe(API_ERRORS.unexpectedFile);
    expect(await readdir(`${t.handle.paths.backupsDir}/.incoming`)).toEqual([]);
  });
});

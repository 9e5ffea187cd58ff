import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ActivityListResponseSchema } from '@gear/contract/activity';
import { BACKUP_MESSAGES } from '@gear/contract/backups';
import { errorOf } from '../../test-utils/bodies.ts';
import { makeJpeg, makePng } from '../../test-utils/fixtures.ts';
import { startTestApp, type TestApp } from '../../test-utils/test-app.ts';
import {
  bearer,
  bytesOf,
  dataDirState,
  seedSite,
  unzipBuffer,
  withFreshManifest,
  zipBuffer,
  type ArchivePart,
} from './backup-test-kit.ts';

let t: TestApp;
let token: string;
/** A good archive of the seeded site, taken apart. */
let parts: ArchivePart[];
let good: Buffer;
let before: Awaited<ReturnType<typeof dataDirState>>;

beforeAll(async () => {
  t = await startTestApp();
  token = await t.token();
  await seedSite(t, token);
  const response = await t
    .api()
    .get('/api/backups/archive')
    .set(bearer(token))
    .responseType('blob')
    .expect(200);
  good = bytesOf(response);
  parts = await unzipBuffer(good);
  before = await dataDirState(t);
});
afterAll(() => t.destroy());

const part = (predicate: (path: string) => boolean): ArchivePart => {
  const found = parts.find((candidate) => predicate(candidate.path));
  if (!found) throw new Error('No such part in the test archive');
  return found;
};
/** A gallery picture as the server stored it (re-encoded PNG, not a derivative). */
const pngUpload = () => part((path) => /^uploads\/[0-9a-f-]{36}\.png$/.test(path));
const replaced = (target: ArchivePart, data: Buffer) =>
  parts.map((candidate) => (candidate === target ? { ...candidate, data } : candidate));

/** A ZIP whose entry is named `name`: written as a placeholder of equal length, then patched. */
async function zipWithRawName(name: string): Promise<Buffer> {
  const placeholder = 'a'.repeat(name.length);
  const zip = await zipBuffer([
    part((path) => path === 'manifest.json'),
    { path: placeholder, data: Buffer.from('x') },
  ]);
  const from = Buffer.from(placeholder);
  const to = Buffer.from(name);
  // In the local header and in the central directory.
  for (let at = zip.indexOf(from); at >= 0; at = zip.indexOf(from, at + 1)) to.copy(zip, at);
  return zip;
}

const cases: [string, () => Promise<Buffer>, () => string][] = [
  [
    'a truncated archive',
    () => Promise.resolve(good.subarray(0, Math.floor(good.length / 2))),
    () => BACKUP_MESSAGES.damaged('the end of the archive is missing'),
  ],
  [
    'a file that does not match its checksum',
    async () => {
      const target = pngUpload();
      const data = Buffer.from(target.data);
      data[data.length - 1] = (data.at(-1) ?? 0) ^ 0xff;
      return zipBuffer(replaced(target, data));
    },
    () => BACKUP_MESSAGES.checksum(pngUpload().path),
  ],
  [
    'an entry ../../x',
    () => zipWithRawName('../../x'),
    () => BACKUP_MESSAGES.unsafePath('../../x'),
  ],
  [
    'an absolute path',
    () => zipWithRawName('/etc/cron.d/x'),
    () => BACKUP_MESSAGES.unsafePath('/etc/cron.d/x'),
  ],
  [
    'a symbolic link',
    () =>
      zipBuffer([
        ...parts,
        { path: 'uploads/link.png', data: Buffer.from('/etc/passwd'), mode: 0o120777 },
      ]),
    () => BACKUP_MESSAGES.link('uploads/link.png'),
  ],
  [
    'a 10,000-entry archive',
    () =>
      zipBuffer(
        Array.from({ length: 10_000 }, (_, index) => ({
          path: `uploads/${index}.png`,
          data: Buffer.alloc(0),
        })),
      ),
    () => BACKUP_MESSAGES.tooManyEntries(10_000),
  ],
  [
    'a record failing its schema',
    async () => {
      const db = part((path) => path === 'db.json');
      const records = z
        .object({ subcategories: z.array(z.record(z.string(), z.unknown())) })
        .loose()
        .parse(JSON.parse(db.data.toString()));
      const product = records.subcategories[0] ?? {};
      product.title = 42;
      return zipBuffer(withFreshManifest(replaced(db, Buffer.from(JSON.stringify(records)))));
    },
    () =>
      BACKUP_MESSAGES.badRecord(
        'subcategories[0].title',
        'Invalid input: expected string, received number',
      ),
  ],
  [
    'a file whose content is not its type',
    async () => zipBuffer(withFreshManifest(replaced(pngUpload(), await makeJpeg()))),
    () => BACKUP_MESSAGES.badFile(pngUpload().path, 'its content is not a PNG picture'),
  ],
  ['a file that is no ZIP', () => makePng(), () => BACKUP_MESSAGES.notZip],
  [
    'an archive without a manifest',
    () => zipBuffer(parts.filter((candidate) => candidate.path !== 'manifest.json')),
    () => BACKUP_MESSAGES.noManifest,
  ],
  [
    'a file the manifest does not list',
    () => zipBuffer([...parts, { path: 'uploads/extra.png', data: Buffer.from('x') }]),
    () => BACKUP_MESSAGES.unlisted('uploads/extra.png'),
  ],
  [
    'a file the records refer to missing',
    async () =>
      zipBuffer(withFreshManifest(parts.filter((candidate) => candidate !== pngUpload()))),
    () => BACKUP_MESSAGES.missingFile(pngUpload().path),
  ],
  [
    'an entry twice',
    () => zipBuffer([...parts, part((path) => path === 'db.json')]),
    () => BACKUP_MESSAGES.duplicate('db.json'),
  ],
];

describe('a broken or hostile archive changes nothing and says what is wrong', () => {
  it.each(cases)('refuses %s', async (_name, build, message) => {
    const response = await t
      .api()
      .post('/api/backups/restore')
      .set(bearer(token))
      .attach('archive', await build(), { filename: 'backup.zip', contentType: 'application/zip' })
      .expect(400);
    expect(errorOf(response)).toBe(message());
    // Nothing changed, nothing left behind, no backup of the state before was needed.
    expect(await dataDirState(t)).toEqual(before);
  });

  it('logs each refusal as a security event, with its reason', async () => {
    const activity = ActivityListResponseSchema.parse(
      (await t.api().get('/api/activity?action=restore_refused').set(bearer(token)).expect(200))
        .body,
    ).data;
    expect(activity).toHaveLength(cases.length);
    expect(activity.at(-1)).toMatchObject({
      action: 'restore_refused',
      entity: 'backup',
      actor: 'admin',
      summary:
        'Refused to restore an archive: The archive is damaged or incomplete (the end of the archive is missing).',
    });
  });

  it('the good archive still restores afterwards', async () => {
    await t
      .api()
      .post('/api/backups/restore')
      .set(bearer(token))
      .attach('archive', good, { filename: 'backup.zip', contentType: 'application/zip' })
      .expect(200);
  });
});

import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { parse } from 'zod/mini';
import { fromBuffer, type Entry } from 'yauzl';
import { ZipFile } from 'yazl';
import { BACKUP_FORMAT, BACKUP_VERSION, BackupManifestSchema } from '@gear/contract/backups';
import { drawingFiles, QUOTE_REQUEST } from '../../test-utils/drawings.ts';
import { makePdf, makePng, pdf, png } from '../../test-utils/fixtures.ts';
import type { TestApp } from '../../test-utils/test-app.ts';

/** Test helpers of the backups module: archives made and taken apart, a site's whole state. */

/** The bytes of a download asked for with `.responseType('blob')`. */
export function bytesOf(response: { body: unknown }): Buffer {
  const { body } = response;
  if (!Buffer.isBuffer(body)) throw new Error('The answer has no binary body.');
  return body;
}

/** A PNG wide enough to get WebP derivatives (480 px and its own width). */
export const widePng = () =>
  sharp({ create: { width: 640, height: 400, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer();

export interface ArchivePart {
  path: string;
  data: Buffer;
  /** Unix mode bits as a ZIP stores them (0o120777: a symbolic link). */
  mode?: number;
}

export function zipBuffer(parts: readonly ArchivePart[]): Promise<Buffer> {
  const zip = new ZipFile();
  for (const part of parts) {
    // Stored, not deflated: quick to make, even with thousands of entries.
    zip.addBuffer(part.data, part.path, {
      compress: false,
      ...(part.mode === undefined ? {} : { mode: part.mode }),
    });
  }
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    zip.outputStream.on('error', reject);
  });
}

/** Every entry of an archive (trusted: the tests' own). */
export function unzipBuffer(buffer: Buffer): Promise<ArchivePart[]> {
  return new Promise((resolve, reject) => {
    fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error) {
        reject(error);
        return;
      }
      const parts: ArchivePart[] = [];
      zip.on('error', reject);
      zip.on('end', () => {
        resolve(parts);
      });
      zip.on('entry', (entry: Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) {
            reject(streamError);
            return;
          }
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            parts.push({ path: entry.fileName, data: Buffer.concat(chunks) });
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** The parts of an archive with its manifest made again for them (a consistent, tampered archive). */
export function withFreshManifest(parts: readonly ArchivePart[]): ArchivePart[] {
  const manifestPart = parts.find((part) => part.path === 'manifest.json');
  const others = parts.filter((part) => part.path !== 'manifest.json');
  const old = manifestPart
    ? parse(BackupManifestSchema, JSON.parse(manifestPart.data.toString()))
    : null;
  const manifest = {
    ...(old ?? {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      created_at: new Date().toISOString(),
      kind: 'download',
    }),
    files: others.map((part) => ({
      path: part.path,
      bytes: part.data.length,
      sha256: sha256(part.data),
    })),
  };
  return [...others, { path: 'manifest.json', data: Buffer.from(JSON.stringify(manifest)) }];
}

/** The admin's Authorization header. */
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * Content of every kind a backup holds: a category and a product with a picture, a gallery image
 * with derivatives, the brochure (cover and PDF), a contact lead and a quote with a drawing.
 */
export async function seedSite(t: TestApp, token: string): Promise<void> {
  const auth = bearer(token);
  await t.api().post('/api/categories').set(auth).send({ name: 'Spur gears' }).expect(201);
  await t
    .api()
    .post('/api/subcategories')
    .set(auth)
    .field('title', 'Spur gear')
    .field('description', '<p>Hardened</p>')
    .attach('image', await widePng(), png('spur.png'))
    .expect(201);
  await t
    .api()
    .post('/gallery/upload')
    .set(auth)
    .attach('images', await widePng(), png('shop.png'))
    .attach('images', await makePng(), png('small.png'))
    .expect(201);
  await t
    .api()
    .post('/api/ebrochure')
    .set(auth)
    .attach('cover_image', await makePng(), png('cover.png'))
    .attach('pdf_file', makePdf(), pdf())
    .expect(201);
  await t
    .api()
    .post('/api/contact')
    .send({ name: 'Ravi', email: 'ravi@example.com', phone: '0281-2345678', message: 'Gears?' })
    .expect(200);
  const drawing = (await drawingFiles()).step;
  await t
    .api()
    .post('/api/quote')
    .field('request', JSON.stringify(QUOTE_REQUEST))
    .attach('drawings', drawing.bytes, {
      filename: drawing.name,
      contentType: 'application/octet-stream',
    })
    .expect(201);
  await t.handle.tasks.idle();
}

/** Every file of a folder by name, with its SHA-256 (none for a missing folder). */
async function filesOf(dir: string): Promise<Record<string, string>> {
  const names = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const files: Record<string, string> = {};
  for (const entry of names) {
    if (entry.isFile()) files[entry.name] = sha256(await readFile(path.join(dir, entry.name)));
  }
  return files;
}

/** What a client sees of the site, and the files on disk. */
export async function siteState(t: TestApp, token: string) {
  const get = async (url: string) =>
    (await t.api().get(url).set(bearer(token)).expect(200)).body as unknown;
  return {
    sliders: await get('/sliders/getSliders'),
    products: await get('/api/subcategories'),
    categories: await get('/api/categories'),
    gallery: await get('/gallery/'),
    ebrochure: await get('/api/ebrochure'),
    leads: await get('/api/leads?pageSize=100'),
    uploads: await filesOf(t.handle.paths.uploadsDir),
    quoteFiles: await filesOf(t.handle.paths.quoteFilesDir),
  };
}

/** What a refused restore must leave exactly as it was, and what it must not leave behind. */
export async function dataDirState(t: TestApp) {
  const { paths } = t.handle;
  const list = async (dir: string) => (await readdir(dir).catch(() => [])).sort();
  return {
    db: await readFile(paths.dbFile, 'utf8'),
    uploads: await filesOf(paths.uploadsDir),
    quoteFiles: await filesOf(paths.quoteFilesDir),
    dataDir: await list(paths.dataDir),
    backups: await list(paths.backupsDir),
    incoming: await list(path.join(paths.backupsDir, '.incoming')),
  };
}

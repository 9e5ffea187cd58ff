import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import express, { type Express } from 'express';

export type FileExtension = 'png' | 'jpg' | 'gif' | 'pdf';

const CONTENT_TYPES: Record<FileExtension, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

const STORED_NAME = /^[0-9a-f]{32}\.(png|jpg|gif|pdf)$/;

function extensionOfName(name: string): FileExtension | undefined {
  const match = STORED_NAME.exec(name);
  const extension = match?.[1];
  return extension === 'png' || extension === 'jpg' || extension === 'gif' || extension === 'pdf'
    ? extension
    : undefined;
}

/** Uploaded and seeded files on disk, addressed by absolute URLs on the asset origin. */
export class FileStore {
  readonly dir: string;
  readonly baseUrl: string;

  /** `baseUrl` is the asset origin (no trailing slash); files are `${baseUrl}/files/<name>`. */
  constructor(dir: string, baseUrl: string) {
    this.dir = dir;
    this.baseUrl = baseUrl.replace(/\/+$/, '');
  }

  /** Deletes every stored file (the folder is owned by the foreign backend). */
  async wipe(): Promise<void> {
    await rm(this.dir, { recursive: true, force: true });
    await mkdir(this.dir, { recursive: true });
  }

  /** Writes a file under a fresh random name and answers its absolute URL. */
  async save(data: Buffer, extension: FileExtension): Promise<string> {
    const name = `${randomBytes(16).toString('hex')}.${extension}`;
    await writeFile(path.join(this.dir, name), data);
    return `${this.baseUrl}/files/${name}`;
  }

  /** The stored file name behind one of our URLs, else undefined (foreign or malformed URL). */
  nameOf(url: string): string | undefined {
    const prefix = `${this.baseUrl}/files/`;
    if (!url.startsWith(prefix)) return undefined;
    const name = url.slice(prefix.length);
    return extensionOfName(name) === undefined ? undefined : name;
  }

  /** Deletes the file behind one of our URLs; other URLs and missing files are ignored. */
  async remove(url: string): Promise<void> {
    const name = this.nameOf(url);
    if (name === undefined) return;
    await unlink(path.join(this.dir, name)).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    });
  }

  /** Deletes the files of `before` that no longer appear in `after` (replaced or dropped). */
  async removeReplaced(before: readonly string[], after: readonly string[]): Promise<void> {
    const kept = new Set(after);
    await Promise.all(
      before.filter((url) => url !== '' && !kept.has(url)).map((url) => this.remove(url)),
    );
  }
}

/**
 * The asset origin: `GET /files/<name>` and nothing else. Like a storage host without a CORS
 * policy, it never sends an Access-Control-* header.
 */
export function createAssetApp(dir: string): Express {
  const app = express();
  app.disable('x-powered-by');
  app.get('/files/:name', async (req, res) => {
    const name = req.params.name;
    const extension = extensionOfName(name);
    const data =
      extension === undefined
        ? undefined
        : await readFile(path.join(dir, name)).catch(() => undefined);
    if (extension === undefined || data === undefined) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    res.setHeader('Content-Type', CONTENT_TYPES[extension]);
    res.setHeader('Cache-Control', 'no-cache');
    res.send(data);
  });
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  return app;
}

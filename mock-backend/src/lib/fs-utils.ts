import { constants } from 'node:fs';
import { link, open, readdir, rename, unlink, copyFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

export function errorCode(error: unknown): string | undefined {
  if (error instanceof Error && 'code' in error && typeof error.code === 'string')
    return error.code;
  return undefined;
}

export async function unlinkIfExists(file: string): Promise<void> {
  try {
    await unlink(file);
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
}

/** fsync a directory so a rename inside it is durable (a no-op where the OS refuses). */
export async function fsyncDir(dir: string): Promise<void> {
  let handle;
  try {
    handle = await open(dir, constants.O_RDONLY);
    await handle.sync();
  } catch (error) {
    const code = errorCode(error);
    if (code !== 'EISDIR' && code !== 'EPERM' && code !== 'EINVAL' && code !== 'EBADF') throw error;
  } finally {
    await handle?.close();
  }
}

/** Names of the temp files writeFileAtomic and backupFile leave behind if the process dies mid-write. */
const TEMP_FILE = /\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.tmp$/;

/**
 * Remove the temp files of writeFileAtomic/backupFile left directly in `dir` by a process that
 * died mid-write (SIGKILL, power loss). Only call it while holding the folder's lock, so no
 * writer of this folder is running. Returns how many were removed.
 */
export async function sweepTempFiles(dir: string): Promise<number> {
  let removed = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (!entry.isFile() || !TEMP_FILE.test(entry.name)) continue;
    await unlinkIfExists(path.join(dir, entry.name));
    removed += 1;
  }
  return removed;
}

/** Write a file atomically: temp file in the same folder, fsync, rename, fsync the folder. */
export async function writeFileAtomic(
  file: string,
  data: string | Buffer,
  mode = 0o644,
): Promise<void> {
  const dir = path.dirname(file);
  const temp = path.join(dir, `.${path.basename(file)}.${randomUUID()}.tmp`);
  try {
    const handle = await open(temp, 'wx', mode);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    await unlinkIfExists(temp);
    throw error;
  }
  await fsyncDir(dir);
}

/**
 * Make `backup` the current content of `file` (if it exists): a hard link when the filesystem
 * allows it (no copy), else a copy; both land under the final name by an atomic rename.
 */
export async function backupFile(file: string, backup: string): Promise<void> {
  const temp = `${backup}.${randomUUID()}.tmp`;
  try {
    try {
      await link(file, temp);
    } catch (error) {
      const code = errorCode(error);
      if (code === 'ENOENT') return;
      await copyFile(file, temp);
    }
    await rename(temp, backup);
  } catch (error) {
    await unlinkIfExists(temp);
    if (errorCode(error) === 'ENOENT') return;
    throw error;
  }
}

/** fsync one file's content to disk. */
export async function syncFile(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Give `source` a second name, `target` (which must not exist: EEXIST otherwise): a hard link, or
 * a copy where the filesystem refuses links (EXDEV, EPERM, ENOTSUP). ENOENT when `source` is gone.
 */
export async function linkOrCopy(source: string, target: string): Promise<void> {
  try {
    await link(source, target);
  } catch (error) {
    const code = errorCode(error);
    if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP') throw error;
    await copyFile(source, target, constants.COPYFILE_EXCL);
  }
}

import { randomUUID } from 'node:crypto';
import { link, open, readFile, rename, stat } from 'node:fs/promises';
import { errorCode, unlinkIfExists } from '../lib/fs-utils.ts';

export class LockError extends Error {
  override name = 'LockError';
}

interface Lock {
  release(): Promise<void>;
}

/** Lock files held by this process, so a second instance inside one process is refused too. */
const heldHere = new Set<string>();

/** Whether a process with this pid runs (one of another user counts: EPERM). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === 'EPERM';
  }
}

async function readOwner(
  lockFile: string,
): Promise<{ pid: number | null; ageMs: number; content: string } | null> {
  try {
    const [content, info] = await Promise.all([readFile(lockFile, 'utf8'), stat(lockFile)]);
    const pid = Number.parseInt(content.split('\n')[0] ?? '', 10);
    return {
      pid: Number.isInteger(pid) && pid > 0 ? pid : null,
      ageMs: Date.now() - info.mtimeMs,
      content,
    };
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Remove a lock judged stale, but only if it is still that same lock: between our check and the
 * removal another starting instance may have replaced it with its own fresh lock, and a plain
 * unlink would delete that one (two owners). The lock is moved aside atomically and checked; a
 * fresh lock moved by mistake is put back. The aside name ends in .<uuid>.tmp, so a crash here
 * leaves nothing the start-up sweep does not remove.
 */
async function removeStaleLock(lockFile: string, staleContent: string): Promise<void> {
  const aside = `${lockFile}.${randomUUID()}.tmp`;
  try {
    await rename(lockFile, aside);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return;
    throw error;
  }
  const moved = await readFile(aside, 'utf8').catch(() => null);
  if (moved !== staleContent) {
    try {
      await link(aside, lockFile);
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
    }
  }
  await unlinkIfExists(aside);
}

/**
 * Take DATA_DIR/db.lock (content: pid and a random token). A live owner makes this fail fast;
 * a lock left by a dead process (or by an earlier incarnation with our own pid, as after a
 * container restart where the pid is 1 again) is taken over.
 */
export async function acquireLock(lockFile: string): Promise<Lock> {
  if (heldHere.has(lockFile)) {
    throw new LockError(
      `${lockFile} is already held by this process: another backend instance is using the same DATA_DIR.`,
    );
  }
  // Reserved at once, so two instances starting together inside one process cannot both take it.
  heldHere.add(lockFile);
  try {
    return await takeLock(lockFile);
  } catch (error) {
    heldHere.delete(lockFile);
    throw error;
  }
}

async function takeLock(lockFile: string): Promise<Lock> {
  const token = randomUUID();
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const handle = await open(lockFile, 'wx', 0o644);
      try {
        await handle.writeFile(`${process.pid}\n${token}\n`);
        await handle.sync();
      } finally {
        await handle.close();
      }
      const check = await readFile(lockFile, 'utf8').catch(() => '');
      if (!check.includes(token)) continue;
      return {
        release: async () => {
          heldHere.delete(lockFile);
          const content = await readFile(lockFile, 'utf8').catch(() => '');
          if (content.includes(token)) await unlinkIfExists(lockFile);
        },
      };
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
    }
    const owner = await readOwner(lockFile);
    if (owner === null) continue;
    const ownerAlive =
      owner.pid === null
        ? owner.ageMs < 5000
        : owner.pid !== process.pid && isProcessAlive(owner.pid);
    if (ownerAlive) {
      throw new LockError(
        `DATA_DIR is in use by another mock-backend process (pid ${owner.pid ?? 'unknown'}); lock file ${lockFile}.\n` +
          'Stop that process first, or set DATA_DIR to another folder.',
      );
    }
    await removeStaleLock(lockFile, owner.content);
  }
  throw new LockError(`Could not take the lock ${lockFile}; another process keeps changing it.`);
}

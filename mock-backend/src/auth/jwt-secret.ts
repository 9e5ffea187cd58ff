import { randomBytes } from 'node:crypto';
import { chmod, readFile } from 'node:fs/promises';
import { errorCode, writeFileAtomic } from '../lib/fs-utils.ts';

/**
 * The dev signing secret: generated once and kept in DATA_DIR/.jwt-secret (mode 600), so
 * tokens survive a restart. Production sets JWT_SECRET instead (config refuses to start without).
 */
export async function loadOrCreateJwtSecret(file: string): Promise<string> {
  try {
    const secret = (await readFile(file, 'utf8')).trim();
    if (secret.length >= 32) {
      await chmod(file, 0o600).catch(() => undefined);
      return secret;
    }
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  await writeFileAtomic(file, `${secret}\n`, 0o600);
  return secret;
}

import path from 'node:path';

/** Names the backend gives stored files: `<uuid>.<ext>` and their derivatives `<uuid>-<width>w.webp`. */
export const SERVABLE_NAME =
  /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*\.(jpe?g|png|gif|webp|pdf)$/i;

export const urlForName = (name: string) => `/uploads/${name}`;

/**
 * The absolute path of a stored `/uploads/<name>` URL, or null if the URL is not one of ours or
 * would resolve outside the uploads folder.
 */
export function pathForUrl(uploadsDir: string, url: string): string | null {
  const match = /^\/uploads\/([A-Za-z0-9._-]+)$/.exec(url);
  const name = match?.[1];
  if (!name || name.startsWith('.')) return null;
  const root = path.resolve(uploadsDir);
  const resolved = path.resolve(root, name);
  return path.dirname(resolved) === root ? resolved : null;
}

/** Cap a client file name before it is echoed in a message. */
export function displayName(name: string | undefined): string {
  const clean = Array.from(name ?? 'file')
    .filter((char) => {
      const code = char.charCodeAt(0);
      return code >= 0x20 && code !== 0x7f;
    })
    .join('');
  return clean.length > 120 ? `${clean.slice(0, 117)}...` : clean;
}

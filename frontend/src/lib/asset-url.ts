import { env } from '@/config/env';

const SCHEME = /^[a-z][a-z\d+.-]*:/i;

function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * An image/PDF address from the backend, ready for src/href (ARCHITECTURE.md "Fixed contract"):
 * - absolute http(s) URLs are kept;
 * - root-relative (`/uploads/a.png`) and bare relative (`uploads/a.png`) paths resolve against
 *   API_BASE_URL (`/backend/uploads/a.png` or `https://api.example.com/uploads/a.png`);
 * - any other scheme (javascript:, data:, file:…), protocol-relative `//host` and empty values
 *   give null.
 */
export function resolveAssetUrl(
  url: string | null | undefined,
  baseUrl: string = env.apiBaseUrl,
): string | null {
  const value = url?.trim();
  if (!value) return null;
  // Control characters and backslashes (browsers read `/\host` as `//host`) are never valid here.
  if (value.includes('\\') || hasControlCharacter(value)) return null;
  if (value.startsWith('//')) return null;
  if (SCHEME.test(value)) {
    try {
      const parsed = new URL(value);
      return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
    } catch {
      return null;
    }
  }
  const base = baseUrl.replace(/\/+$/, '');
  return `${base}${value.startsWith('/') ? '' : '/'}${value}`;
}

/** The same address with a cache-busting query (SPEC §7: gallery images get a timestamp). */
export function withCacheBuster(url: string, stamp: number = Date.now()): string {
  return `${url}${url.includes('?') ? '&' : '?'}t=${stamp}`;
}

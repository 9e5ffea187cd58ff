import { resolveAssetUrl, withCacheBuster } from '@/lib/asset-url';

/**
 * A row's image address: resolved against the backend, with a timestamp query against caching
 * (SPEC §7 GET /gallery/, as on the public gallery), e.g. /backend/uploads/a.png?t=1732300000000.
 */
export function galleryRowImageSrc(url: string | null | undefined, stamp: number): string | null {
  const resolved = resolveAssetUrl(url);
  return resolved === null ? null : withCacheBuster(resolved, stamp);
}

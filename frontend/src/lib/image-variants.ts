import type { ImageVariants } from '@gear/contract/image-variants';
import { resolveAssetUrl } from '@/lib/asset-url';

/** One derivative of an image, its address resolved like the image's own (asset-url.ts). */
interface ResolvedVariant {
  readonly width: number;
  readonly url: string;
}

/** Which address an image shows when it has derivatives. */
export type VariantPick = 'srcset' | 'smallest' | 'largest';

/** Query and fragment do not change which file an address names (gallery URLs carry `?t=`). */
const withoutQuery = (url: string) => url.split(/[?#]/, 1)[0] ?? url;

/** A srcset candidate cannot hold white space or a comma (they separate candidates). */
const SRCSET_UNSAFE = /[\s,]/;

/**
 * The derivatives of the image shown at `src` (already resolved), resolved and ascending by width,
 * or an empty list: the record has no `variants` (the real backend), no entry for this image, or
 * only unusable addresses. Entries are keyed by the image URL as the record gives it (ADR 0016),
 * so each key is resolved the same way as `src` was before comparing. A query on `src` (the
 * gallery's cache-busting `?t=`, SPEC §7) is carried over to the derivatives.
 */
export function variantsFor(
  variants: ImageVariants | null | undefined,
  src: string | null | undefined,
  baseUrl?: string,
): ResolvedVariant[] {
  if (!variants || !src) return [];
  const target = withoutQuery(src);
  const query = src.slice(target.length);
  for (const [image, list] of Object.entries(variants)) {
    const resolved = resolveAssetUrl(image, baseUrl);
    if (resolved === null || withoutQuery(resolved) !== target) continue;
    const usable: ResolvedVariant[] = [];
    for (const variant of list) {
      const resolved = resolveAssetUrl(variant.url, baseUrl);
      const url = resolved !== null && !/[?#]/.test(resolved) ? `${resolved}${query}` : resolved;
      if (url !== null && !SRCSET_UNSAFE.test(url)) usable.push({ width: variant.width, url });
    }
    return usable.sort((a, b) => a.width - b.width);
  }
  return [];
}

/** `srcset` value for a list of derivatives (`url 480w, url 960w`), or undefined for none. */
export function srcSetOf(list: readonly ResolvedVariant[]): string | undefined {
  return list.length > 0
    ? list.map((variant) => `${variant.url} ${String(variant.width)}w`).join(', ')
    : undefined;
}

/**
 * What an `<img>` of `src` should carry: `srcset` (the browser picks with `sizes`), or the smallest
 * derivative as `src` (thumbnails), or the largest (a full-screen viewer). Without derivatives:
 * the plain `src`, no `srcset`.
 */
export function imageSources(
  src: string | null,
  variants: ImageVariants | null | undefined,
  pick: VariantPick = 'srcset',
  baseUrl?: string,
): { src: string | null; srcSet: string | undefined } {
  const list = variantsFor(variants, src, baseUrl);
  if (list.length === 0) return { src, srcSet: undefined };
  if (pick === 'smallest') return { src: list[0]?.url ?? src, srcSet: undefined };
  if (pick === 'largest') return { src: list.at(-1)?.url ?? src, srcSet: undefined };
  return { src, srcSet: srcSetOf(list) };
}

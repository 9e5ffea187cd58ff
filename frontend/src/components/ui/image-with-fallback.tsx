import type { ImageVariants } from '@gear/contract/image-variants';
import { useCallback, useState, type ImgHTMLAttributes, type ReactNode } from 'react';
import { imageSources, type VariantPick } from '@/lib/image-variants';

interface ImageWithFallbackProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'onError' | 'width' | 'height'
> {
  /** A resolved address, or null when there is none. */
  src: string | null;
  alt: string;
  width: number;
  height: number;
  /** Image shown when src is missing or fails to load. */
  fallbackSrc?: string;
  /** Element shown instead (e.g. an "Image Not Found" box); wins over fallbackSrc. */
  fallback?: ReactNode;
  /**
   * The record's `variants` map (ADR 0016). When it has WebP derivatives for `src`, the image gets
   * `srcset` + `sizes` (or the smallest/largest derivative as src, see `pick`); otherwise (the real
   * backend) the plain `src`.
   */
  variants?: ImageVariants | null;
  /** How the image is laid out, for the browser's pick from `srcset`; required with variants. */
  sizes?: string;
  /** `srcset` (default), or one derivative as src: `smallest` for thumbnails, `largest` for a viewer. */
  pick?: VariantPick;
}

/** An image that swaps to a placeholder when it is missing or broken (SPEC §8 "Broken images"). */
export function ImageWithFallback({
  src,
  alt,
  width,
  height,
  fallbackSrc,
  fallback,
  variants,
  sizes,
  pick,
  srcSet: explicitSrcSet,
  loading = 'lazy',
  decoding = 'async',
  ...props
}: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = src === null || failedSrc === src;
  // A server-rendered image may fail before the page is hydrated, when no onError listened yet:
  // a finished request with no picture is that failure.
  const failedBeforeHydration = useCallback(
    (img: HTMLImageElement | null) => {
      if (img && src !== null && img.complete && img.naturalWidth === 0 && img.src !== '') {
        setFailedSrc(src);
      }
    },
    [src],
  );

  if (broken && fallback !== undefined) return <>{fallback}</>;
  const sources = imageSources(src, variants, pick);
  // The placeholder never carries the broken image's srcset.
  const shown = broken ? (fallbackSrc ?? null) : sources.src;
  if (shown === null) return null;
  const srcSet = broken ? undefined : (sources.srcSet ?? explicitSrcSet);

  return (
    // loading, srcset and sizes before src: a browser may start fetching as soon as src is set.
    <img
      {...props}
      ref={broken ? undefined : failedBeforeHydration}
      loading={loading}
      decoding={decoding}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      src={shown}
      alt={alt}
      width={width}
      height={height}
      onError={
        broken
          ? undefined
          : () => {
              setFailedSrc(src);
            }
      }
    />
  );
}

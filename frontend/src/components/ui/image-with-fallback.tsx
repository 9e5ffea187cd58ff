import { useState, type ImgHTMLAttributes, type ReactNode } from 'react';

export interface ImageWithFallbackProps extends Omit<
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
}

/** An image that swaps to a placeholder when it is missing or broken (SPEC §8 "Broken images"). */
export function ImageWithFallback({
  src,
  alt,
  width,
  height,
  fallbackSrc,
  fallback,
  loading = 'lazy',
  decoding = 'async',
  ...props
}: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = src === null || failedSrc === src;

  if (broken && fallback !== undefined) return <>{fallback}</>;
  const shown = broken ? (fallbackSrc ?? null) : src;
  if (shown === null) return null;

  return (
    <img
      {...props}
      src={shown}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding={decoding}
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

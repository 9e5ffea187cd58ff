import type { ImageVariants } from '@gear/contract/image-variants';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { resolveAssetUrl } from '@/lib/asset-url';
import styles from './admin.module.css';

interface AdminThumbnailProps {
  /** The address as the backend sent it (resolved here), or a blob: preview URL. */
  src: string | null | undefined;
  alt: string;
  width?: number;
  height?: number;
  /** A local preview (blob:) is used as is. */
  local?: boolean;
  /** Shown when there is no address at all (slider table: 'No image'). */
  missingText?: string;
  /** The record's WebP derivatives (mock backend): the smallest one is shown instead of src. */
  variants?: ImageVariants | null;
}

/** A table or preview image; a missing or broken one shows 'Image Not Found' (SPEC §8). */
export function AdminThumbnail({
  src,
  alt,
  width = 96,
  height = 64,
  local = false,
  missingText,
  variants,
}: AdminThumbnailProps) {
  const resolved = local ? (src ?? null) : resolveAssetUrl(src);
  if (resolved === null && missingText) return <span className={styles.muted}>{missingText}</span>;
  return (
    <ImageWithFallback
      className={styles.thumbnail}
      src={resolved}
      variants={variants}
      pick="smallest"
      alt={alt}
      width={width}
      height={height}
      fallback={
        <span className={styles.imageNotFound} style={{ width, height }}>
          Image Not Found
        </span>
      }
    />
  );
}

import type { ImageVariants } from '@gear/contract/image-variants';
import { useState, type CSSProperties } from 'react';
import placeholderImage from '@/assets/images/placeholder.svg';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { PRODUCT_GALLERY } from '@/config/site';
import styles from './product-media.module.css';

/** Intrinsic size of product photos (reserves space; the frame keeps the ratio). */
const PHOTO = { width: 800, height: 640 } as const;
/** The main image: half of the 1200px content from 1024px, at most 600px wide above the text below. */
const MAIN_SIZES = '(min-width: 1024px) min(50vw, 600px), min(100vw, 600px)';
/** Thumbnails are at most 100px wide. */
const THUMB_SIZES = '100px';

/**
 * The main image and its thumbnails (SPEC §4): it starts on the product's main image; a thumbnail
 * click makes that image the main one and marks the thumbnail as selected.
 * Broken images: main → 400px placeholder, thumbnails → 100px placeholder (SPEC §8).
 */
export function ProductMedia({
  title,
  images,
  variants,
}: {
  title: string;
  /** Resolved addresses. */
  images: readonly string[];
  /** The product's WebP derivatives (mock backend), keyed by the unresolved image URLs. */
  variants?: ImageVariants;
}) {
  const [selected, setSelected] = useState(0);
  const index = selected < images.length ? selected : 0;
  const main = images[index] ?? null;
  const count = images.length;

  return (
    <div className={styles.media}>
      <div className={styles.frame}>
        <ImageWithFallback
          key={main ?? 'none'}
          className={styles.main}
          src={main}
          variants={variants}
          sizes={MAIN_SIZES}
          alt={count > 1 ? `${title} (view ${index + 1} of ${count})` : title}
          width={PHOTO.width}
          height={PHOTO.height}
          loading="eager"
          fetchPriority="high"
          fallback={
            <img
              className={styles.mainPlaceholder}
              src={placeholderImage}
              alt={`Not found: ${title}`}
              width={PRODUCT_GALLERY.mainImagePlaceholderPx}
              height={PRODUCT_GALLERY.mainImagePlaceholderPx}
            />
          }
        />
      </div>
      {count > 1 ? (
        <ul
          className={styles.thumbs}
          aria-label={`${title} views`}
          style={{ '--count': count } as CSSProperties}
        >
          {images.map((src, position) => (
            <li key={`${position}-${src}`}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={position === index}
                aria-label={`Show image ${position + 1} of ${count}`}
                onClick={() => {
                  setSelected(position);
                }}
              >
                <ImageWithFallback
                  className={styles.thumbImage}
                  src={src}
                  variants={variants}
                  sizes={THUMB_SIZES}
                  alt=""
                  width={PRODUCT_GALLERY.thumbnailPlaceholderPx}
                  height={PRODUCT_GALLERY.thumbnailPlaceholderPx}
                  fallbackSrc={placeholderImage}
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

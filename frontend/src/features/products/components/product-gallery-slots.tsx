import type { ImageVariants } from '@gear/contract/image-variants';
import { Reveal } from '@/components/ui/reveal';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { PRODUCT_GALLERY } from '@/config/site';
import styles from './product-gallery-slots.module.css';

/** Slots: 3 columns, 6 from 768px, inside the 1200px content width. */
const SLOT_SIZES = '(min-width: 768px) min(17vw, 200px), 33vw';

/** 'Gallery Images (n)': 6 slots in a 6-column grid; empty slots are dashed 'No image' boxes. */
export function ProductGallerySlots({
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
  const slots = Array.from({ length: PRODUCT_GALLERY.slots }, (_, slot) => images[slot] ?? null);
  return (
    <section className={styles.section} aria-labelledby="product-gallery-heading">
      <h2 id="product-gallery-heading" className={styles.heading}>
        Gallery Images ({images.length})
      </h2>
      <Reveal as="ul" className={styles.grid}>
        {slots.map((src, slot) => (
          <li key={slot} className={styles.slot}>
            {src === null ? (
              <span className={styles.empty}>No image</span>
            ) : (
              <ImageWithFallback
                className={styles.image}
                src={src}
                variants={variants}
                sizes={SLOT_SIZES}
                alt={`${title}, gallery view ${slot + 1}`}
                width={PRODUCT_GALLERY.thumbnailPlaceholderPx * 2}
                height={PRODUCT_GALLERY.thumbnailPlaceholderPx * 2}
                fallback={<span className={styles.missing}>Image Not Found</span>}
              />
            )}
          </li>
        ))}
      </Reveal>
    </section>
  );
}

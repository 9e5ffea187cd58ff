import { type CSSProperties } from 'react';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { useCarousel } from '@/lib/use-carousel';
import { minWidth, useMediaQuery } from '@/lib/use-media-query';
import type { GalleryImage } from '../lib/gallery-images';
import styles from './gallery-slider.module.css';

/** Slides: 1 per view, 2 from 640px, 3 from 1024px (inside the 1200px content width). */
const SLIDE_SIZES = '(min-width: 1024px) min(33vw, 400px), (min-width: 640px) 50vw, 100vw';

/** Images visible at once: 3 from 1024px, 2 from 640px, else 1. */
function usePerView(): number {
  const wide = useMediaQuery(minWidth(1024));
  const medium = useMediaQuery(minWidth(640));
  return wide ? 3 : medium ? 2 : 1;
}

/**
 * The hero's horizontal strip (SPEC §2 Gallery): Previous and Next move it one image per click.
 * It does not wrap: each button is disabled at its end of the strip.
 */
export function GallerySlider({ images }: { images: readonly GalleryImage[] | null }) {
  const perView = usePerView();
  // One step per image beyond the first view; no wrapping.
  const steps = images ? Math.max(0, images.length - perView) + 1 : 0;
  const {
    index: current,
    canPrevious,
    canNext,
    previous,
    next,
  } = useCarousel({
    count: steps,
    wrap: false,
  });

  if (images === null) {
    return (
      // The loaded strip's exact layout (controls, slides, counter line), drawn empty: nothing
      // moves when the images arrive.
      <div className={styles.slider} aria-hidden="true">
        <span className={`${styles.control} ${styles.previous} ${styles.reserved}`} />
        <div className={styles.viewport}>
          <div className={styles.track} style={{ '--per-view': perView } as CSSProperties}>
            {Array.from({ length: perView }, (_, slot) => (
              <div key={slot} className={`${styles.slide} ${styles.skeleton}`} />
            ))}
          </div>
        </div>
        <span className={`${styles.control} ${styles.next} ${styles.reserved}`} />
        <p className={`${styles.counter} ${styles.reserved}`}>Images</p>
      </div>
    );
  }

  const firstShown = current + 1;
  const lastShown = Math.min(images.length, current + perView);
  const style = { '--per-view': perView, '--step': current } as CSSProperties;

  return (
    <div
      className={styles.slider}
      role="group"
      aria-roledescription="carousel"
      aria-label="Gallery highlights"
    >
      <button
        type="button"
        className={`${styles.control} ${styles.previous}`}
        aria-label="Previous image"
        disabled={!canPrevious}
        onClick={previous}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path
            d="M15 5l-7 7 7 7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <div className={styles.viewport}>
        <ul className={styles.track} style={style}>
          {images.map((image, index) => (
            <li
              key={image.key}
              className={styles.slide}
              aria-hidden={index < current || index >= current + perView ? true : undefined}
            >
              <ImageWithFallback
                className={styles.image}
                src={image.src}
                variants={image.variants}
                sizes={SLIDE_SIZES}
                alt={image.alt}
                width={image.width}
                height={image.height}
                loading={index < perView ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                fallback={<span className={styles.missing}>Image Not Found</span>}
              />
            </li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        className={`${styles.control} ${styles.next}`}
        aria-label="Next image"
        disabled={!canNext}
        onClick={next}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path
            d="M9 5l7 7-7 7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <p className={styles.counter} aria-live="polite">
        {firstShown === lastShown
          ? `Image ${firstShown} of ${images.length}`
          : `Images ${firstShown}–${lastShown} of ${images.length}`}
      </p>
    </div>
  );
}

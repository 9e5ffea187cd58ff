import { useId, type ReactNode } from 'react';
import { Reveal } from '@/components/ui/reveal';
import type { SiteImage } from '@/assets/images/site-images';
import styles from './info-page.module.css';

interface SplitFeatureProps {
  /** Small label above the heading. */
  eyebrow?: string;
  heading: string;
  image: SiteImage;
  /** Image on the left on wide screens (text first on narrow screens either way). */
  imageFirst?: boolean;
  /** Above the fold: load the image at once instead of lazily. */
  priority?: boolean;
  muted?: boolean;
  id?: string;
  children: ReactNode;
}

/** A section with text beside a photo: the building block of the info pages. */
export function SplitFeature({
  eyebrow,
  heading,
  image,
  imageFirst = false,
  priority = false,
  muted = false,
  id,
  children,
}: SplitFeatureProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      className={[styles.section, muted ? styles.muted : ''].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
    >
      <div
        className={[styles.split, imageFirst ? styles.imageFirst : ''].filter(Boolean).join(' ')}
      >
        <Reveal className={styles.splitText} from={imageFirst ? 'right' : 'left'}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h2 id={headingId} className={styles.heading}>
            {heading}
          </h2>
          {children}
        </Reveal>
        <Reveal className={styles.splitMedia} from={imageFirst ? 'left' : 'right'}>
          <img
            className={styles.photo}
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
          />
        </Reveal>
      </div>
    </section>
  );
}

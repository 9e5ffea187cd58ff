import { useCallback, useEffect, useRef, useState } from 'react';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { Modal } from '@/components/ui/modal';
import { Reveal } from '@/components/ui/reveal';
import { LazyWindowedGrid } from '@/components/ui/lazy-windowed-grid';
import { LIST_WINDOWING, PUBLIC_GALLERY } from '@/config/site';
import { imageSources } from '@/lib/image-variants';
import type { GalleryImage } from '../lib/gallery-images';
import styles from './gallery-grid.module.css';

/** Tiles: 2 columns, 3 from 640px, 5 from 1024px (inside the 1200px content width). */
const TILE_SIZES = '(min-width: 1024px) min(20vw, 240px), (min-width: 640px) 33vw, 50vw';
/** The full-screen viewer: the whole viewport, so large screens get the largest derivative. */
const VIEWER_SIZES = '100vw';

/** Cells keep a 4:3 frame (gallery-grid.module.css .cell). */
const cellHeight = (columnWidth: number) => (columnWidth * 3) / 4;

/**
 * The 'Collection of Gears' grid (5 columns from 1024px, 3 from 640px, 2 below). A click opens
 * the image in a full-screen viewer; a broken image becomes an 'Image Not Found' box.
 * Long galleries render only the rows near the viewport; the viewer steps through the data, so
 * it reaches every image whether or not its tile is rendered.
 */
export function GalleryGrid({ images }: { images: readonly GalleryImage[] }) {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const openIndex = images.findIndex((image) => image.key === openKey);
  const open = openIndex === -1 ? null : images[openIndex];

  return (
    <>
      {images.length >= LIST_WINDOWING.fromItems ? (
        <LazyWindowedGrid
          items={images}
          getKey={(image) => image.key}
          renderItem={(image) => (
            <GalleryTile
              image={image}
              onOpen={() => {
                setOpenKey(image.key);
              }}
            />
          )}
          className={styles.grid}
          itemClassName={styles.cell}
          estimateRowHeight={cellHeight}
        />
      ) : (
        <ul className={`${styles.grid} ${styles.centredLastRow}`}>
          {images.map((image, index) => (
            <Reveal
              as="li"
              key={image.key}
              className={styles.cell}
              delayMs={(index % PUBLIC_GALLERY.columns) * 60}
            >
              <GalleryTile
                image={image}
                onOpen={() => {
                  setOpenKey(image.key);
                }}
              />
            </Reveal>
          ))}
        </ul>
      )}
      <Modal
        open={open !== null && open !== undefined}
        onClose={() => {
          setOpenKey(null);
        }}
        title={open ? open.alt : 'Gallery image'}
        hideTitle
        variant="fullscreen"
        closeLabel="Close image"
      >
        {open ? (
          <GalleryViewer
            image={open}
            position={openIndex + 1}
            total={images.length}
            onStep={(delta) => {
              const next = images[(openIndex + delta + images.length) % images.length];
              if (next) setOpenKey(next.key);
            }}
          />
        ) : null}
      </Modal>
    </>
  );
}

/** The full-screen image with previous/next (buttons and arrow keys, wrapping). */
function GalleryViewer({
  image,
  position,
  total,
  onStep,
}: {
  image: GalleryImage;
  position: number;
  total: number;
  onStep: (delta: 1 | -1) => void;
}) {
  const onStepRef = useRef(onStep);
  useEffect(() => {
    onStepRef.current = onStep;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') onStepRef.current(-1);
      if (event.key === 'ArrowRight') onStepRef.current(1);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  return (
    <figure className={styles.viewer}>
      <ImageWithFallback
        key={image.key}
        className={styles.large}
        src={image.src}
        variants={image.variants}
        sizes={VIEWER_SIZES}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading="eager"
        fallback={<span className={styles.largeMissing}>Image Not Found</span>}
      />
      <figcaption className={styles.caption}>
        {total > 1 ? (
          <button
            type="button"
            className={styles.step}
            aria-label="Show previous image"
            onClick={() => {
              onStep(-1);
            }}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
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
        ) : null}
        <span aria-live="polite">
          {position} / {total}
        </span>
        {total > 1 ? (
          <button
            type="button"
            className={styles.step}
            aria-label="Show next image"
            onClick={() => {
              onStep(1);
            }}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
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
        ) : null}
      </figcaption>
    </figure>
  );
}

function GalleryTile({ image, onOpen }: { image: GalleryImage; onOpen: () => void }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  // A server-rendered image may fail before the page is hydrated, when no onError listened yet:
  // a finished request with no picture is that failure (as in ImageWithFallback).
  const failedBeforeHydration = useCallback(
    (img: HTMLImageElement | null) => {
      if (img && image.src !== null && img.complete && img.naturalWidth === 0 && img.src !== '') {
        setFailedSrc(image.src);
      }
    },
    [image.src],
  );
  if (image.src === null || failedSrc === image.src) {
    return <div className={styles.missing}>Image Not Found</div>;
  }
  const src = image.src;
  const { srcSet } = imageSources(src, image.variants);
  return (
    <button
      type="button"
      className={styles.tile}
      aria-haspopup="dialog"
      aria-label={`View ${image.alt}`}
      onClick={onOpen}
    >
      <img
        ref={failedBeforeHydration}
        className={styles.image}
        loading="lazy"
        decoding="async"
        srcSet={srcSet}
        sizes={srcSet ? TILE_SIZES : undefined}
        src={src}
        alt=""
        width={image.width}
        height={image.height}
        onError={() => {
          setFailedSrc(src);
        }}
      />
      <span className={styles.zoom} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="22" height="22" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path
            d="M15.5 15.5L21 21M10.5 7.5v6M7.5 10.5h6"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </span>
    </button>
  );
}

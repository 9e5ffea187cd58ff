import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Reveal } from '@/components/ui/reveal';
import { MACHINERY } from '@/config/site';
import { groupIntoPages, useCarousel } from '@/lib/use-carousel';
import { minWidth, useMediaQuery } from '@/lib/use-media-query';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import { useSwipe } from '@/lib/use-swipe';
import { MACHINERY_ITEMS, type MachineryItem } from '../machinery-items';
import styles from './machinery-carousel.module.css';

const [WIDE, MEDIUM, NARROW] = MACHINERY.pages;

/** Items per page for the viewport: 3 at ≥1024 px, 2 at 640–1023 px, 1 below (SPEC §4). */
function usePerPage(): number {
  const wide = useMediaQuery(minWidth(WIDE.minWidth));
  const medium = useMediaQuery(minWidth(MEDIUM.minWidth));
  return wide ? WIDE.perPage : medium ? MEDIUM.perPage : NARROW.perPage;
}

const MACHINERY_TITLE = 'Fully Customized Gears To Match Client Unique Needs';

/** SPEC §2 Home 6: the machinery carousel. */
export function MachineryCarousel() {
  const headingId = useId();
  const perPage = usePerPage();
  const reducedMotion = useReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused || reducedMotion;
  const pages = useMemo(() => groupIntoPages(MACHINERY_ITEMS, perPage), [perPage]);
  const pageCount = pages.length;
  const {
    index: page,
    locked,
    next,
    previous,
    goTo,
  } = useCarousel({
    count: pageCount,
    wrap: true,
    autoAdvanceMs: MACHINERY.autoAdvanceMs,
    paused,
    lockAfterNextMs: MACHINERY.lockAfterNextMs,
    lockAfterPreviousMs: MACHINERY.lockAfterPreviousMs,
  });
  const navigable = pageCount > 1;
  const swipe = useSwipe(next, previous);
  const dotsRef = useRef<HTMLDivElement>(null);
  // On a phone the 17 dots are a one-line strip wider than the screen: keep the current dot in
  // its middle (the strip scrolls, never the page).
  useEffect(() => {
    const strip = dotsRef.current;
    const dot = strip?.children[page];
    if (!strip || !(dot instanceof HTMLElement) || strip.scrollWidth <= strip.clientWidth) return;
    strip.scrollTo({
      left: dot.offsetLeft + dot.offsetWidth / 2 - strip.clientWidth / 2,
      behavior: reducedMotion ? 'instant' : 'smooth',
    });
  }, [page, pageCount, reducedMotion]);

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <Reveal>
          <p className={styles.eyebrow}>Our machinery</p>
          <h2 id={headingId} className={styles.heading}>
            {MACHINERY_TITLE}
          </h2>
          <p className={styles.lead}>
            Hobbing, grinding, shaving and inspection under one roof: every gear is cut, finished
            and checked in-house.
          </p>
        </Reveal>
        <div
          className={styles.carousel}
          role="region"
          aria-roledescription="carousel"
          aria-label="Machinery"
          onMouseEnter={() => {
            setHovered(true);
          }}
          onMouseLeave={() => {
            setHovered(false);
          }}
          onFocus={() => {
            setFocused(true);
          }}
          onBlur={(event) => {
            const target = event.relatedTarget;
            if (!(target instanceof Node) || !event.currentTarget.contains(target)) {
              setFocused(false);
            }
          }}
        >
          <div className={styles.viewport} {...swipe}>
            <div
              className={[styles.track, reducedMotion ? styles.still : '']
                .filter(Boolean)
                .join(' ')}
              style={{ transform: `translateX(-${page * 100}%)` }}
              aria-live={paused ? 'polite' : 'off'}
            >
              {pages.map((items, index) => (
                <div
                  // Pages are regrouped on resize; the first item identifies a page.
                  key={`${perPage}-${items[0]?.key ?? index}`}
                  className={styles.page}
                  style={{ gridTemplateColumns: `repeat(${perPage}, minmax(0, 1fr))` }}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${index + 1} of ${pageCount}`}
                  aria-hidden={index !== page}
                  inert={index !== page}
                >
                  {items.map((item) => (
                    <MachineryFigure key={item.key} item={item} />
                  ))}
                </div>
              ))}
            </div>
          </div>
          <div className={styles.controls}>
            <button
              type="button"
              className={styles.arrow}
              aria-label="Previous machines"
              disabled={!navigable || locked}
              onClick={previous}
            >
              <Chevron direction="left" />
            </button>
            {navigable ? (
              <div ref={dotsRef} className={styles.dots} role="group" aria-label="Choose a page">
                {pages.map((items, index) => (
                  <button
                    key={`${perPage}-${items[0]?.key ?? index}`}
                    type="button"
                    className={styles.dot}
                    aria-label={`Go to page ${index + 1}`}
                    aria-current={index === page}
                    disabled={locked}
                    onClick={() => {
                      goTo(index);
                    }}
                  />
                ))}
              </div>
            ) : null}
            {navigable ? (
              // The slides and the current dot already tell assistive technology where it is.
              <p className={styles.position} aria-hidden="true">
                {page + 1} / {pageCount}
              </p>
            ) : null}
            <button
              type="button"
              className={styles.arrow}
              aria-label="Next machines"
              disabled={!navigable || locked}
              onClick={next}
            >
              <Chevron direction="right" />
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}

function MachineryFigure({ item }: { item: MachineryItem }) {
  return (
    <figure className={styles.figure}>
      <img
        className={styles.image}
        src={item.image.src}
        alt={item.title ? item.image.alt : ''}
        width={item.image.width}
        height={item.image.height}
        draggable={false}
        loading="lazy"
        decoding="async"
      />
      <figcaption className={styles.caption}>
        {item.title ? <span className={styles.title}>{item.title}</span> : null}
        <span className={styles.hoverText}>{MACHINERY.captionHoverText}</span>
      </figcaption>
    </figure>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}

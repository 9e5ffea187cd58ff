import { useState, type CSSProperties } from 'react';
import { buttonClassName } from '@/components/ui/button';
import { anchors } from '@/config/paths';
import { HERO, site } from '@/config/site';
import { PUBLIC_MESSAGES } from '@gear/contract/messages';
import { useCarousel } from '@/lib/use-carousel';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import { heroTitleParts } from '../hero-title';
import { useHeroSlides, type HeroSlide } from '../hooks/use-hero-slides';
import styles from './hero-slider.module.css';

/** `sizes` of the slide images: they span the viewport. */
const HERO_IMAGE_SIZES = '100vw';

/**
 * SPEC §2 Home 1: full-height slides from the server, dots, autoplay every 4 s (wrapping, paused on
 * hover and focus, off under reduced motion) and a down-arrow link to #services.
 */
export function HeroSlider() {
  const slides = useHeroSlides();
  return (
    <section
      className={styles.hero}
      aria-roledescription="carousel"
      aria-label="Highlights"
      style={
        {
          '--hero-height': `${HERO.heightPx}px`,
          '--hero-transition': `${HERO.transitionS}s`,
        } as CSSProperties
      }
    >
      {slides === null ? (
        <p className={styles.loading} role="status">
          {PUBLIC_MESSAGES.loadingSliders}
        </p>
      ) : (
        <Slides slides={slides} />
      )}
      <a className={styles.down} href={`#${anchors.homeServices}`}>
        <span className="visually-hidden">Scroll to our services</span>
        <svg
          width="20"
          height="20"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
        >
          <path d="M12 5v14M6 13l6 6 6-6" />
        </svg>
      </a>
    </section>
  );
}

function Slides({ slides }: { slides: readonly HeroSlide[] }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const count = slides.length;
  // Auto-advance every 4 s, wrapping; restarts after a dot is chosen.
  const { index, goTo } = useCarousel({
    count,
    wrap: true,
    autoAdvanceMs: HERO.autoAdvanceMs,
    paused: hovered || focused || reducedMotion,
  });

  return (
    <div
      className={styles.frame}
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
        const next = event.relatedTarget;
        if (!(next instanceof Node) || !event.currentTarget.contains(next)) setFocused(false);
      }}
    >
      <ul className={styles.slides}>
        {slides.map((slide, position) => {
          const state =
            position === index ? styles.current : position < index ? styles.previous : undefined;
          const title = heroTitleParts(slide.title);
          return (
            <li
              key={slide.key}
              className={[styles.slide, state].filter(Boolean).join(' ')}
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${count}`}
              aria-hidden={position !== index}
              inert={position !== index}
            >
              {/* The first slide is the page's LCP element: fetched first and eagerly, decoded
                  whenever the browser sees fit (not deferred); the others wait, at low priority.
                  The slot is the full viewport width (object-fit: cover). */}
              <img
                className={styles.image}
                loading={position === 0 ? 'eager' : 'lazy'}
                fetchPriority={position === 0 ? 'high' : 'low'}
                decoding={position === 0 ? 'auto' : 'async'}
                srcSet={slide.srcSet}
                sizes={slide.srcSet ? HERO_IMAGE_SIZES : undefined}
                src={slide.image}
                alt=""
                width={1600}
                height={550}
              />
              <div className={styles.shade} />
              <div className={styles.content}>
                <p className={styles.kicker}>
                  Since {site.established} · {site.certification}
                </p>
                <h2 className={styles.title}>
                  <span aria-hidden="true">
                    {title.accent ? <span className={styles.accent}>{title.accent}</span> : null}
                    {title.highlight ? (
                      <span className={styles.highlight}>{title.highlight}</span>
                    ) : null}
                    {title.rest}
                  </span>
                  <span className="visually-hidden">{title.text}</span>
                </h2>
                {slide.description ? (
                  <p className={styles.description}>{slide.description}</p>
                ) : null}
                <a className={buttonClassName('primary')} href={`#${anchors.homeAbout}`}>
                  MORE ABOUT US
                </a>
              </div>
            </li>
          );
        })}
      </ul>
      {count > 1 ? (
        <div className={styles.dots} role="group" aria-label="Choose a slide">
          {slides.map((slide, position) => (
            <button
              key={slide.key}
              type="button"
              className={styles.dot}
              aria-current={position === index}
              aria-label={`Go to slide ${position + 1}`}
              onClick={() => {
                goTo(position);
              }}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}

import { useId, useRef, type ReactNode } from 'react';
import { Reveal } from '@/components/ui/reveal';
import { COUNTERS, SCROLL_REVEAL_THRESHOLD } from '@/config/site';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import { useCountUp } from '../hooks/use-count-up';
import { useInView } from '../hooks/use-in-view';
import styles from './achievements.module.css';

type CounterLabel = (typeof COUNTERS.items)[number]['label'];

const svgProps = {
  width: 32,
  height: 32,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

/** Inline icons, one per counter. */
const ICONS: Record<CounterLabel, ReactNode> = {
  'Gear Types': (
    <svg {...svgProps}>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2.5v2.6M12 18.9v2.6M4.6 4.6l1.9 1.9M17.5 17.5l1.9 1.9M2.5 12h2.6M18.9 12h2.6M4.6 19.4l1.9-1.9M17.5 6.5l1.9-1.9" />
      <circle cx="12" cy="12" r="6.6" />
    </svg>
  ),
  'Satisfied Clients': (
    <svg {...svgProps}>
      <circle cx="9" cy="8" r="3.2" />
      <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6" />
      <circle cx="17" cy="9" r="2.6" />
      <path d="M16.5 14.1c2.6.2 4.5 2.6 4.5 5.4" />
    </svg>
  ),
  'Years in Industry': (
    <svg {...svgProps}>
      <circle cx="12" cy="9" r="5.5" />
      <path d="M8.6 13.3 7 21l5-2.6 5 2.6-1.6-7.7" />
      <path d="m10 9 1.5 1.5L14.5 7.5" />
    </svg>
  ),
  'Skilled Engineers': (
    <svg {...svgProps}>
      <path d="M4 15h16" />
      <path d="M5.5 15a6.5 6.5 0 0 1 13 0" />
      <path d="M10 8.8V6.5h4v2.3" />
      <path d="M7 18.5c1.3 1.6 3 2.5 5 2.5s3.7-.9 5-2.5" />
    </svg>
  ),
};

/** SPEC §2 Home 4: 'Our Achievements', four counters counting up when scrolled into view. */
export function Achievements() {
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const inView = useInView(listRef, SCROLL_REVEAL_THRESHOLD);
  const reducedMotion = useReducedMotion();

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <Reveal>
          <p className={styles.eyebrow}>Numbers that speak</p>
          <h2 id={headingId} className={styles.heading}>
            Our Achievements
          </h2>
        </Reveal>
        <ul ref={listRef} className={styles.list}>
          {COUNTERS.items.map((counter) => (
            <Counter
              key={counter.label}
              label={counter.label}
              end={counter.end}
              start={inView}
              instant={reducedMotion}
            />
          ))}
        </ul>
      </div>
    </section>
  );
}

function Counter({
  label,
  end,
  start,
  instant,
}: {
  label: CounterLabel;
  end: number;
  start: boolean;
  instant: boolean;
}) {
  const value = useCountUp(end, start, COUNTERS, instant);
  return (
    <li className={styles.counter}>
      <span className={styles.icon}>{ICONS[label]}</span>
      {/* As wide as the final number from the start, text at its left edge: the counting number
          never moves while it grows from 0 (no layout shift). Digits are 1ch (tabular-nums). */}
      <span
        className={styles.value}
        style={{ minWidth: `${String(end).length + COUNTERS.suffix.length + 0.5}ch` }}
        aria-hidden="true"
      >
        {/* One text node: its left edge stays put (two would move the suffix on every tick). */}
        {`${String(value)}${COUNTERS.suffix}`}
      </span>
      <span className="visually-hidden">
        {end}
        {COUNTERS.suffix}
      </span>
      <span className={styles.label}>{label}</span>
    </li>
  );
}

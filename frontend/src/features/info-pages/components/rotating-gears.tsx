import type { CSSProperties } from 'react';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import { placeGearTrain } from '../gear-geometry';
import styles from './rotating-gears.module.css';

const MODULE = 8;
const MARGIN = MODULE * 2;

/** A large drive gear, a pinion above right and an idler below right of it. */
const GEARS = placeGearTrain(
  [
    { teeth: 24, angleFromPrevious: 0 },
    { teeth: 14, angleFromPrevious: -35 },
    { teeth: 10, angleFromPrevious: 50 },
  ],
  { x: 0, y: 0, module: MODULE, basePeriodS: 18 },
);

const bounds = GEARS.reduce(
  (box, gear) => {
    const outer = gear.pitchRadius + MODULE + MARGIN;
    return {
      minX: Math.min(box.minX, gear.cx - outer),
      minY: Math.min(box.minY, gear.cy - outer),
      maxX: Math.max(box.maxX, gear.cx + outer),
      maxY: Math.max(box.maxY, gear.cy + outer),
    };
  },
  { minX: 0, minY: 0, maxX: 0, maxY: 0 },
);
const VIEW_BOX = [bounds.minX, bounds.minY, bounds.maxX - bounds.minX, bounds.maxY - bounds.minY]
  .map((value) => Math.round(value))
  .join(' ');

const TONES = [styles.navy, styles.red, styles.steel];

/**
 * Decorative meshing gears turning at their true relative speeds (CSS animation). Hidden from
 * assistive technology; still under prefers-reduced-motion.
 */
export function RotatingGears({ className }: { className?: string }) {
  const reducedMotion = useReducedMotion();
  return (
    <svg
      className={[styles.gears, className].filter(Boolean).join(' ')}
      viewBox={VIEW_BOX}
      aria-hidden="true"
      focusable="false"
      data-animated={reducedMotion ? 'false' : 'true'}
    >
      {GEARS.map((gear, index) => (
        <g key={gear.teeth} transform={`translate(${gear.cx} ${gear.cy}) rotate(${gear.phase})`}>
          <g
            className={[
              styles.gear,
              TONES[index % TONES.length],
              gear.clockwise ? '' : styles.counterClockwise,
              reducedMotion ? styles.still : '',
            ]
              .filter(Boolean)
              .join(' ')}
            style={{ '--gear-period': `${gear.periodS}s` } as CSSProperties}
          >
            <path d={gear.path} fillRule="evenodd" />
            <circle className={styles.ring} r={gear.pitchRadius * 0.62} />
            <circle className={styles.spoke} r={gear.pitchRadius * 0.42} />
          </g>
        </g>
      ))}
    </svg>
  );
}

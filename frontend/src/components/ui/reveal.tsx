import {
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type ElementType,
  type ReactNode,
} from 'react';
import { SCROLL_ANIMATION, SCROLL_REVEAL_THRESHOLD } from '@/config/site';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import styles from './reveal.module.css';

interface RevealProps {
  children: ReactNode;
  /** Element to render (default div). */
  as?: ElementType;
  className?: string;
  /** 'up' (default), 'left', 'right' or 'fade'. */
  from?: 'up' | 'left' | 'right' | 'fade';
  /** Extra delay in ms, for staggered cards. */
  delayMs?: number;
}

/**
 * Fades/slides its content in once it scrolls into view (SPEC §9: offset 120, 400 ms, 'ease';
 * threshold 0.3). The server's HTML and the first render in the browser show the content as it is
 * (so hydration matches, and nothing is hidden from a crawler or without JavaScript); once mounted,
 * content still below the fold is hidden and revealed as it arrives. Content already in view,
 * without IntersectionObserver and under prefers-reduced-motion simply stays.
 */
export function Reveal({
  children,
  as: Tag = 'div',
  className,
  from = 'up',
  delayMs = 0,
}: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  const reducedMotion = useReducedMotion();
  // 'static' until the first sighting says the content waits below the fold.
  const [phase, setPhase] = useState<'static' | 'hidden' | 'shown'>('static');

  useEffect(() => {
    const element = ref.current;
    if (reducedMotion || !element || typeof IntersectionObserver === 'undefined') return;
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const inView = entries.some((entry) => entry.isIntersecting);
        if (first) {
          first = false;
          // Anything already (even partly) on screen or above it stays: it never blinks away.
          const below = entries.every(
            (entry) => entry.boundingClientRect.top >= window.innerHeight,
          );
          if (below) setPhase('hidden');
          else observer.disconnect();
          return;
        }
        if (inView) {
          setPhase('shown');
          observer.disconnect();
        }
      },
      {
        threshold: SCROLL_REVEAL_THRESHOLD,
        rootMargin: `0px 0px -${SCROLL_ANIMATION.offset}px 0px`,
      },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [reducedMotion]);
  const animate = phase !== 'static';
  const shown = phase === 'shown';

  const style = {
    '--reveal-duration': `${SCROLL_ANIMATION.durationMs}ms`,
    '--reveal-easing': SCROLL_ANIMATION.easing,
    '--reveal-delay': `${delayMs}ms`,
  } as CSSProperties;

  return (
    <Tag
      ref={ref}
      style={style}
      className={[
        className,
        animate ? styles.reveal : '',
        animate ? styles[from] : '',
        shown ? styles.shown : '',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {children}
    </Tag>
  );
}

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

export interface RevealProps {
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
 * threshold 0.3). Content is visible immediately without IntersectionObserver and under
 * prefers-reduced-motion, so nothing is ever hidden from a visitor or a crawler.
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
  const [shown, setShown] = useState(false);
  const animate = !reducedMotion && typeof IntersectionObserver !== 'undefined';

  useEffect(() => {
    const element = ref.current;
    if (!animate || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setShown(true);
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
  }, [animate]);

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

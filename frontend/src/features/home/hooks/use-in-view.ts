import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has scrolled into view (and stays true). Without IntersectionObserver
 * it is true at once, so nothing waits forever.
 */
export function useInView(ref: RefObject<Element | null>, threshold = 0.3): boolean {
  const supported = typeof IntersectionObserver !== 'undefined';
  const [seen, setSeen] = useState(!supported);

  useEffect(() => {
    const element = ref.current;
    if (!supported || !element || seen) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [ref, supported, seen, threshold]);

  return seen;
}

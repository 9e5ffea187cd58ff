import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element is within `rootMargin` of the viewport, or once focus enters it (keyboard
 * or an in-page link reached it first), and stays true. Used to load the code behind a section
 * only when a visitor is about to reach it. Without IntersectionObserver it is true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, rootMargin = '600px'): boolean {
  const supported = typeof IntersectionObserver !== 'undefined';
  const [near, setNear] = useState(!supported);

  useEffect(() => {
    const element = ref.current;
    if (!supported || !element || near) return;
    const reached = () => {
      setNear(true);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reached();
      },
      { rootMargin },
    );
    observer.observe(element);
    element.addEventListener('focusin', reached);
    element.addEventListener('pointerdown', reached);
    return () => {
      observer.disconnect();
      element.removeEventListener('focusin', reached);
      element.removeEventListener('pointerdown', reached);
    };
  }, [ref, supported, near, rootMargin]);

  return near;
}

import { useMediaQuery } from './use-media-query';

/** True when the visitor asked the system for less motion: autoplay and animations stay off. */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}

import { useRef, type PointerEvent } from 'react';

/** How far a finger must travel sideways, in CSS px, before a swipe counts. */
const SWIPE_MIN_PX = 40;

interface SwipeHandlers {
  onPointerDown: (event: PointerEvent) => void;
  onPointerUp: (event: PointerEvent) => void;
  onPointerCancel: () => void;
}

/**
 * A horizontal swipe (touch, pen or a mouse drag) over a carousel: left shows the next position,
 * right the previous one. Mostly vertical moves are left to the page's scrolling; the element
 * should declare `touch-action: pan-y` so the browser keeps vertical scrolling to itself.
 */
export function useSwipe(onNext: () => void, onPrevious: () => void): SwipeHandlers {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  return {
    onPointerDown(event) {
      if (!event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
      start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp(event) {
      const from = start.current;
      start.current = null;
      if (from?.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return;
      if (dx < 0) onNext();
      else onPrevious();
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}

import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Scrolls jsdom's window to `y` the way a browser reports it: window.scrollY changes, then a
 * scroll event fires (jsdom does no layout, so window.scrollTo alone moves nothing).
 */
export function scrollWindowTo(y: number) {
  vi.stubGlobal('scrollY', y);
  vi.stubGlobal('pageYOffset', y);
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

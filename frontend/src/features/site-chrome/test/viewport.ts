import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * A matchMedia stub driven by a fake viewport width (min-width/max-width queries) and pointer
 * type, with change listeners, so components using useMediaQuery re-render on `resize`.
 */
export function mockViewport(initialWidth: number, { coarse = false } = {}) {
  let width = initialWidth;
  const listeners = new Set<() => void>();
  const evaluate = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    if (/pointer:\s*coarse/.test(query)) return coarse;
    if (min?.[1] !== undefined) return width >= Number(min[1]);
    if (max?.[1] !== undefined) return width <= Number(max[1]);
    return false;
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: evaluate(query),
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: () => void) => {
        listeners.add(listener);
      },
      removeEventListener: (_type: string, listener: () => void) => {
        listeners.delete(listener);
      },
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(() => false),
    })),
  );
  return {
    resize(next: number) {
      width = next;
      act(() => {
        for (const listener of listeners) listener();
      });
    },
  };
}

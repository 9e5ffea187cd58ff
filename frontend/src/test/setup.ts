import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { installDialogStandIn } from './dialog-stand-in';

// Lazy routes are transformed on first import; on a loaded 2-core machine that can take longer
// than Testing Library's 1 s default for findBy*/waitFor. The assertions stay the same.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no blob: URLs; file previews only need a distinct address per file.
let blobCounter = 0;
Object.assign(URL, {
  createObjectURL: () => `blob:http://localhost/preview-${String((blobCounter += 1))}`,
  revokeObjectURL: () => undefined,
});

installDialogStandIn();

// jsdom lacks these browser APIs; the app uses them for layout and scrolling.
beforeEach(() => {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(() => false),
    })),
  );
  vi.stubGlobal('scrollTo', vi.fn());
});

afterEach(() => {
  cleanup();
  // Server-side tests run in Node (`@vitest-environment node`): no window there.
  if (typeof window !== 'undefined') window.localStorage.clear();
});

import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, vi } from 'vitest';

const roots: { root: Root; container: HTMLElement }[] = [];

afterEach(() => {
  for (const { root, container } of roots.splice(0)) {
    act(() => {
      root.unmount();
    });
    container.remove();
  }
});

/**
 * Renders `page()` to HTML as the server does, puts that HTML in the document and hydrates it
 * with a second `page()` as the browser does (`beforeHydrate` runs in between: e.g. clear what
 * the server-side render left in local storage, which a real server has none of). `html` is the
 * server's markup; `mismatches` every hydration error React reported.
 */
export async function serverRenderThenHydrate(
  page: () => ReactElement,
  { beforeHydrate }: { beforeHydrate?: () => void } = {},
) {
  const html = renderToString(page());
  beforeHydrate?.();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const mismatches: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error');
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, page(), {
      onRecoverableError: (error) => mismatches.push(error),
    });
    await Promise.resolve();
  });
  if (root) roots.push({ root, container });
  for (const call of consoleError.mock.calls) {
    if (call.some((part) => /hydrat|did not match/i.test(String(part)))) mismatches.push(call);
  }
  return { html, container, mismatches };
}

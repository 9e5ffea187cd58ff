import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, parsePath, RouterProvider, type RouteObject } from 'react-router';

/** Renders route objects in a memory router at the given path (with a location state, if any). */
export function renderRoutes(routes: RouteObject[], path: string, state?: unknown) {
  const entry = state === undefined ? path : { ...parsePath(path), state };
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  return { router, ...render(<RouterProvider router={router} />) };
}

/**
 * Renders one page at `path`, with stub pages for the places it may navigate to, each showing
 * its path in a heading ("Stub /admin/dashboard").
 */
export function renderPage(
  page: ReactElement,
  {
    path = '/',
    pattern = path,
    stubs = [],
  }: { path?: string; pattern?: string; stubs?: string[] } = {},
) {
  const routes: RouteObject[] = [
    { path: pattern, element: page },
    ...stubs.map((stub) => ({ path: stub, element: <h1>Stub {stub}</h1> })),
  ];
  return renderRoutes(routes, path);
}

import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { IN_PLACE, IN_PLACE_TYPING } from '@/lib/in-place-navigation';
import { ScrollToLocation } from './scroll-to-location';

function Layout() {
  return (
    <>
      <Outlet />
      <ScrollToLocation />
    </>
  );
}

function setup(path: string) {
  const router = createMemoryRouter(
    [
      {
        Component: Layout,
        children: [
          { path: '/', element: <Link to="/contact#form">Contact form</Link> },
          { path: '/contact', element: <h1 id="form">Get In Touch!</h1> },
          { path: '/about', element: <h1>About</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('ScrollToLocation', () => {
  it('leaves the first page where the visitor already scrolled it while it loaded', () => {
    vi.mocked(window.scrollTo).mockClear();
    setup('/');
    expect(screen.getByRole('link', { name: 'Contact form' })).toBeInTheDocument();
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('starts a new page at the top', async () => {
    const router = setup('/');
    vi.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate('/about'));
    expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('keeps the position when the page changes in place (a catalogue filter, issue 20)', async () => {
    const router = setup('/about');
    vi.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate('/about?material=EN-19', { state: IN_PLACE }));
    await act(() => router.navigate('/about?q=hub', { state: IN_PLACE_TYPING, replace: true }));
    expect(window.scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/about?q=spur'));
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('scrolls to the #anchor of the address once the page is there', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const router = setup('/');
    await act(() => router.navigate('/contact#form'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(
      screen.getByRole('heading', { name: 'Get In Touch!' }),
    );
  });

  it('returns to the remembered position on back', async () => {
    const router = setup('/about');
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 640 });
    window.dispatchEvent(new Event('scroll'));
    await act(() => router.navigate('/'));
    vi.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate(-1));
    expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 640);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });
});

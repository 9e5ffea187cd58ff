import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { json, mockFetch } from '@/test/mock-fetch';
import { renderRoutes } from '@/test/render-with-router';
import { AppRouter, routes } from './router';

const publicPages: [path: string, heading: string][] = [
  ['/about', 'A House Of Gears and Shafts.'],
  ['/quailty', 'Quality & Services'],
  ['/certificate', 'Certification'],
  ['/lab', 'Lab Inspection & Equipment'],
  ['/member', 'Our Team'],
  ['/infrastructure', 'Infrastructure'],
  ['/product', 'Our Products'],
  ['/gallery', 'Our Gallery'],
  ['/ebrochure', 'E-Brochure'],
  ['/contact', 'Contact Us'],
];

const adminPages: [path: string, heading: string][] = [
  ['/admin/dashboard', 'Welcome to the Admin Dashboard'],
  ['/admin/slider', 'Manage Sliders'],
  ['/admin/sub-category', 'Manage all Products'],
  ['/admin/e-brochure', 'Manage E-Brochure'],
  ['/admin/gallery', 'Manage Gallery'],
  ['/admin/leads', 'Leads'],
  ['/admin/activity', 'Activity Log'],
];

describe('routes', () => {
  it.each(publicPages)(
    '%s renders its page inside the public header and footer',
    async (path, heading) => {
      mockFetch({ 'GET /backend/api/subcategories': json([]) });
      renderRoutes(routes, path);

      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      const header = screen.getByRole('banner');
      expect(within(header).getByText('AUTO ENGINEERS')).toBeInTheDocument();
      expect(within(header).getByRole('button', { name: 'Our Company' })).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025');
      expect(screen.getByRole('link', { name: /Chat with us/ })).toHaveAttribute(
        'href',
        'https://wa.me/910000000000',
      );
    },
  );

  it('shows a 404 page for unknown routes', async () => {
    renderRoutes(routes, '/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it.each(adminPages)('%s redirects to the login page without a token', async (path) => {
    const { router } = renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    // No public chrome and no admin frame on the login page.
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByText('Admin Panel')).not.toBeInTheDocument();
  });

  it.each(adminPages)('%s shows the admin frame with a token', async (path, heading) => {
    window.localStorage.setItem('token', 'valid');
    renderRoutes(routes, path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText('Admin Panel')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Admin' });
    for (const label of [
      'Dashboard',
      'Slider Manage',
      'Product',
      'E-Brochure',
      'Gallery Manage',
      'Leads',
      'Activity Log',
    ]) {
      expect(within(sidebar).getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(screen.queryByText('AUTO ENGINEERS')).not.toBeInTheDocument();
  });

  it('dashboard Quick Actions link to every admin page', async () => {
    window.localStorage.setItem('token', 'valid');
    renderRoutes(routes, '/admin/dashboard');
    const quick = (await screen.findByRole('heading', { name: 'Quick Actions' })).closest(
      'section',
    );
    if (!quick) throw new Error('Quick Actions section missing');
    const links = within(quick).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/admin/dashboard'],
      ['Slider Manage', '/admin/slider'],
      ['Products', '/admin/sub-category'],
      ['E-Brochure', '/admin/e-brochure'],
      ['Gallery Manage', '/admin/gallery'],
    ]);
  });

  it('Logout tells the server, clears the token and returns to the login page', async () => {
    window.localStorage.setItem('token', 'valid');
    const fetchMock = mockFetch({ 'POST /backend/logout': json({ success: true }) });
    const { router } = renderRoutes(routes, '/admin/slider');

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(window.localStorage.getItem('token')).toBeNull();
    const init = fetchMock.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer valid');
  });

  it('Logout still signs out when the server call fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    window.localStorage.setItem('token', 'valid');
    mockFetch({ 'POST /backend/logout': new TypeError('Failed to fetch') });
    renderRoutes(routes, '/admin/dashboard');

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(error).toHaveBeenCalled();
  });
});

describe('AppRouter', () => {
  it('a 401 on an admin call clears the token and shows the login page', async () => {
    window.history.pushState({}, '', '/admin/dashboard');
    window.localStorage.setItem('token', 'expired');
    render(<AppRouter />);
    expect(
      await screen.findByRole('heading', { name: 'Welcome to the Admin Dashboard' }),
    ).toBeInTheDocument();

    mockFetch({
      'GET /backend/api/subcategories': json({ success: false, error: 'Unauthorized' }, 401),
    });
    await act(async () => {
      await expect(
        apiRequest('/api/subcategories', { schema: z.unknown(), auth: true }),
      ).rejects.toMatchObject({ status: 401 });
    });

    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin');
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});

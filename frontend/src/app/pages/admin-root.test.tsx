import { ACCOUNT_MESSAGES } from '@gear/contract/account';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { useMatches } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, type MockAnswer, mockFetch } from '@/test/mock-fetch';
import { renderRoutes } from '@/test/render-with-router';
import AdminLayout from './admin-layout';
import AdminLogin from './admin-login';
import AdminRoot from './admin-root';
import AdminSecurity from './admin-security';

/**
 * A route module as framework mode renders it: its wrapper reads the router's matches, so every
 * router update (a navigation starting, too) renders the page again.
 */
function asRouteModule(Page: ComponentType) {
  return function RouteModule() {
    useMatches();
    return <Page />;
  };
}

/** The admin branch at /admin/security, its login page loaded on first use (as route modules are). */
function renderAdmin(answers: Record<string, MockAnswer>) {
  mockFetch(answers);
  renderRoutes(
    [
      {
        path: '/admin',
        Component: asRouteModule(AdminRoot),
        children: [
          // The way to the login page takes a moment: the guard of the page being left must not
          // start a navigation of its own meanwhile (it would drop the login page's notice).
          {
            index: true,
            lazy: () =>
              new Promise((resolve) => {
                setTimeout(() => {
                  resolve({ Component: AdminLogin });
                }, 300);
              }),
          },
          {
            Component: asRouteModule(AdminLayout),
            children: [{ path: 'security', Component: asRouteModule(AdminSecurity) }],
          },
        ],
      },
    ],
    '/admin/security',
  );
}

const ACCOUNT = {
  username: 'admin',
  two_factor: { enabled: false, recovery_codes_left: 0 },
  password_source: 'environment',
  password_changed_at: null,
  sessions_valid_from: '2026-11-20T10:00:00.000Z',
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('the admin root: back to the login page with a notice', () => {
  it('a 401 on an admin call: the login page says the session has ended', async () => {
    window.localStorage.setItem('token', 'ended-elsewhere');
    const unauthorized = json({ success: false, error: 'Unauthorized' }, 401);
    renderAdmin({
      'GET /backend/api/account': unauthorized,
      'GET /backend/api/leads/summary': unauthorized,
    });

    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.sessionEnded);
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it("'Sign out everywhere': the login page says so", async () => {
    window.localStorage.setItem('token', 'admin-token');
    renderAdmin({
      'GET /backend/api/account': json(ACCOUNT),
      'GET /backend/api/leads/summary': json({ unread: 0, mail_failed: 0 }),
      'POST /backend/api/account/sign-out-everywhere': json({ success: true }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Sign out everywhere' }),
    );

    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.signedOutEverywhere);
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});

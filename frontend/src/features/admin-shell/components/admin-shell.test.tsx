import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminToaster } from '@/components/admin/toast';
import { useRevalidateUnreadLeads } from '@/components/admin/unread-leads';
import { json, type MockAnswer, mockFetch, urlOf } from '@/test/mock-fetch';
import { renderRoutes } from '@/test/render-with-router';
import { AdminShell } from './admin-shell';

const SUMMARY = '/backend/api/leads/summary';

/** Stands in for the inbox, which asks the shell to revalidate after changing a lead. */
function InboxStandIn() {
  const revalidate = useRevalidateUnreadLeads();
  return (
    <button type="button" onClick={revalidate}>
      Mark a lead read
    </button>
  );
}

function setup(summary: MockAnswer) {
  window.localStorage.setItem('token', 'admin-token');
  const fetchMock = mockFetch({ [`GET ${SUMMARY}`]: summary });
  const shell = (
    <AdminShell actions={null}>
      <Link to="/admin/gallery">Go to the gallery</Link>
      <InboxStandIn />
      <AdminToaster />
    </AdminShell>
  );
  renderRoutes(
    [
      { path: '/admin/dashboard', element: shell },
      { path: '/admin/gallery', element: shell },
    ],
    '/admin/dashboard',
  );
  const summaries = () => fetchMock.mock.calls.filter(([input]) => urlOf(input) === SUMMARY);
  return { fetchMock, summaries };
}

const leadsLink = () =>
  within(screen.getByRole('navigation', { name: 'Admin' })).getByRole('link', { name: /^Leads/ });

afterEach(() => {
  vi.useRealTimers();
});

describe('AdminShell: Categories link (issue 20)', () => {
  it('comes right after Product and opens /admin/categories', () => {
    setup(json({ unread: 0, mail_failed: 0 }));
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names.indexOf('Categories')).toBe(names.indexOf('Product') + 1);
    expect(within(nav).getByRole('link', { name: 'Categories' })).toHaveAttribute(
      'href',
      '/admin/categories',
    );
  });
});

describe('AdminShell: Leads link', () => {
  it('comes after Gallery Manage and names the unread count (a pill shows it)', async () => {
    const { summaries } = setup(json({ unread: 3, mail_failed: 0 }));
    const names = within(screen.getByRole('navigation', { name: 'Admin' }))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names.indexOf('Leads')).toBe(names.indexOf('Gallery Manage') + 1);
    await waitFor(() => {
      expect(leadsLink()).toHaveAccessibleName('Leads, 3 unread');
    });
    expect(leadsLink()).toHaveAttribute('href', '/admin/leads');
    expect(within(leadsLink()).getByText('3')).toHaveAttribute('aria-hidden', 'true');
    expect(new Headers(summaries()[0]?.[1]?.headers).get('Authorization')).toBe(
      'Bearer admin-token',
    );
  });

  it('shows no count when nothing is unread', async () => {
    const { summaries } = setup(json({ unread: 0, mail_failed: 2 }));
    await waitFor(() => {
      expect(summaries()).toHaveLength(1);
    });
    expect(leadsLink()).toHaveAccessibleName('Leads');
    expect(within(leadsLink()).queryByText('0')).not.toBeInTheDocument();
  });

  it('a backend without leads (404): no count and no notice', async () => {
    const { summaries } = setup(json({ success: false, error: 'Not found' }, 404));
    await waitFor(() => {
      expect(leadsLink()).toHaveAccessibleName('Leads');
    });
    expect(summaries()).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a 404 after a known count removes the badge', async () => {
    let offered = true;
    setup(() =>
      offered
        ? json({ unread: 2, mail_failed: 0 })
        : json({ success: false, error: 'Not found' }, 404),
    );
    await waitFor(() => {
      expect(leadsLink()).toHaveAccessibleName('Leads, 2 unread');
    });
    offered = false;
    await userEvent.setup().click(screen.getByRole('link', { name: 'Go to the gallery' }));
    await waitFor(() => {
      expect(leadsLink()).toHaveAccessibleName('Leads');
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks again on every route change and at once when the inbox changes a lead', async () => {
    let unread = 2;
    const { summaries } = setup(() => json({ unread, mail_failed: 0 }));
    await waitFor(() => {
      expect(leadsLink()).toHaveAccessibleName('Leads, 2 unread');
    });
    unread = 1;
    await userEvent.setup().click(screen.getByRole('link', { name: 'Go to the gallery' }));
    await waitFor(() => {
      expect(leadsLink()).toHaveAccessibleName('Leads, 1 unread');
    });
    expect(summaries()).toHaveLength(2);

    unread = 0;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mark a lead read' }));
    await waitFor(() => {
      expect(leadsLink()).toHaveAccessibleName('Leads');
    });
    expect(summaries()).toHaveLength(3);
  });

  it('a failed request keeps the last count, with no notice', async () => {
    let fail = false;
    const { summaries } = setup(() =>
      fail ? json({ success: false, error: 'Boom' }, 500) : json({ unread: 4, mail_failed: 0 }),
    );
    await waitFor(() => {
      expect(leadsLink()).toHaveAccessibleName('Leads, 4 unread');
    });
    fail = true;
    await userEvent.setup().click(screen.getByRole('link', { name: 'Go to the gallery' }));
    await waitFor(() => {
      expect(summaries()).toHaveLength(2);
    });
    await new Promise((resolve) => setTimeout(resolve, 50)); // the answer has been handled
    expect(leadsLink()).toHaveAccessibleName('Leads, 4 unread');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refreshes every minute while the tab is visible, not while it is hidden', async () => {
    // Only the interval is faked; Testing Library's waiting keeps real timeouts.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let unread = 3;
    const { summaries } = setup(() => json({ unread, mail_failed: 0 }));
    await waitFor(() => {
      expect(leadsLink()).toHaveAccessibleName('Leads, 3 unread');
    });
    unread = 5;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(59_000);
    });
    expect(leadsLink()).toHaveAccessibleName('Leads, 3 unread');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    await waitFor(() => {
      expect(leadsLink()).toHaveAccessibleName('Leads, 5 unread');
    });

    unread = 7;
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const before = summaries().length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(120_000);
    });
    expect(summaries()).toHaveLength(before);
    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => {
      expect(leadsLink()).toHaveAccessibleName('Leads, 7 unread');
    });
  });
});

describe('AdminShell: Security and Backups links (issue 21)', () => {
  const ACCOUNT = '/backend/api/account';
  const STATUS = {
    username: 'admin',
    two_factor: { enabled: false, recovery_codes_left: 0 },
    password_source: 'environment',
    password_changed_at: null,
    sessions_valid_from: '2026-11-20T10:00:00.000Z',
  };

  function renderShell(account: MockAnswer) {
    window.localStorage.setItem('token', 'admin-token');
    const fetchMock = mockFetch({
      [`GET ${SUMMARY}`]: json({ unread: 0, mail_failed: 0 }),
      [`GET ${ACCOUNT}`]: account,
    });
    renderRoutes(
      [
        {
          path: '/admin/dashboard',
          element: (
            <AdminShell actions={null}>
              <AdminToaster />
            </AdminShell>
          ),
        },
      ],
      '/admin/dashboard',
    );
    const probes = () => fetchMock.mock.calls.filter(([input]) => urlOf(input) === ACCOUNT);
    return { probes };
  }

  const linkNames = () =>
    within(screen.getByRole('navigation', { name: 'Admin' }))
      .getAllByRole('link')
      .map((link) => link.textContent);

  it('a backend with the account calls (200): both links follow Activity Log', async () => {
    const { probes } = renderShell(json(STATUS));
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(await within(nav).findByRole('link', { name: 'Security' })).toHaveAttribute(
      'href',
      '/admin/security',
    );
    expect(within(nav).getByRole('link', { name: 'Backups' })).toHaveAttribute(
      'href',
      '/admin/backups',
    );
    const names = linkNames();
    expect(names.slice(names.indexOf('Activity Log'))).toEqual([
      'Activity Log',
      'Security',
      'Backups',
    ]);
    expect(new Headers(probes()[0]?.[1]?.headers).get('Authorization')).toBe('Bearer admin-token');
  });

  it('a backend without them (404): no link and no notice', async () => {
    const { probes } = renderShell(json({ success: false, error: 'Not found' }, 404));
    await waitFor(() => {
      expect(probes()).toHaveLength(1);
    });
    await new Promise((resolve) => setTimeout(resolve, 50)); // the answer has been handled
    expect(linkNames()).not.toContain('Security');
    expect(linkNames()).not.toContain('Backups');
    expect(linkNames().at(-1)).toBe('Activity Log');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a failing probe (500) shows no link and no notice', async () => {
    const { probes } = renderShell(json({ success: false, error: 'Boom' }, 500));
    await waitFor(() => {
      expect(probes()).toHaveLength(1);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(linkNames()).not.toContain('Security');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

import type { Lead, LeadListResponse } from '@gear/contract/leads-admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch } from '@/test/mock-fetch';
import { renderRoutes } from '@/test/render-with-router';
import AdminLayout from './admin-layout';
import AdminLeads from './admin-leads';

const SUMMARY = 'GET /backend/api/leads/summary';
const PATCH = 'PATCH /backend/api/leads/2';

const RAVI: Lead = {
  id: 2,
  kind: 'inquiry',
  name: 'Ravi Mehta',
  email: 'ravi@example.com',
  phone: '',
  message: 'Please call me.',
  ip: '203.0.113.7',
  created_at: '2026-11-12T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  status: 'new',
  notes: '',
  read_at: null,
  mail_status: 'sent',
  mail_error: null,
};

// The list's own `unread` differs from the summary's: the badge must show the summary's answer.
const LIST: LeadListResponse = { data: [RAVI], total: 1, page: 1, pageSize: 50, unread: 9 };

const leadsLink = () =>
  within(screen.getByRole('navigation', { name: 'Admin' })).getByRole('link', { name: /^Leads/ });

describe('the admin layout: sidebar badge and inbox', () => {
  it('the badge asks the server again after the inbox marks a lead read or unread', async () => {
    window.localStorage.setItem('token', 'admin-token');
    let unread = 3;
    let readAt: string | null = null;
    const fetchMock = mockFetch({
      [SUMMARY]: () => json({ unread, mail_failed: 0 }),
      'GET /backend/api/leads': json(LIST),
      // Opening the lead marks it read, 'Mark as unread' then undoes that.
      [PATCH]: () => {
        readAt = readAt === null ? '2026-11-23T02:00:00.000Z' : null;
        unread += readAt === null ? 1 : -1;
        return json({ success: true, data: { ...RAVI, read_at: readAt } });
      },
    });
    renderRoutes(
      [
        {
          path: '/admin',
          element: <AdminLayout />,
          children: [{ path: 'leads', element: <AdminLeads /> }],
        },
      ],
      '/admin/leads',
    );
    const user = userEvent.setup();
    await waitFor(() => {
      expect(leadsLink()).toHaveAccessibleName('Leads, 3 unread');
    });
    expect(callsTo(fetchMock, SUMMARY)).toHaveLength(1);

    await user.click(await screen.findByRole('button', { name: 'Ravi Mehta' }));
    await waitFor(() => {
      expect(leadsLink()).toHaveAccessibleName('Leads, 2 unread');
    });
    expect(callsTo(fetchMock, PATCH)).toHaveLength(1);
    expect(callsTo(fetchMock, SUMMARY)).toHaveLength(2);

    const dialog = screen.getByRole('dialog', { name: 'Inquiry from Ravi Mehta' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as unread' }));
    await waitFor(() => {
      expect(leadsLink()).toHaveAccessibleName('Leads, 3 unread');
    });
    expect(callsTo(fetchMock, SUMMARY)).toHaveLength(3);
    expect(within(leadsLink()).getByText('3')).toHaveAttribute('aria-hidden', 'true');
  });
});

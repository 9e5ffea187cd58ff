import type { Lead } from '@gear/contract/leads-admin';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminToaster } from '@/components/admin/toast';
import { UnreadLeadsProvider } from '@/components/admin/unread-leads';
import { callsTo, json, type MockAnswer, mockFetch, urlOf } from '@/test/mock-fetch';
import { renderRoutes } from '@/test/render-with-router';
import { LeadsAdminPage } from './leads-admin-page';

const LIST = 'GET /backend/api/leads';
const DRAWING_ID = '0b6f3d1e-8a52-4c1e-9a57-3f1c2d4e5a6b';
const DRAWING = `GET /backend/api/leads/9/attachments/${DRAWING_ID}`;

const QUOTE: Lead = {
  id: 9,
  kind: 'quote',
  name: 'Meera Iyer',
  email: 'meera@oem.example',
  phone: '+91 98450 11111',
  message: 'Annual volume 12,000.',
  ip: null,
  created_at: '2026-11-27T09:00:00.000Z',
  updated_at: '2026-11-27T09:00:00.000Z',
  status: 'new',
  notes: '',
  read_at: '2026-11-27T10:00:00.000Z',
  mail_status: 'sent',
  mail_error: null,
  quote: {
    company: 'Iyer Tractors Pvt Ltd',
    country: 'India',
    lines: [
      { productId: 3, title: 'Spur Gear', quantity: 1200, note: 'EN-19, drawing SG-14' },
      { productId: 'sku-7', title: 'Drive Shaft', quantity: 40, note: '' },
    ],
    attachments: [{ id: DRAWING_ID, name: 'SG-14 rev B.pdf', type: 'pdf', size: 2_516_582 }],
  },
};

function setup(answers: Record<string, MockAnswer>, path = '/admin/leads') {
  window.localStorage.setItem('token', 'admin-token');
  const fetchMock = mockFetch({
    [LIST]: json({ data: [QUOTE], total: 1, page: 1, pageSize: 50, unread: 0 }),
    ...answers,
  });
  const revalidate = vi.fn();
  const { router } = renderRoutes(
    [
      {
        path: '/admin/leads',
        element: (
          <UnreadLeadsProvider revalidate={revalidate}>
            <LeadsAdminPage />
            <AdminToaster />
          </UnreadLeadsProvider>
        ),
      },
      { path: '/admin', element: <h1>Stub /admin</h1> },
    ],
    path,
  );
  return { fetchMock, user: userEvent.setup(), router, revalidate };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('a quote request in the leads inbox', () => {
  it('is its own type in the table, with what it asks for', async () => {
    setup({});
    const row = (await screen.findByRole('button', { name: 'Meera Iyer' })).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Quote request')).toBeInTheDocument();
    expect(within(row).getByText('2 products, 1 drawing')).toBeInTheDocument();
  });

  it('shows company, country, the products with quantities and notes, and the drawings', async () => {
    const { user } = setup({});
    await user.click(await screen.findByRole('button', { name: 'Meera Iyer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quote request from Meera Iyer' });
    expect(within(dialog).getByText('Iyer Tractors Pvt Ltd')).toBeInTheDocument();
    expect(within(dialog).getByText('India')).toBeInTheDocument();
    const products = within(dialog).getByRole('table', { name: 'Products' });
    const cells = within(products)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(cells).toEqual([
      ['Spur Gear', '1,200', 'EN-19, drawing SG-14'],
      ['Drive Shaft', '40', ''],
    ]);
    expect(within(products).getByRole('link', { name: 'Drive Shaft' })).toHaveAttribute(
      'href',
      '/product/sku-7',
    );
    expect(within(dialog).getByText(/SG-14 rev B\.pdf/)).toBeInTheDocument();
    expect(within(dialog).getByText('(PDF, 2.4 MB)')).toBeInTheDocument();
  });

  it('downloads a drawing with the admin token and saves it under its name', async () => {
    const { fetchMock, user } = setup({
      [DRAWING]: new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]), {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="SG-14 rev B.pdf"; filename*=UTF-8''SG-14%20rev%20B.pdf`,
        },
      }),
    });
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
    });
    await user.click(await screen.findByRole('button', { name: 'Meera Iyer' }));
    await user.click(await screen.findByRole('button', { name: 'Download SG-14 rev B.pdf' }));
    await waitFor(() => {
      expect(clicks).toHaveLength(1);
    });
    expect(clicks[0]?.download).toBe('SG-14 rev B.pdf');
    expect(clicks[0]?.href).toMatch(/^blob:/);
    const call = callsTo(fetchMock, DRAWING)[0];
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer admin-token');
  });

  it('says so when a drawing cannot be downloaded', async () => {
    const { user } = setup({ [DRAWING]: json({ error: 'Attachment not found.' }, 404) });
    await user.click(await screen.findByRole('button', { name: 'Meera Iyer' }));
    await user.click(await screen.findByRole('button', { name: 'Download SG-14 rev B.pdf' }));
    expect(
      await screen.findByText(/Attachment not found\.|Failed to download/),
    ).toBeInTheDocument();
  });

  it('deletes the lead after a confirmation, then loads the list again', async () => {
    const { fetchMock, user, revalidate } = setup({
      'DELETE /backend/api/leads/9': json({ success: true, message: ADMIN_MESSAGES.leadDeleted }),
    });
    await user.click(await screen.findByRole('button', { name: 'Meera Iyer' }));
    await user.click(await screen.findByRole('button', { name: 'Delete lead' }));
    const confirm = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(within(confirm).getByText(ADMIN_MESSAGES.leadDeleteConfirm)).toBeInTheDocument();
    const listsBefore = callsTo(fetchMock, LIST).length;
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(ADMIN_MESSAGES.leadDeleted)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /backend/api/leads/9')).toHaveLength(1);
    await waitFor(() => {
      expect(callsTo(fetchMock, LIST).length).toBeGreaterThan(listsBefore);
    });
    expect(revalidate).toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: /Quote request/ })).not.toBeInTheDocument();
  });

  it('keeps the lead when the confirmation is cancelled', async () => {
    const { fetchMock, user } = setup({});
    await user.click(await screen.findByRole('button', { name: 'Meera Iyer' }));
    await user.click(await screen.findByRole('button', { name: 'Delete lead' }));
    const confirm = await screen.findByRole('dialog', { name: 'Please confirm' });
    // The dialog's X is named 'Cancel' too; this is the text button beside 'Delete'.
    const cancel = within(confirm).getAllByRole('button', { name: 'Cancel' }).at(-1);
    if (!cancel) throw new Error('no Cancel button');
    await user.click(cancel);
    expect(
      fetchMock.mock.calls.some(([input, init]) => init?.method === 'DELETE' && urlOf(input)),
    ).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Quote request from Meera Iyer' })).toBeVisible();
  });

  it('opens the lead a notification e-mail links to (?lead=9)', async () => {
    const { router } = setup({}, '/admin/leads?lead=9');
    expect(
      await screen.findByRole('dialog', { name: 'Quote request from Meera Iyer' }),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(router.state.location.search).toBe('');
    });
  });
});

import type { Lead, LeadListResponse } from '@gear/contract/leads-admin';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminToaster } from '@/components/admin/toast';
import { UnreadLeadsProvider } from '@/components/admin/unread-leads';
import { type FetchMock, json, type MockAnswer, mockFetch, urlOf } from '@/test/mock-fetch';
import { renderRoutes } from '@/test/render-with-router';
import { localInstant } from '@/components/admin/admin-list/local-day';
import { LeadsAdminPage } from './leads-admin-page';

const LIST = 'GET /backend/api/leads';
const patchKey = (id: number) => `PATCH /backend/api/leads/${String(id)}`;
const resendKey = (id: number) => `POST /backend/api/leads/${String(id)}/resend`;

function lead(id: number, fields: Partial<Lead> = {}): Lead {
  return {
    id,
    kind: 'contact',
    name: `Visitor ${String(id)}`,
    email: `visitor${String(id)}@example.com`,
    phone: '+91 98250 12345',
    message: 'Please call me.',
    ip: '203.0.113.7',
    created_at: `2026-11-${String(10 + id).padStart(2, '0')}T10:00:00.000Z`,
    updated_at: '2026-11-20T10:00:00.000Z',
    status: 'new',
    notes: '',
    read_at: null,
    mail_status: 'sent',
    mail_error: null,
    ...fields,
  };
}

const RAVI = lead(2, {
  kind: 'inquiry',
  name: 'Ravi Mehta',
  email: 'ravi@example.com',
  message: 'Line one\nLine two',
});
const ASHA = lead(1, {
  name: 'Asha Rao',
  read_at: '2026-11-20T11:00:00.000Z',
  status: 'contacted',
  mail_status: 'failed',
  mail_error: 'SMTP 554: relay refused',
});

const page = (data: Lead[], extra: Partial<LeadListResponse> = {}): LeadListResponse => ({
  data,
  total: data.length,
  page: 1,
  pageSize: 50,
  unread: data.filter((item) => item.read_at === null).length,
  ...extra,
});

/** Every list request the page made, as "path?query". */
const listCalls = (fetchMock: FetchMock) =>
  fetchMock.mock.calls
    .map(([input, init]) => `${init?.method ?? 'GET'} ${urlOf(input)}`)
    .filter((key) => key === LIST || key.startsWith(`${LIST}?`));

const bodyOf = (fetchMock: FetchMock, key: string): unknown => {
  const call = fetchMock.mock.calls.find(
    ([input, init]) => `${init?.method ?? 'GET'} ${urlOf(input)}` === key,
  );
  const body = call?.[1]?.body;
  if (typeof body !== 'string') throw new Error(`${key} sent no JSON body`);
  return JSON.parse(body);
};

/**
 * The page inside a stand-in for the admin shell, whose sidebar badge `revalidateUnread` records
 * each request to load the unread count again (the real one: app/pages/admin-layout.test.tsx).
 */
function setup(answers: Record<string, MockAnswer>, path = '/admin/leads') {
  window.localStorage.setItem('token', 'admin-token');
  const fetchMock = mockFetch({
    [LIST]: json(page([RAVI, ASHA])),
    ...answers,
  });
  const user = userEvent.setup();
  const revalidateUnread = vi.fn();
  const { router } = renderRoutes(
    [
      {
        path: '/admin/leads',
        element: (
          <UnreadLeadsProvider revalidate={revalidateUnread}>
            <LeadsAdminPage />
            <AdminToaster />
          </UnreadLeadsProvider>
        ),
      },
      { path: '/admin', element: <h1>Stub /admin</h1> },
    ],
    path,
  );
  return { fetchMock, user, router, revalidateUnread };
}

const table = () => screen.getByRole('table', { name: 'Leads' });
const rows = () => within(table()).getAllByRole('row').slice(1);
const rowOf = (name: string) => {
  const found = rows().find((row) => within(row).queryByRole('button', { name }));
  if (!found) throw new Error(`no row for ${name}`);
  return found;
};
const loaded = () => screen.findByRole('button', { name: 'Ravi Mehta' });
const user = () => userEvent.setup();

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('LeadsAdminPage: list', () => {
  it('shows the leads newest first, unread ones marked in words, failed mails with the reason', async () => {
    const { fetchMock } = setup({});
    expect(screen.getByRole('heading', { level: 1, name: 'Leads' })).toBeInTheDocument();
    expect(within(table()).getByText(ADMIN_MESSAGES.loadingLeads)).toBeInTheDocument();
    await loaded();

    expect(rows().map((row) => within(row).getAllByRole('button')[0]?.textContent)).toEqual([
      'Ravi Mehta',
      'Asha Rao',
    ]);
    expect(screen.getByText('2 leads')).toBeInTheDocument();
    const ravi = rowOf('Ravi Mehta');
    expect(within(ravi).getByText('Unread')).toBeInTheDocument();
    expect(within(ravi).getByText('Inquiry')).toBeInTheDocument();
    expect(within(ravi).getByText('ravi@example.com')).toBeInTheDocument();
    expect(within(ravi).getByText('New')).toBeInTheDocument();
    expect(ravi.querySelector('time')).toHaveAttribute('datetime', RAVI.created_at);

    const asha = rowOf('Asha Rao');
    expect(within(asha).queryByText('Unread')).not.toBeInTheDocument();
    expect(within(asha).getByText('Contact message')).toBeInTheDocument();
    expect(within(asha).getByText('Contacted')).toBeInTheDocument();
    const failed = within(asha).getByText('Mail failed', { exact: false });
    expect(failed).toHaveAttribute('title', 'SMTP 554: relay refused');
    expect(failed).toHaveTextContent('Mail failed: SMTP 554: relay refused');

    const listCall = fetchMock.mock.calls.find(([input]) => urlOf(input) === '/backend/api/leads');
    expect(new Headers(listCall?.[1]?.headers).get('Authorization')).toBe('Bearer admin-token');
  });

  it("reads 'No leads match this filter.' when there are none", async () => {
    setup({ [LIST]: json(page([])) });
    expect(await within(table()).findByText(ADMIN_MESSAGES.noLeads)).toBeInTheDocument();
    expect(screen.getByText('0 leads')).toBeInTheDocument();
  });

  it('says the list could not be fetched, or that the backend is down', async () => {
    setup({ [LIST]: json({ success: false, error: 'Boom' }, 500) });
    expect(await screen.findByText(ADMIN_MESSAGES.leadsFetchFailed)).toBeInTheDocument();
  });

  it('says the backend is down when it cannot be reached', async () => {
    setup({ [LIST]: new TypeError('Failed to fetch') });
    expect(await screen.findByText(ADMIN_MESSAGES.backendDown)).toBeInTheDocument();
  });

  it('a backend without leads (404): the unsupported sentence, no error toast', async () => {
    setup({ [LIST]: json({ success: false, error: 'Not found' }, 404) });
    expect(await screen.findByText(ADMIN_MESSAGES.leadsUnsupported)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('pages through more leads than one page holds', async () => {
    const { fetchMock, user, router } = setup({
      [LIST]: json(page([RAVI, ASHA], { total: 120, pageSize: 50 })),
      [`${LIST}?page=2`]: json(page([lead(7, { name: 'Second Page' })], { total: 120, page: 2 })),
    });
    await loaded();
    expect(screen.getByText('120 leads')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('button', { name: 'Second Page' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(listCalls(fetchMock)).toContain(`${LIST}?page=2`);
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });
});

describe('LeadsAdminPage: filter', () => {
  it('puts each filter in the address and asks the API for exactly that', async () => {
    const { fetchMock, user, router } = setup({
      [`${LIST}?status=contacted`]: json(page([ASHA])),
      [`${LIST}?type=brochure&status=contacted`]: json(page([])),
      [`${LIST}?type=brochure&status=contacted&q=ravi`]: json(page([])),
    });
    await loaded();
    await user.selectOptions(screen.getByLabelText('Status'), 'Contacted');
    expect(await screen.findByText('1 lead')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=contacted');
    expect(listCalls(fetchMock)).toContain(`${LIST}?status=contacted`);

    await user.selectOptions(screen.getByLabelText('Type'), 'Brochure request');
    await waitFor(() => {
      expect(router.state.location.search).toBe('?type=brochure&status=contacted');
    });

    await user.type(screen.getByLabelText(/^Search/), 'ravi');
    await waitFor(() => {
      expect(router.state.location.search).toBe('?type=brochure&status=contacted&q=ravi');
    });
    // Debounced: one request for the whole word, none per key.
    await waitFor(() => {
      expect(listCalls(fetchMock).filter((key) => key.includes('q='))).toEqual([
        `${LIST}?type=brochure&status=contacted&q=ravi`,
      ]);
    });
  });

  it('turns the From and To days into the start and end of those local days', async () => {
    const from = localInstant(new Date(2026, 10, 1, 0, 0, 0, 0));
    const to = localInstant(new Date(2026, 10, 23, 23, 59, 59, 999));
    expect(from).toMatch(/^2026-11-01T00:00:00\.000[+-]\d{2}:\d{2}$/);
    expect(to).toMatch(/^2026-11-23T23:59:59\.999[+-]\d{2}:\d{2}$/);
    const fromOnly = `${LIST}?${new URLSearchParams({ from }).toString()}`;
    const both = `${LIST}?${new URLSearchParams({ from, to }).toString()}`;
    const { fetchMock, user, router } = setup({
      [fromOnly]: json(page([RAVI, ASHA])),
      [both]: json(page([RAVI])),
    });
    await loaded();
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-23');
    await waitFor(() => {
      expect(router.state.location.search).toBe('?from=2026-11-01&to=2026-11-23');
    });
    expect(await screen.findByText('1 lead')).toBeInTheDocument();
    expect(listCalls(fetchMock)).toEqual([LIST, fromOnly, both]);
  });

  it('starts from the filter in the address (reload, Back)', async () => {
    const { fetchMock } = setup(
      { [`${LIST}?type=contact&status=new&q=asha`]: json(page([ASHA])) },
      '/admin/leads?type=contact&status=new&q=asha',
    );
    expect(await screen.findByRole('button', { name: 'Asha Rao' })).toBeInTheDocument();
    expect(listCalls(fetchMock)).toEqual([`${LIST}?type=contact&status=new&q=asha`]);
    expect(screen.getByLabelText('Type')).toHaveValue('contact');
    expect(screen.getByLabelText('Status')).toHaveValue('new');
    expect(screen.getByLabelText(/^Search/)).toHaveValue('asha');
  });
});

describe('LeadsAdminPage: export', () => {
  it('downloads the CSV of the current filter with the token, named as the server says', async () => {
    const csv = '\uFEFFid,type\r\n1,contact\r\n';
    const { fetchMock, user } = setup(
      {
        [`${LIST}?status=contacted`]: json(page([ASHA])),
        'GET /backend/api/leads/export.csv?status=contacted': new Response(csv, {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="leads-2026-11-23.csv"',
          },
        }),
      },
      '/admin/leads?status=contacted',
    );
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
    });
    await screen.findByRole('button', { name: 'Asha Rao' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => {
      expect(clicks).toHaveLength(1);
    });
    expect(clicks[0]?.download).toBe('leads-2026-11-23.csv');
    expect(clicks[0]?.href).toMatch(/^blob:/);
    const exportCall = fetchMock.mock.calls.find(([input]) => urlOf(input).includes('export.csv'));
    expect(urlOf(exportCall?.[0] ?? '')).toBe('/backend/api/leads/export.csv?status=contacted');
    expect(new Headers(exportCall?.[1]?.headers).get('Authorization')).toBe('Bearer admin-token');
  });

  it('says the export failed', async () => {
    const { user } = setup({
      'GET /backend/api/leads/export.csv': json({ success: false, error: 'Boom' }, 500),
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText(ADMIN_MESSAGES.leadsExportFailed)).toBeInTheDocument();
  });
});

describe('LeadsAdminPage: one lead', () => {
  it('opening a lead shows it, marks it read and the sidebar revalidates its count', async () => {
    const { fetchMock, user, revalidateUnread } = setup({
      [patchKey(2)]: json({
        success: true,
        data: { ...RAVI, read_at: '2026-11-23T02:00:00.000Z' },
      }),
    });
    await loaded();
    expect(revalidateUnread).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Ravi Mehta' }));
    const dialog = screen.getByRole('dialog', { name: 'Inquiry from Ravi Mehta' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(within(dialog).getByRole('link', { name: 'ravi@example.com' })).toHaveAttribute(
      'href',
      'mailto:ravi@example.com',
    );
    expect(within(dialog).getByRole('link', { name: '+91 98250 12345' })).toHaveAttribute(
      'href',
      'tel:+919825012345',
    );
    expect(within(dialog).getByText(/Line one/).textContent).toBe('Line one\nLine two');

    await waitFor(() => {
      expect(bodyOf(fetchMock, patchKey(2))).toEqual({ read: true });
    });
    // …and the sidebar is told to ask the server again, once.
    await waitFor(() => {
      expect(revalidateUnread).toHaveBeenCalledTimes(1);
    });
    expect(within(rowOf('Ravi Mehta')).queryByText('Unread')).not.toBeInTheDocument();
    // Marking read is quiet: no toast.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ravi Mehta' })).toHaveFocus();
  });

  it('marks a lead read outside the admin shell too (no badge to revalidate)', async () => {
    window.localStorage.setItem('token', 'admin-token');
    const fetchMock = mockFetch({
      [LIST]: json(page([RAVI, ASHA])),
      [patchKey(2)]: json({
        success: true,
        data: { ...RAVI, read_at: '2026-11-23T02:00:00.000Z' },
      }),
    });
    renderRoutes([{ path: '/admin/leads', element: <LeadsAdminPage /> }], '/admin/leads');
    await user().click(await loaded());
    await waitFor(() => {
      expect(bodyOf(fetchMock, patchKey(2))).toEqual({ read: true });
    });
    await waitFor(() => {
      expect(within(rowOf('Ravi Mehta')).queryByText('Unread')).not.toBeInTheDocument();
    });
    expect(screen.getByRole('dialog', { name: 'Inquiry from Ravi Mehta' })).toBeInTheDocument();
  });

  it('changes the status (PATCH body, toast, row updated)', async () => {
    const { fetchMock, user } = setup({
      [patchKey(1)]: json({
        success: true,
        message: 'Lead updated.',
        data: { ...ASHA, status: 'closed' },
      }),
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Asha Rao' }));
    const dialog = screen.getByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'Closed');
    expect(await screen.findByText(ADMIN_MESSAGES.leadUpdated)).toBeInTheDocument();
    expect(bodyOf(fetchMock, patchKey(1))).toEqual({ status: 'closed' });
    expect(within(rowOf('Asha Rao')).getByText('Closed')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Status')).toHaveValue('closed');
  });

  it('saves the notes, and says so when saving fails', async () => {
    let fail = true;
    const { fetchMock, user } = setup({
      [patchKey(1)]: () =>
        fail
          ? json({ success: false, error: 'Boom' }, 500)
          : json({ success: true, data: { ...ASHA, notes: 'Called back on Monday.' } }),
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Asha Rao' }));
    const dialog = screen.getByRole('dialog');
    const save = within(dialog).getByRole('button', { name: 'Save notes' });
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Internal notes/), 'Called back on Monday.');
    await user.click(save);
    expect(await screen.findByText('Boom')).toBeInTheDocument();
    fail = false;
    await user.click(save);
    expect(await screen.findByText(ADMIN_MESSAGES.leadUpdated)).toBeInTheDocument();
    expect(bodyOf(fetchMock, patchKey(1))).toEqual({ notes: 'Called back on Monday.' });
    expect(save).toBeDisabled();
  });

  it('resends a failed notification e-mail and updates the row', async () => {
    const { fetchMock, user } = setup({
      [resendKey(1)]: json({
        success: true,
        message: ADMIN_MESSAGES.leadMailResent,
        data: { ...ASHA, mail_status: 'sent', mail_error: null },
      }),
    });
    await loaded();
    expect(
      within(rowOf('Ravi Mehta')).queryByText('Mail failed', { exact: false }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Asha Rao' }));
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog).getAllByText('SMTP 554: relay refused', { exact: false }),
    ).not.toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Resend e-mail' }));
    expect(await screen.findByText(ADMIN_MESSAGES.leadMailResent)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(resendKey(1).slice(5), expect.anything());
    expect(within(rowOf('Asha Rao')).getByText('Mail sent')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Resend e-mail' })).not.toBeInTheDocument();
  });

  it('a failed resend shows the reason and keeps the action', async () => {
    const { user } = setup({
      [resendKey(1)]: json({ success: false, error: 'SMTP server unreachable' }, 502),
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Asha Rao' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Resend e-mail' }));
    expect(await screen.findByText('SMTP server unreachable')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Resend e-mail' })).toBeEnabled();
  });

  it('shows a message with markup as text, never as HTML', async () => {
    const payload = '<img src=x onerror="alert(1)"><b>bold</b>\n<script>alert(2)</script>';
    setup({ [LIST]: json(page([lead(5, { name: '<i>Eve</i>', message: payload })])) });
    await user().click(await screen.findByRole('button', { name: '<i>Eve</i>' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/onerror/).textContent).toBe(payload);
    expect(dialog.querySelector('img, b, script, i')).toBeNull();
  });

  it('marks a lead unread again: the dialog closes and the sidebar revalidates', async () => {
    const { fetchMock, user, revalidateUnread } = setup({
      [LIST]: json(page([ASHA])),
      [patchKey(1)]: json({ success: true, data: { ...ASHA, read_at: null } }),
    });
    await screen.findByRole('button', { name: 'Asha Rao' });
    await user.click(screen.getByRole('button', { name: 'Asha Rao' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Mark as unread' }),
    );
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(bodyOf(fetchMock, patchKey(1))).toEqual({ read: false });
    expect(within(rowOf('Asha Rao')).getByText('Unread')).toBeInTheDocument();
    // Opening a lead that was read changes nothing; marking it unread asks once.
    expect(revalidateUnread).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(ADMIN_MESSAGES.leadUpdated)).toBeInTheDocument();
  });
});

import type { ActivityEntry } from '@gear/contract/activity';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminToaster } from '@/components/admin/toast';
import { type FetchMock, json, type MockAnswer, mockFetch, urlOf } from '@/test/mock-fetch';
import { renderPage } from '@/test/render-with-router';
import { endOfDay, startOfDay } from '@/components/admin/admin-list/local-day';
import { ActivityAdminPage } from './activity-admin-page';

const entry = (id: number, patch: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id,
  at: `2026-11-2${String(id % 10)}T10:15:00.000Z`,
  action: 'create',
  entity: 'product',
  entity_id: id,
  actor: 'admin',
  ip: '203.0.113.7',
  summary: `Created product #${String(id)} "Spur gear"`,
  ...patch,
});

const page = (data: ActivityEntry[], extra: { total?: number; page?: number } = {}) =>
  json({ data, total: extra.total ?? data.length, page: extra.page ?? 1, pageSize: 50 });

const LIST = 'GET /backend/api/activity';

/** `answers` by "METHOD /path?query", or one function answering every request by its URL. */
function setup(
  answers: Record<string, MockAnswer> | ((url: string) => Response),
  path = '/admin/activity',
) {
  window.localStorage.setItem('token', 'admin-token');
  const fetchMock = mockFetch(typeof answers === 'function' ? {} : answers);
  if (typeof answers === 'function') {
    fetchMock.mockImplementation((input) => Promise.resolve(answers(urlOf(input))));
  }
  const user = userEvent.setup();
  renderPage(
    <>
      <ActivityAdminPage />
      <AdminToaster />
    </>,
    { path, pattern: '/admin/activity' },
  );
  return { fetchMock, user };
}

/** The query strings of every activity request, in order. */
const queries = (fetchMock: FetchMock) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(urlOf(input), 'http://localhost'))
    .filter((url) => url.pathname === '/backend/api/activity')
    .map((url) => url.searchParams);

const table = () => screen.getByRole('table', { name: 'Entries' });
const dataRows = () => within(table()).getAllByRole('row').slice(1);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('ActivityAdminPage', () => {
  it('shows the loading line, then the entries newest first with time, who, IP and what', async () => {
    const { fetchMock } = setup({
      [LIST]: page([
        entry(3, {
          action: 'login_failed',
          entity: 'session',
          entity_id: null,
          actor: 'mallory',
          ip: '198.51.100.23',
          summary: 'Failed login as "mallory" (wrong username or password)',
        }),
        entry(2),
      ]),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Activity Log' })).toBeInTheDocument();
    expect(screen.getByText(ADMIN_MESSAGES.loadingActivity)).toBeInTheDocument();
    await screen.findByText(/Failed login as "mallory"/);
    const rows = dataRows();
    expect(rows).toHaveLength(2);
    const [first, second] = rows;
    if (!first || !second) throw new Error('rows missing');
    expect(within(first).getByText('mallory')).toBeInTheDocument();
    expect(within(first).getByText('198.51.100.23')).toBeInTheDocument();
    expect(within(second).getByText('Created product #2 "Spur gear"')).toBeInTheDocument();
    const time = first.querySelector('time');
    expect(time?.getAttribute('dateTime')).toBe('2026-11-23T10:15:00.000Z');
    expect(time?.textContent).toBe(
      // The admin's one date format (admin-time.tsx), the same as on Leads.
      new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date('2026-11-23T10:15:00.000Z'),
      ),
    );
    expect(screen.getByText('2 entries')).toBeInTheDocument();
    // The admin token goes with the call; no filter, no query.
    const [input, init] = fetchMock.mock.calls[0] ?? [];
    expect(input && urlOf(input)).toBe('/backend/api/activity');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer admin-token');
  });

  it('sends the filter: action, item, local day bounds and the search text', async () => {
    // Every query answers: the first with one entry, the filtered ones with none.
    const { fetchMock, user } = setup((url) =>
      url === '/backend/api/activity' ? page([entry(1)]) : page([]),
    );
    await screen.findByText('Created product #1 "Spur gear"');

    await user.selectOptions(screen.getByLabelText('Action'), 'Delete');
    await user.selectOptions(screen.getByLabelText('Item'), 'Gallery image');
    await waitFor(() => {
      expect(queries(fetchMock).at(-1)?.toString()).toBe('action=delete&entity=gallery');
    });
    expect(await screen.findByText(ADMIN_MESSAGES.noActivity)).toBeInTheDocument();

    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-23');
    await user.type(screen.getByLabelText(/^Search/), 'spur{Enter}');
    await waitFor(() => {
      const last = queries(fetchMock).at(-1);
      expect(last?.get('q')).toBe('spur');
      expect(last?.get('from')).toBe(startOfDay('2026-11-01'));
      expect(last?.get('to')).toBe(endOfDay('2026-11-23'));
      expect(last?.get('action')).toBe('delete');
      expect(last?.get('entity')).toBe('gallery');
    });
  });

  it('reads the filter from the address and pages with Previous and Next', async () => {
    const { fetchMock, user } = setup(
      {
        [`${LIST}?entity=slider&page=2`]: page([entry(7, { entity: 'slider' })], {
          total: 120,
          page: 2,
        }),
        [`${LIST}?entity=slider&page=3`]: page([entry(8, { entity: 'slider' })], {
          total: 120,
          page: 3,
        }),
        [`${LIST}?entity=slider`]: page([entry(9, { entity: 'slider' })], { total: 120 }),
      },
      '/admin/activity?entity=slider&page=2',
    );
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Item')).toHaveValue('slider');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(await screen.findByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(queries(fetchMock).map((query) => query.toString())).toEqual([
      'entity=slider&page=2',
      'entity=slider&page=3',
      'entity=slider&page=2',
      'entity=slider',
    ]);
  });

  it('says the backend has no activity log when it answers 404, and nothing else', async () => {
    setup({ [LIST]: json({ success: false, error: 'Not found' }, 404) });
    expect(await screen.findByText(ADMIN_MESSAGES.activityUnsupported)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells a failed load in a notice', async () => {
    setup({ [LIST]: json({ success: false, error: 'boom' }, 500) });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(ADMIN_MESSAGES.activityFetchFailed);
  });

  it('shows the empty line when nothing matches', async () => {
    setup({ [LIST]: page([]) });
    expect(await screen.findByText(ADMIN_MESSAGES.noActivity)).toBeInTheDocument();
    expect(screen.getByText('0 entries')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });
});

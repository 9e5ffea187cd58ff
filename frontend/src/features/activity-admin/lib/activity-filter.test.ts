import { describe, expect, it } from 'vitest';
import { endOfDay, startOfDay } from '@/components/admin/admin-list/local-day';
import { activityQuery, readActivitySearch, writeActivitySearch } from './activity-filter';

describe('activity filter', () => {
  it('reads known values from the address and ignores the rest', () => {
    const search = readActivitySearch(
      new URLSearchParams(
        'action=hack&entity=product&from=2026-02-30&to=2026-11-23&q=%20spur%20&page=x',
      ),
    );
    expect(search).toEqual({ entity: 'product', to: '2026-11-23', q: 'spur', page: 1 });
    expect(writeActivitySearch({ ...search, page: 3 }).toString()).toBe(
      'entity=product&to=2026-11-23&q=spur&page=3',
    );
  });

  it('asks the API for the first and last instant of the local days, and the page', () => {
    // The day-to-instant rules are tested in components/admin/admin-list/local-day.
    const from = startOfDay('2026-11-01');
    const to = endOfDay('2026-11-23');
    const query = activityQuery({ action: 'login', from: '2026-11-01', to: '2026-11-23', page: 2 });
    expect(Object.fromEntries(query)).toEqual({ action: 'login', from, to, page: '2' });
  });
});

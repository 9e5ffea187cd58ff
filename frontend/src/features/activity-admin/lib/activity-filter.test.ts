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

  it('turns local days into the first and last instant of those days, with the local offset', () => {
    const from = startOfDay('2026-11-01');
    const to = endOfDay('2026-11-23');
    expect(from).toMatch(/^2026-11-01T00:00:00\.000[+-]\d{2}:\d{2}$/);
    expect(to).toMatch(/^2026-11-23T23:59:59\.999[+-]\d{2}:\d{2}$/);
    expect(Date.parse(from ?? '')).toBe(new Date(2026, 10, 1).getTime());
    expect(Date.parse(to ?? '')).toBe(new Date(2026, 10, 23, 23, 59, 59, 999).getTime());
    const query = activityQuery({ action: 'login', from: '2026-11-01', to: '2026-11-23', page: 2 });
    expect(Object.fromEntries(query)).toEqual({ action: 'login', from, to, page: '2' });
  });
});

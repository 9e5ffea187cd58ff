import { describe, expect, it } from 'vitest';
import { endOfDay, localInstant, startOfDay } from '@/components/admin/admin-list/local-day';
import { leadFilterQuery, readLeadSearch, writeLeadSearch } from './lead-filter';

describe('lead filter in the address', () => {
  it('reads known values and ignores unknown or malformed ones', () => {
    expect(
      readLeadSearch(
        new URLSearchParams(
          'type=contact&status=spam&from=2026-11-01&to=2026-02-30&q=%20ravi%20&page=3',
        ),
      ),
    ).toEqual({ type: 'contact', status: 'spam', from: '2026-11-01', q: 'ravi', page: 3 });
    expect(
      readLeadSearch(new URLSearchParams('type=order&status=open&from=yesterday&page=-2&q=')),
    ).toEqual({ page: 1 });
  });

  it('writes only what is set, page 1 left out', () => {
    expect(writeLeadSearch({ status: 'new', q: 'a b', page: 1 }).toString()).toBe(
      'status=new&q=a+b',
    );
    expect(writeLeadSearch({ page: 2 }).toString()).toBe('page=2');
  });

  it('turns local days into inclusive instants with the local offset', () => {
    const start = startOfDay('2026-11-01');
    const end = endOfDay('2026-11-01');
    expect(start).toMatch(/^2026-11-01T00:00:00\.000[+-]\d{2}:\d{2}$/);
    expect(end).toMatch(/^2026-11-01T23:59:59\.999[+-]\d{2}:\d{2}$/);
    // The same moments as the local Date's.
    expect(Date.parse(start ?? '')).toBe(new Date(2026, 10, 1).getTime());
    expect(Date.parse(end ?? '')).toBe(new Date(2026, 10, 1, 23, 59, 59, 999).getTime());
    expect(Date.parse(localInstant(new Date(0)))).toBe(0);
    expect(startOfDay('2026-13-01')).toBeUndefined();
  });

  it('builds the API query of the filter (no page)', () => {
    const query = leadFilterQuery({ type: 'brochure', from: '2026-11-01', q: 'x', page: 4 });
    expect([...query.keys()]).toEqual(['type', 'from', 'q']);
    expect(query.get('from')).toBe(startOfDay('2026-11-01'));
  });
});

import { describe, expect, it } from 'vitest';
import { startOfDay } from '@/components/admin/admin-list/local-day';
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

  it('builds the API query of the filter (no page)', () => {
    const query = leadFilterQuery({ type: 'brochure', from: '2026-11-01', q: 'x', page: 4 });
    expect([...query.keys()]).toEqual(['type', 'from', 'q']);
    // Local days go to the API as instants (components/admin/admin-list/local-day).
    expect(query.get('from')).toBe(startOfDay('2026-11-01'));
  });
});

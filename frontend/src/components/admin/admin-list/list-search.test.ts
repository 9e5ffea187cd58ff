import { describe, expect, it } from 'vitest';
import { appendListSearch, appendRangeQuery, readListSearch, withQuery } from './list-search';
import { endOfDay, startOfDay } from './local-day';

describe('admin list search in the address', () => {
  it('reads the range, search and page, ignoring malformed values', () => {
    expect(
      readListSearch(new URLSearchParams('from=2026-11-01&to=2026-02-30&q=%20ravi%20&page=3'), 80),
    ).toEqual({ from: '2026-11-01', q: 'ravi', page: 3 });
    expect(readListSearch(new URLSearchParams('from=yesterday&page=-2&q=%20'), 80)).toEqual({
      page: 1,
    });
    expect(readListSearch(new URLSearchParams('page=x&page=2.5'), 80)).toEqual({ page: 1 });
  });

  it('cuts the search text to the limit after trimming', () => {
    expect(readListSearch(new URLSearchParams('q=%20%20abcdef'), 3).q).toBe('abc');
  });

  it('writes only what is set, after what the feature wrote, page 1 left out', () => {
    const params = new URLSearchParams('status=new');
    expect(appendListSearch(params, { q: 'a b', page: 1 }).toString()).toBe('status=new&q=a+b');
    expect(
      appendListSearch(new URLSearchParams(), {
        from: '2026-11-01',
        to: '2026-11-23',
        page: 2,
      }).toString(),
    ).toBe('from=2026-11-01&to=2026-11-23&page=2');
  });

  it('gives the API the range as instants of the local days and no page', () => {
    const query = appendRangeQuery(new URLSearchParams('type=x'), {
      from: '2026-11-01',
      to: '2026-11-23',
      q: 'spur',
      page: 4,
    });
    expect(Object.fromEntries(query)).toEqual({
      type: 'x',
      from: startOfDay('2026-11-01'),
      to: endOfDay('2026-11-23'),
      q: 'spur',
    });
  });

  it('joins a path and a query, leaving out an empty query', () => {
    expect(withQuery('/api/leads', new URLSearchParams('page=2'))).toBe('/api/leads?page=2');
    expect(withQuery('/api/leads', new URLSearchParams())).toBe('/api/leads');
  });
});

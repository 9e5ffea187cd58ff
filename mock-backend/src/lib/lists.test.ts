import { describe, expect, it } from 'vitest';
import { instantRange, pageOf } from './lists.ts';

describe('instantRange', () => {
  const at = ['2026-11-22T23:59:59.999Z', '2026-11-23T00:00:00.000Z', '2026-11-24T00:00:00.000Z'];

  it('keeps everything without bounds (also empty ones)', () => {
    expect(at.filter(instantRange())).toEqual(at);
    expect(at.filter(instantRange('', ''))).toEqual(at);
  });

  it('is inclusive at both ends and compares instants, not text (offsets count)', () => {
    expect(at.filter(instantRange('2026-11-23T05:30:00.000+05:30'))).toEqual(at.slice(1));
    expect(at.filter(instantRange(undefined, '2026-11-23T00:00:00Z'))).toEqual(at.slice(0, 2));
    expect(at.filter(instantRange('2026-11-23T00:00:00Z', '2026-11-23T00:00:00Z'))).toEqual([
      at[1],
    ]);
  });
});

describe('pageOf', () => {
  const items = [1, 2, 3, 4, 5];

  it('gives the first page of the default size when none is asked for', () => {
    expect(pageOf(items, {}, 2)).toEqual({ data: [1, 2], total: 5, page: 1, pageSize: 2 });
  });

  it('gives the asked page, a short last page and an empty page past the end', () => {
    expect(pageOf(items, { page: 2, pageSize: 2 }, 10).data).toEqual([3, 4]);
    expect(pageOf(items, { page: 3, pageSize: 2 }, 10).data).toEqual([5]);
    expect(pageOf(items, { page: 9, pageSize: 2 }, 10)).toEqual({
      data: [],
      total: 5,
      page: 9,
      pageSize: 2,
    });
  });
});

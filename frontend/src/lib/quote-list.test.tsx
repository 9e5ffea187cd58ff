import { QUOTE_LIMITS } from '@gear/contract/quote-basics';
import { act, render, renderHook, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { cleanProductTitle, parseQuoteList, QUOTE_LIST_KEY, useQuoteList } from './quote-list';
import { addToQuoteList, removeFromQuoteList, updateQuoteLine } from './quote-list-edit';

const line = (productId: number | string, extra: Record<string, unknown> = {}) => ({
  productId,
  title: `Gear ${String(productId)}`,
  image: null,
  quantity: 1,
  note: '',
  ...extra,
});

const stored = (lines: unknown[], version: unknown = 1) => JSON.stringify({ version, lines });
const saved = (): unknown => JSON.parse(window.localStorage.getItem(QUOTE_LIST_KEY) ?? 'null');

describe('parseQuoteList', () => {
  it.each([
    ['nothing stored', null],
    ['text that is not JSON', '{"version":1,"lines":['],
    ['JSON of another shape', '[1,2,3]'],
    ['another version', stored([line(1)], 2)],
    ['no lines array', '{"version":1,"lines":{}}'],
  ])('reads %s as an empty list', (_case, raw) => {
    expect(parseQuoteList(raw)).toEqual([]);
  });

  it('drops unreadable lines and keeps the others', () => {
    const lines = parseQuoteList(
      stored([
        line(1),
        { productId: 2, title: 'No quantity' },
        'a string',
        line(3, { quantity: '4' }),
        line(-1),
        line(4, { title: '   ' }),
        line('A-5', { image: undefined, note: undefined }),
      ]),
    );
    expect(lines.map((entry) => entry.productId)).toEqual([1, 'A-5']);
    expect(lines[1]).toEqual({
      productId: 'A-5',
      title: 'Gear A-5',
      image: null,
      quantity: 1,
      note: '',
    });
  });

  it('keeps one line per product (the first), numbers and numeric strings alike', () => {
    const lines = parseQuoteList(
      stored([line(7, { quantity: 3 }), line('7', { quantity: 9 }), line(8)]),
    );
    expect(lines.map((entry) => [entry.productId, entry.quantity])).toEqual([
      [7, 3],
      [8, 1],
    ]);
  });

  it(`keeps at most ${String(QUOTE_LIMITS.maxLines)} lines`, () => {
    const lines = parseQuoteList(
      stored(Array.from({ length: QUOTE_LIMITS.maxLines + 5 }, (_, index) => line(index + 1))),
    );
    expect(lines).toHaveLength(QUOTE_LIMITS.maxLines);
    expect(lines.at(-1)?.productId).toBe(QUOTE_LIMITS.maxLines);
  });

  it.each([
    [0, 1],
    [-20, 1],
    [2.6, 3],
    [QUOTE_LIMITS.maxQuantity + 1, QUOTE_LIMITS.maxQuantity],
    [1e12, QUOTE_LIMITS.maxQuantity],
  ])('clamps the quantity %s to %s', (quantity, expected) => {
    expect(parseQuoteList(stored([line(1, { quantity })]))[0]?.quantity).toBe(expected);
  });

  it('cleans titles and notes: no control characters, trimmed titles, both capped', () => {
    const [entry] = parseQuoteList(
      stored([
        line(1, {
          title: `  Spur\n\u0000Gear ${'x'.repeat(300)}`,
          note: `EN-19\r\n${'n'.repeat(600)}`,
        }),
      ]),
    );
    expect(entry?.title.startsWith('Spur Gear xxx')).toBe(true);
    expect(entry?.title).toHaveLength(200);
    expect(entry?.note.startsWith('EN-19 nnn')).toBe(true);
    expect(entry?.note).toHaveLength(QUOTE_LIMITS.lineNoteMax);
  });
});

describe('cleanProductTitle', () => {
  it('removes control characters, trims and caps at the product title limit', () => {
    expect(cleanProductTitle('  Spur\tGear\u0007 ')).toBe('Spur Gear');
    expect(cleanProductTitle('a'.repeat(250))).toHaveLength(200);
  });
});

describe('the quote list in storage', () => {
  it('adds a product once, with quantity 1, in versioned JSON under quoteList', () => {
    expect(addToQuoteList({ productId: 3, title: ' Spur Gear ', image: '/uploads/s.png' })).toBe(
      'added',
    );
    expect(addToQuoteList({ productId: '3', title: 'Spur Gear', image: null })).toBe('present');
    expect(saved()).toEqual({
      version: 1,
      lines: [{ productId: 3, title: 'Spur Gear', image: '/uploads/s.png', quantity: 1, note: '' }],
    });
    // SPEC's keys are not touched.
    expect(window.localStorage.getItem('productsData')).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it(`refuses a product beyond ${String(QUOTE_LIMITS.maxLines)} lines`, () => {
    window.localStorage.setItem(
      QUOTE_LIST_KEY,
      stored(Array.from({ length: QUOTE_LIMITS.maxLines }, (_, index) => line(index + 1))),
    );
    expect(addToQuoteList({ productId: 999, title: 'One more', image: null })).toBe('full');
    expect(parseQuoteList(window.localStorage.getItem(QUOTE_LIST_KEY))).toHaveLength(
      QUOTE_LIMITS.maxLines,
    );
  });

  it('updates a quantity (clamped) and a note, and removes lines', () => {
    window.localStorage.setItem(QUOTE_LIST_KEY, stored([line(1), line(2), line(3)]));
    updateQuoteLine(2, { quantity: 5_000_000 });
    updateQuoteLine('2', { note: 'EN-19 ' });
    expect(parseQuoteList(window.localStorage.getItem(QUOTE_LIST_KEY))[1]).toMatchObject({
      quantity: QUOTE_LIMITS.maxQuantity,
      note: 'EN-19 ',
    });
    removeFromQuoteList([1, '3']);
    expect(saved()).toEqual({
      version: 1,
      lines: [line(2, { quantity: 1_000_000, note: 'EN-19 ' })],
    });
  });

  it('keeps working in memory when storage refuses to save', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    const { result } = renderHook(() => useQuoteList());
    act(() => {
      addToQuoteList({ productId: 1, title: 'Spur Gear', image: null });
    });
    expect(result.current.map((entry) => entry.title)).toEqual(['Spur Gear']);
    // Storage works again: the next change is saved, and what is stored counts again.
    vi.restoreAllMocks();
    act(() => {
      removeFromQuoteList([1]);
    });
    expect(saved()).toEqual({ version: 1, lines: [] });
  });
});

describe('useQuoteList', () => {
  function Count() {
    return <p>{useQuoteList().length} products</p>;
  }

  it('is empty on the server, whatever is stored', () => {
    window.localStorage.setItem(QUOTE_LIST_KEY, stored([line(1), line(2)]));
    expect(renderToString(<Count />)).toContain('0');
  });

  it('follows this tab and the others (the storage event), keeping the same list otherwise', () => {
    window.localStorage.setItem(QUOTE_LIST_KEY, stored([line(1)]));
    const { result, rerender } = renderHook(() => useQuoteList());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);

    act(() => {
      addToQuoteList({ productId: 2, title: 'Axle Shaft', image: null });
    });
    expect(result.current.map((entry) => entry.productId)).toEqual([1, 2]);

    // Another tab removed everything.
    act(() => {
      const raw = stored([]);
      window.localStorage.setItem(QUOTE_LIST_KEY, raw);
      window.dispatchEvent(new StorageEvent('storage', { key: QUOTE_LIST_KEY, newValue: raw }));
    });
    expect(result.current).toEqual([]);

    // Another tab added one; and a change of another key is ignored.
    render(<Count />);
    act(() => {
      window.localStorage.setItem(QUOTE_LIST_KEY, stored([line(5), line(6)]));
      window.dispatchEvent(new StorageEvent('storage', { key: QUOTE_LIST_KEY }));
    });
    expect(screen.getByText('2 products')).toBeInTheDocument();
    expect(result.current.map((entry) => entry.productId)).toEqual([5, 6]);
  });
});

import {
  defaultRangeExtractor,
  measureElement as measureRowElement,
  useWindowVirtualizer,
  type Range,
  type VirtualItem,
} from '@tanstack/react-virtual';
import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { LIST_WINDOWING } from '@/config/site';

export interface WindowedGridProps<T> {
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** The list's own grid class: its CSS decides the columns, this component only counts them. */
  className?: string;
  itemClassName?: string;
  /** The list's accessible name. */
  label?: string;
  /** Height of one row before it is measured, from the width of one column (px). */
  estimateRowHeight: (columnWidth: number) => number;
}

interface GridShape {
  columns: number;
  columnWidth: number;
  rowGap: number;
}

/** Columns, column width and row gap as the browser laid out the CSS grid. */
function readShape(list: HTMLElement): GridShape {
  const style = getComputedStyle(list);
  const tracks = style.gridTemplateColumns.split(' ').filter((track) => track.endsWith('px'));
  const columnWidth = Number.parseFloat(tracks[0] ?? '') || list.clientWidth || 340;
  return {
    columns: Math.max(1, tracks.length),
    columnWidth,
    rowGap: Number.parseFloat(style.rowGap) || 0,
  };
}

/** How far (rows) from the window a focused card is still kept, rendered with the rows between. */
const FOCUS_REACH_ROWS = 10;

/**
 * The rows to render: the virtualizer's window, stretched to keep the row before and the row after
 * the focused card. The browser scrolls a focused card into view, but the window follows only on
 * the scroll event, a frame or more later; without the stretch a quick Tab from the last rendered
 * card found no next card and left the list (seen under load in CI). A focus further than
 * FOCUS_REACH_ROWS from the window (the visitor scrolled away) is not kept: the rows stay
 * contiguous and bounded, and the padding stands for the rest.
 */
function rowsAroundFocus(range: Range, focusedRow: number | null): number[] {
  const rows = defaultRangeExtractor(range);
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (focusedRow === null || first === undefined || last === undefined) return rows;
  const from = Math.max(0, focusedRow - 1);
  const to = Math.min(range.count - 1, focusedRow + 1);
  if (to < first - FOCUS_REACH_ROWS || from > last + FOCUS_REACH_ROWS) return rows;
  const start = Math.min(first, from);
  return Array.from({ length: Math.max(last, to) - start + 1 }, (_, offset) => start + offset);
}

/** Document offset of the list's top edge: where the window scroll reaches its first row. */
const documentTop = (element: HTMLElement) => element.getBoundingClientRect().top + window.scrollY;

/**
 * A long CSS-grid list that renders only the rows near the viewport (window scrolling), so 10,000
 * cards cost as much as a few dozen. The markup stays a `<ul>` of `<li>` in one grid (the
 * columns and gaps come from the caller's CSS, unchanged); rows above and below the window are
 * replaced by padding of their (measured or estimated) height, so the page keeps its full height
 * and the scrollbar and layout do not jump. Each item carries aria-setsize/aria-posinset so a
 * screen reader still announces "item 5,001 of 10,000". Tabbing moves through the rendered rows
 * and the browser scrolls the focused card into view, which moves the window along with it; the
 * rows beside the focused card are always rendered, so the next Tab always finds the next card.
 */
export function WindowedGrid<T>({
  items,
  getKey,
  renderItem,
  className,
  itemClassName,
  label,
  estimateRowHeight,
}: WindowedGridProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const [shape, setShape] = useState<GridShape>({ columns: 1, columnWidth: 340, rowGap: 0 });
  const [scrollMargin, setScrollMargin] = useState(0);
  /** The last real row height: a better guess for unmeasured rows than the formula. */
  const measuredRow = useRef<number | null>(null);

  // Follow the CSS: columns change at its breakpoints, the list moves when content above it
  // (fonts, the banner) settles. Both are read from layout, never duplicated here.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const update = () => {
      const next = readShape(list);
      setShape((current) =>
        current.columns === next.columns &&
        current.columnWidth === next.columnWidth &&
        current.rowGap === next.rowGap
          ? current
          : next,
      );
      setScrollMargin(Math.round(documentTop(list)));
    };
    update();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', update);
      return () => {
        window.removeEventListener('resize', update);
      };
    }
    const observer = new ResizeObserver(update);
    observer.observe(list);
    observer.observe(document.body);
    return () => {
      observer.disconnect();
    };
  }, []);

  const { columns, columnWidth, rowGap } = shape;
  const rowCount = Math.ceil(items.length / columns);
  const estimate = () => measuredRow.current ?? Math.round(estimateRowHeight(columnWidth));
  const [focusedRow, setFocusedRow] = useState<number | null>(null);
  // A new extractor when the focus moves: the virtualizer recomputes its rows from it.
  const rangeExtractor = useCallback(
    (range: Range) => rowsAroundFocus(range, focusedRow),
    [focusedRow],
  );

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: estimate,
    overscan: LIST_WINDOWING.overscanRows,
    rangeExtractor,
    scrollMargin,
    gap: rowGap,
    measureElement: (element, entry, instance) => {
      const size = measureRowElement(element, entry, instance);
      // A row with no height is not laid out (jsdom, display: none): keep the estimate.
      if (size <= 0) return estimate();
      measuredRow.current = size;
      return size;
    },
  });

  // Rows hold other items once the column count changes: forget their measured heights.
  useLayoutEffect(() => {
    measuredRow.current = null;
    virtualizer.measure();
  }, [virtualizer, columns, columnWidth]);

  // Rendered before the next key press is handled, whatever the load (see rowsAroundFocus).
  const followFocus = (event: FocusEvent<HTMLUListElement>) => {
    const item = (event.target as Element).closest('li[aria-posinset]');
    const position = Number(item?.getAttribute('aria-posinset'));
    if (!position) return;
    const row = Math.floor((position - 1) / columns);
    if (row !== focusedRow)
      flushSync(() => {
        setFocusedRow(row);
      });
  };
  const forgetFocus = (event: FocusEvent<HTMLUListElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusedRow(null);
  };

  const rows = virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows[rows.length - 1];
  const style: CSSProperties = {
    paddingTop: first ? first.start - scrollMargin : 0,
    paddingBottom: last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0,
  };

  return (
    <ul
      ref={listRef}
      className={className}
      aria-label={label}
      style={style}
      onFocus={followFocus}
      onBlur={forgetFocus}
    >
      {rows.flatMap((row: VirtualItem) => {
        const start = row.index * columns;
        return items.slice(start, start + columns).map((item, offset) => {
          const index = start + offset;
          return (
            <li
              key={getKey(item)}
              className={itemClassName}
              aria-setsize={items.length}
              aria-posinset={index + 1}
              // The first cell stands for its row: grid rows stretch every cell to one height.
              data-index={offset === 0 ? row.index : undefined}
              ref={offset === 0 ? virtualizer.measureElement : undefined}
            >
              {renderItem(item, index)}
            </li>
          );
        });
      })}
    </ul>
  );
}

import {
  measureElement as measureRowElement,
  useWindowVirtualizer,
  type VirtualItem,
} from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
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

/** Document offset of the list's top edge: where the window scroll reaches its first row. */
const documentTop = (element: HTMLElement) => element.getBoundingClientRect().top + window.scrollY;

/**
 * A long CSS-grid list that renders only the rows near the viewport (window scrolling), so 10,000
 * cards cost as much as a few dozen. The markup stays a `<ul>` of `<li>` in one grid (the
 * columns and gaps come from the caller's CSS, unchanged); rows above and below the window are
 * replaced by padding of their (measured or estimated) height, so the page keeps its full height
 * and the scrollbar and layout do not jump. Each item carries aria-setsize/aria-posinset so a
 * screen reader still announces "item 5,001 of 10,000". Tabbing moves through the rendered rows
 * and the browser scrolls the focused card into view, which moves the window along with it.
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

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: estimate,
    overscan: LIST_WINDOWING.overscanRows,
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

  const rows = virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows[rows.length - 1];
  const style: CSSProperties = {
    paddingTop: first ? first.start - scrollMargin : 0,
    paddingBottom: last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0,
  };

  return (
    <ul ref={listRef} className={className} aria-label={label} style={style}>
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

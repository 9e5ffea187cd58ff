import { useEffect, useState } from 'react';
import { LIST_WINDOWING } from '@/config/site';
import type * as WindowedGridModule from './windowed-grid';
import type { WindowedGridProps } from './windowed-grid';

type Module = typeof WindowedGridModule;
let loaded: Module | null = null;

/** The windowing code, fetched on first use: short lists (every seeded page) never load it. */
function useWindowedGridModule(): Module | null {
  const [module, setModule] = useState<Module | null>(loaded);
  useEffect(() => {
    if (module) return;
    let live = true;
    import('./windowed-grid').then(
      (imported) => {
        loaded = imported;
        if (live) setModule(imported);
      },
      (error: unknown) => {
        // Offline after a deploy, say: the first rows stay, as a short list would.
        console.error('Could not load the list windowing code.', error);
      },
    );
    return () => {
      live = false;
    };
  }, [module]);
  return module;
}

/**
 * WindowedGrid behind a dynamic import, so its virtualizer stays out of the first load of every
 * public route (performance budget). While the small chunk arrives, the first rows are shown as
 * they will look, so the first card is not delayed by it.
 */
export function LazyWindowedGrid<T>(props: WindowedGridProps<T>) {
  const module = useWindowedGridModule();
  if (module) return <module.WindowedGrid {...props} />;
  const { items, getKey, renderItem, className, itemClassName, label } = props;
  return (
    <ul className={className} aria-label={label}>
      {items.slice(0, LIST_WINDOWING.firstItems).map((item, index) => (
        <li
          key={getKey(item)}
          className={itemClassName}
          aria-setsize={items.length}
          aria-posinset={index + 1}
        >
          {renderItem(item, index)}
        </li>
      ))}
    </ul>
  );
}

import type { Id } from '@gear/contract/common';
import type { GalleryItem } from '@gear/contract/gallery';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { useCallback, useState } from 'react';
import { useAdminData } from '@/components/admin/use-admin-data';
import { getGalleryItems } from '../api/get-gallery-items';

/** A table row: the item and the time its image address was last fetched (cache-busting stamp). */
export interface GalleryRow {
  item: GalleryItem;
  stamp: number;
}

interface Loaded {
  items: GalleryItem[];
  loadedAt: number;
}

async function loadGallery(signal: AbortSignal): Promise<Loaded> {
  const items = await getGalleryItems(signal);
  return { items, loadedAt: Date.now() };
}

/**
 * The admin's gallery list. It is loaded from the server, then changed locally by updates
 * (the answer's `updatedItem`, SPEC §4) and deletes; `reload` fetches it again (after uploads)
 * while the current rows stay on screen.
 */
export function useGalleryItems() {
  const state = useAdminData(loadGallery, 'admin-gallery', {
    toast: { fallback: ADMIN_MESSAGES.galleryFetchFailed },
  });
  const [view, setView] = useState<{ from: Loaded; rows: GalleryRow[] } | null>(null);

  // A new answer replaces the local rows (adjusting state while rendering, no effect needed).
  if (state.status === 'success' && view?.from !== state.data) {
    const { items, loadedAt } = state.data;
    setView({ from: state.data, rows: items.map((item) => ({ item, stamp: loadedAt })) });
  }

  const replace = useCallback((item: GalleryItem) => {
    const stamp = Date.now();
    setView(
      (current) =>
        current && {
          ...current,
          rows: current.rows.map((row) =>
            String(row.item.id) === String(item.id) ? { item, stamp } : row,
          ),
        },
    );
  }, []);

  const remove = useCallback((id: Id) => {
    setView(
      (current) =>
        current && {
          ...current,
          rows: current.rows.filter((row) => String(row.item.id) !== String(id)),
        },
    );
  }, []);

  return {
    /** Null until the first load settles (loading, or a first load that failed). */
    rows: view?.rows ?? (state.status === 'error' ? [] : null),
    loading: state.status === 'loading',
    reload: state.reload,
    replace,
    remove,
  };
}

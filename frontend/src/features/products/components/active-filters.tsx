import type { Facet } from '@gear/contract/catalogue-search';
import {
  CATALOGUE_MESSAGES,
  isNarrowed,
  type CatalogueState,
} from '@gear/contract/catalogue-basics';
import { useEffect, useEffectEvent, useRef, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { IN_PLACE } from '@/lib/in-place-navigation';
import { filterLabel, withoutFilter } from '../lib/catalogue-address';
import { catalogueHref, categoryHref } from '../lib/catalogue-links';
import styles from './catalogue.module.css';

/** A click that follows the link here (not into a new tab or window). */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

interface ActiveFilter {
  key: string;
  value: string;
  label: string;
}

/** The address's filters in the order of the offered filters, then any others by key. */
function activeFilters(address: CatalogueState, facets: readonly Facet[]): ActiveFilter[] {
  const byKey = new Map(facets.map((facet) => [facet.key, facet]));
  const order = (key: string) => {
    const index = facets.findIndex((facet) => facet.key === key);
    return index === -1 ? facets.length : index;
  };
  return Object.keys(address.filters)
    .sort((a, b) => order(a) - order(b) || a.localeCompare(b))
    .flatMap((key) =>
      (address.filters[key] ?? []).map((value) => ({
        key,
        value,
        label: filterLabel(key, value, byKey.get(key)),
      })),
    );
}

/**
 * Each active filter as a removable chip ('Module 2–3 mm ×', named 'Remove filter Module 2–3 mm')
 * and 'Clear all filters' (back to the category page, search words too), all links. After a chip
 * goes, the focus moves to the chip now in its place (or 'Clear all filters') instead of the page.
 */
export function ActiveFilters({
  address,
  facets,
  onFocusLost,
}: {
  address: CatalogueState;
  facets: readonly Facet[];
  /** Where the focus goes when the last chip (or 'Clear all filters') went. */
  onFocusLost: () => void;
}) {
  const filters = activeFilters(address, facets);
  const narrowed = isNarrowed(address);
  const listRef = useRef<HTMLDivElement>(null);
  /** The position of the chip just removed, until the address without it arrives. */
  const removed = useRef<number | null>(null);
  const href = catalogueHref(address);

  const focusLost = useEffectEvent(onFocusLost);
  useEffect(() => {
    const index = removed.current;
    removed.current = null;
    if (index === null || !listRef.current) return;
    const links = listRef.current.querySelectorAll<HTMLAnchorElement>('a');
    const next = links[Math.min(index, links.length - 1)];
    if (next) next.focus();
    else focusLost();
  }, [href]);

  // Always there (empty when nothing narrows the list): it outlives its last link's click.
  return (
    <div ref={listRef} className={styles.active}>
      {filters.length > 0 ? (
        <ul className={styles.activeList} aria-label="Active filters">
          {filters.map((filter, index) => (
            <li key={`${filter.key}=${filter.value}`}>
              <Link
                className={styles.activeChip}
                to={catalogueHref(withoutFilter(address, filter.key, filter.value))}
                state={IN_PLACE}
                preventScrollReset
                aria-label={`Remove filter ${filter.label}`}
                onClick={(event) => {
                  if (isPlainClick(event)) removed.current = index;
                }}
              >
                {filter.label}
                <span className={styles.activeRemove} aria-hidden="true">
                  ×
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {narrowed ? (
        <Link
          className={styles.clearAll}
          to={categoryHref(address.category)}
          state={IN_PLACE}
          preventScrollReset
          onClick={(event) => {
            if (isPlainClick(event)) removed.current = filters.length;
          }}
        >
          {CATALOGUE_MESSAGES.clearFilters}
        </Link>
      ) : null}
    </div>
  );
}

import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import { isInPlace } from '@/lib/in-place-navigation';

/** Scroll positions by history entry, kept for the tab's life like the browser's own. */
const STORAGE_KEY = 'scroll-positions';
const positions = new Map<string, number>(readStored());

function readStored(): [string, number][] {
  try {
    const raw: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(raw)) return [];
    return raw.filter(
      (entry): entry is [string, number] =>
        Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number',
    );
  } catch {
    return [];
  }
}

/**
 * The scrolling of a multi-page site, for the SPA (what react-router's ScrollRestoration does in
 * data-router mode): back/forward returns to where the visitor was, an address with #anchor
 * scrolls to that element, any other navigation starts at the top (SPEC §2 info pages), except one
 * that changes the page in place (a catalogue filter, lib/in-place-navigation.ts). The first page
 * of a visit stays where the browser (or the visitor) has put it.
 * Rendered after the page inside the page's Suspense boundary, so the page's content is there.
 */
export function ScrollToLocation() {
  const location = useLocation();
  const type = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => {
      positions.set(location.key, window.scrollY);
    };
    const persist = () => {
      remember();
      try {
        window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-50)));
      } catch {
        // Storage full or disabled: positions are kept in memory only.
      }
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
    };
  }, [location.key]);

  // Once per navigation: a Suspense boundary that shows its content again re-runs layout effects.
  const handled = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (handled.current === location.key) return;
    const documentLoad = handled.current === null;
    handled.current = location.key;
    const saved = positions.get(location.key);
    if (type === NavigationType.Pop && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    // The document's own load: the browser has placed the page (at the top or its #anchor), and
    // on a slow phone the visitor may already be scrolling the server's HTML: hydrating must not
    // throw them back to the top (issue 18).
    if (documentLoad || isInPlace(location.state)) return;
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [location.key, location.hash, location.state, type]);

  return null;
}

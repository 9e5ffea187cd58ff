import type { CatalogueResponse } from '@gear/contract/catalogue-search';
import type { CatalogueState } from '@gear/contract/catalogue-basics';
import { useState } from 'react';
import { isNotFound } from '@/lib/api-client';
import { useHandedAnswer } from '@/lib/handover';
import { useAsync, type AsyncState } from '@/lib/use-async';
import { getCatalogue, readCatalogue } from '../api/get-catalogue';
import { catalogueApiPath } from '../lib/catalogue-links';

/**
 * What the catalogue call says about the page:
 * - `pending`: no answer yet (a client-side first load, or the server's read ran over its
 *   budget): the page is SPEC's plain list until it comes;
 * - `unsupported`: 404, a backend without categories (ADR 0023, 0035): SPEC's page, for good;
 * - `failed`: any other failure: every product, with a note; `previous` is the last answer that
 *   came, whose chips, search and filters stay so the visitor can change or undo what failed;
 * - `ready`: the matching ids, the chips and the filters.
 */
type CatalogueView =
  | { status: 'pending' }
  | { status: 'unsupported' }
  | { status: 'failed'; previous: CatalogueResponse | null }
  | { status: 'ready'; data: CatalogueResponse };

type Settled = Exclude<AsyncState<CatalogueResponse>, { status: 'loading' }>;

const settledOf = (state: AsyncState<CatalogueResponse>): Settled | null =>
  state.status === 'loading' ? null : state;

const sameSettled = (a: Settled | null, b: Settled | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    (a.status === 'success'
      ? b.status === 'success' && a.data === b.data
      : b.status === 'error' && a.error === b.error));

/**
 * GET /api/catalogue for the address's state, settled from the server's handed-over answer on
 * the first render (lib/handover.tsx). While the answer for a new address loads, the last one
 * stays on screen (`busy`), so a filter change never flashes a spinner or empties the grid.
 */
export function useCatalogue(address: CatalogueState): { view: CatalogueView; busy: boolean } {
  const path = catalogueApiPath(address);
  const handed = useHandedAnswer(path);
  const result = useAsync(
    async (signal) => {
      try {
        return await getCatalogue(path, signal);
      } catch (error) {
        if (!signal.aborted && !isNotFound(error)) {
          console.warn('The catalogue filters could not be loaded:', error);
        }
        throw error;
      }
    },
    path,
    handed && (() => readCatalogue(handed)),
  );

  const current = settledOf(result);
  // The last answer of any address, and the last good one: shown while the next address loads.
  const [last, setLast] = useState<Settled | null>(current);
  const [lastGood, setLastGood] = useState<CatalogueResponse | null>(
    current?.status === 'success' ? current.data : null,
  );
  // Adjusting state while rendering: no effect, no render with a stale value.
  if (current && !sameSettled(current, last)) setLast(current);
  if (current?.status === 'success' && current.data !== lastGood) setLastGood(current.data);

  const shown = current ?? last;
  let view: CatalogueView;
  if (shown === null) view = { status: 'pending' };
  else if (shown.status === 'success') view = { status: 'ready', data: shown.data };
  else if (isNotFound(shown.error)) view = { status: 'unsupported' };
  else view = { status: 'failed', previous: lastGood };
  return { view, busy: current === null && last !== null };
}

import type { Ebrochure } from '@gear/contract/ebrochure';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { useCallback, useRef, useState } from 'react';
import { adminErrorMessage } from '@/components/admin/admin-error';
import { notify } from '@/components/admin/toast';
import { isAbortError } from '@/lib/api-client';
import { useAsync } from '@/lib/use-async';
import { getAdminEbrochure } from '../api/get-admin-ebrochure';

type EbrochureRecordState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; record: Ebrochure | null };

/** SPEC §8: network → 'Backend server is down…', anything else → 'Failed to fetch e-brochure!'. */
const tellFetchFailure = (error: unknown) => {
  notify.error(adminErrorMessage(error, { fallback: ADMIN_MESSAGES.ebrochureFetchFailed }));
};

async function loadRecord(signal: AbortSignal): Promise<Ebrochure | null> {
  try {
    return await getAdminEbrochure(signal);
  } catch (error) {
    // An aborted load (StrictMode's remount, leaving the page) is not a failure to tell.
    if (!signal.aborted && !isAbortError(error)) tellFetchFailure(error);
    throw error;
  }
}

/**
 * The single brochure record (SPEC §4: none or present), loaded once with the loading state; a
 * failed load is told once as a toast. `set` takes the record a save or delete already answered;
 * `refresh` re-reads it in the background; `reload` starts over from the loading state.
 */
export function useEbrochureRecord() {
  const fetched = useAsync(loadRecord, 'ebrochure');
  // What the owner's own actions produced since the last load; it wins over the loaded record.
  const [local, setLocal] = useState<{ record: Ebrochure | null } | null>(null);
  const refreshing = useRef<AbortController | null>(null);

  const set = useCallback((record: Ebrochure | null) => {
    refreshing.current?.abort();
    setLocal({ record });
  }, []);

  const { reload: reloadFetched } = fetched;
  const reload = useCallback(() => {
    refreshing.current?.abort();
    setLocal(null);
    reloadFetched();
  }, [reloadFetched]);

  const refresh = useCallback(() => {
    refreshing.current?.abort();
    const controller = new AbortController();
    refreshing.current = controller;
    getAdminEbrochure(controller.signal).then(
      (record) => {
        if (!controller.signal.aborted) setLocal({ record });
      },
      (error: unknown) => {
        if (!controller.signal.aborted && !isAbortError(error)) tellFetchFailure(error);
      },
    );
  }, []);

  let state: EbrochureRecordState;
  if (local) state = { status: 'ready', record: local.record };
  else if (fetched.status === 'success') state = { status: 'ready', record: fetched.data };
  else state = { status: fetched.status };

  return { state, set, reload, refresh };
}

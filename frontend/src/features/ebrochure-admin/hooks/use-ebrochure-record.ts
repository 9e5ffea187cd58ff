import type { Ebrochure } from '@gear/contract/ebrochure';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { useCallback, useState } from 'react';
import { useAdminData } from '@/components/admin/use-admin-data';
import { getAdminEbrochure } from '../api/get-admin-ebrochure';

type EbrochureRecordState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; record: Ebrochure | null };

/** One load's answer; a new object each time, so a new answer is told apart from the last. */
interface Loaded {
  record: Ebrochure | null;
}

const loadRecord = async (signal: AbortSignal): Promise<Loaded> => ({
  record: await getAdminEbrochure(signal),
});

/**
 * The single brochure record (SPEC §4: none or present), loaded with the loading state; a failed
 * load is told once as a toast (SPEC §8 E-brochure). `set` takes the record a save or delete
 * already answered; `refresh` re-reads it while the current one stays on screen; `reload` starts
 * over from the loading state.
 */
export function useEbrochureRecord() {
  const fetched = useAdminData(loadRecord, 'ebrochure', {
    toast: { fallback: ADMIN_MESSAGES.ebrochureFetchFailed },
  });
  // What the screen shows: the last answer, or what the owner's own actions produced since.
  const [view, setView] = useState<{ from: Loaded; record: Ebrochure | null } | null>(null);
  if (fetched.status === 'success' && view?.from !== fetched.data) {
    setView({ from: fetched.data, record: fetched.data.record });
  }

  const set = useCallback((record: Ebrochure | null) => {
    setView((current) => current && { ...current, record });
  }, []);

  const { reload: refresh } = fetched;
  const reload = useCallback(() => {
    setView(null);
    refresh();
  }, [refresh]);

  let state: EbrochureRecordState;
  if (view) state = { status: 'ready', record: view.record };
  else if (fetched.status === 'error') state = { status: 'error' };
  else state = { status: 'loading' };

  return { state, set, reload, refresh };
}

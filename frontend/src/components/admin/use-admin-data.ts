import { useState } from 'react';
import { isAbortError, isApiError, isNotFound } from '@/lib/api-client';
import { useAsync } from '@/lib/use-async';
import { adminErrorMessage, type AdminErrorOptions } from './admin-error';
import { notify } from './toast';

type AdminDataState<T> =
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: unknown }
  | { status: 'unsupported' };

export interface AdminDataOptions {
  /**
   * The toast of a failed load: adminErrorMessage's options, with the page's SPEC §8 message as
   * `fallback`. 'quiet' for loads the owner is never told about (the sidebar's count, a probe).
   */
  toast: AdminErrorOptions | 'quiet';
  /** A 404 means the backend does not offer this (ADR 0023): 'unsupported', not an error. */
  unsupportedOn404?: boolean;
}

type Outcome<T> = { supported: true; data: T } | { supported: false };

/** A 401 already signed the owner out (api-client → login page): nothing left to tell. */
const isUnauthorized = (error: unknown) =>
  isApiError(error) && error.kind === 'http' && error.status === 401;

/**
 * An admin page's data: useAsync's load by `key` (reload, aborting the previous run) plus the
 * one place where a failed admin load becomes its toast, once per failed run. Aborted runs say
 * nothing. `latest` is the data of the last run that answered, kept while a reload runs or after
 * it failed (null before that, and after an 'unsupported' answer).
 */
export function useAdminData<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string,
  options: AdminDataOptions,
) {
  const { toast, unsupportedOn404 = false } = options;
  const result = useAsync(async (signal): Promise<Outcome<T>> => {
    try {
      return { supported: true, data: await load(signal) };
    } catch (error) {
      if (unsupportedOn404 && isNotFound(error)) return { supported: false };
      const aborted = signal.aborted || isAbortError(error);
      if (toast !== 'quiet' && !aborted && !isUnauthorized(error)) {
        notify.error(adminErrorMessage(error, toast));
      }
      throw error;
    }
  }, key);

  let state: AdminDataState<T>;
  if (result.status === 'loading') state = { status: 'loading' };
  else if (result.status === 'error') state = { status: 'error', error: result.error };
  else if (result.data.supported) state = { status: 'success', data: result.data.data };
  else state = { status: 'unsupported' };

  const [latest, setLatest] = useState<T | null>(null);
  const answered =
    state.status === 'success' ? state.data : state.status === 'unsupported' ? null : latest;
  // Adjusting state while rendering: no effect, no render with a stale value.
  if (answered !== latest) setLatest(answered);

  return { ...state, latest: answered, reload: result.reload };
}

import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';

export type AsyncState<T> =
  { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

type AsyncResult<T> = AsyncState<T> & { reload: () => void };

/** Runs a synchronous first result: its value, or its error. */
function settleNow<T>(settle: () => T): AsyncState<T> {
  try {
    return { status: 'success', data: settle() };
  } catch (error) {
    return { status: 'error', error };
  }
}

/**
 * Runs `load` when `key` changes (or on reload) and tracks loading / success / error.
 * The previous run is aborted; answers of aborted runs are ignored.
 *
 * `initial` settles the first run at once instead (the answer the server handed over with the
 * page, lib/handover.tsx): the server renders that result and the browser hydrates the same one,
 * with no loading state and no second request. Any later key or reload loads as usual.
 */
export function useAsync<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string,
  initial?: () => T,
): AsyncResult<T> {
  const [version, setVersion] = useState(0);
  const run = `${version}:${key}`;
  const [settled, setSettled] = useState<{ run: string; state: AsyncState<T> } | null>(() =>
    initial ? { run, state: settleNow(initial) } : null,
  );
  // The run the first render settled: its effect has nothing to load (however often it runs:
  // StrictMode runs it twice in development). Spent once another run starts, so coming back to
  // the same key later loads.
  const settledFirst = useRef(initial ? run : null);
  const start = useEffectEvent((signal: AbortSignal) => load(signal));

  useEffect(() => {
    if (settledFirst.current === run) return;
    settledFirst.current = null;
    const controller = new AbortController();
    start(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ run, state: { status: 'success', data } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ run, state: { status: 'error', error } });
      },
    );
    return () => {
      controller.abort();
    };
  }, [run]);

  const reload = useCallback(() => {
    setVersion((value) => value + 1);
  }, []);
  const state: AsyncState<T> =
    settled && settled.run === run ? settled.state : { status: 'loading' };
  return { ...state, reload };
}

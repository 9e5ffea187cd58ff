import { useCallback, useEffect, useEffectEvent, useState } from 'react';

export type AsyncState<T> =
  { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

export type AsyncResult<T> = AsyncState<T> & { reload: () => void };

/**
 * Runs `load` when `key` changes (or on reload) and tracks loading / success / error.
 * The previous run is aborted; answers of aborted runs are ignored.
 */
export function useAsync<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string,
): AsyncResult<T> {
  const [version, setVersion] = useState(0);
  const [settled, setSettled] = useState<{ run: string; state: AsyncState<T> } | null>(null);
  const run = `${version}:${key}`;
  const start = useEffectEvent((signal: AbortSignal) => load(signal));

  useEffect(() => {
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

import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's filter kept in the page's address, so reload and Back keep it. `read` and `write` must
 * be stable (module-level) functions. Changes replace the history entry rather than add one, so
 * Back leaves the page instead of stepping through every keystroke.
 */
export function useUrlSearch<S>(
  read: (params: URLSearchParams) => S,
  write: (search: S) => URLSearchParams,
): [S, (next: S) => void] {
  const [params, setParams] = useSearchParams();
  const paramsKey = params.toString();
  const search = useMemo(() => read(new URLSearchParams(paramsKey)), [read, paramsKey]);
  const setSearch = useCallback(
    (next: S) => {
      setParams(write(next), { replace: true });
    },
    [setParams, write],
  );
  return [search, setSearch];
}

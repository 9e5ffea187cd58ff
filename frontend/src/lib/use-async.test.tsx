import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAsync } from './use-async';

/** A load whose calls are recorded and answered by the test. */
function deferredLoad<T>() {
  const pending: { key: string; resolve: (value: T) => void; signal: AbortSignal }[] = [];
  let key = '';
  const load = vi.fn(
    (signal: AbortSignal) =>
      new Promise<T>((resolve) => {
        pending.push({ key, resolve, signal });
      }),
  );
  return {
    load,
    pending,
    /** The key the next call is for (the load itself does not see it). */
    forKey(next: string) {
      key = next;
    },
  };
}

describe('useAsync', () => {
  it('is loading, then the loaded value; a load error becomes the error state', async () => {
    const ok = renderHook(() => useAsync(() => Promise.resolve('data'), 'a'));
    expect(ok.result.current.status).toBe('loading');
    await waitFor(() => {
      expect(ok.result.current).toMatchObject({ status: 'success', data: 'data' });
    });

    const failure = new Error('down');
    const failed = renderHook(() => useAsync(() => Promise.reject(failure), 'a'));
    await waitFor(() => {
      expect(failed.result.current).toMatchObject({ status: 'error', error: failure });
    });
  });

  it('ignores the answer of a run that was replaced, and aborts it', async () => {
    const { load, pending, forKey } = deferredLoad<string>();
    forKey('a');
    const { result, rerender } = renderHook(({ id }) => useAsync(load, id), {
      initialProps: { id: 'a' },
    });
    forKey('b');
    rerender({ id: 'b' });
    await waitFor(() => {
      expect(pending).toHaveLength(2);
    });
    expect(pending[0]?.signal.aborted).toBe(true);
    act(() => {
      pending[1]?.resolve('for b');
      pending[0]?.resolve('for a');
    });
    await waitFor(() => {
      expect(result.current).toMatchObject({ status: 'success', data: 'for b' });
    });
  });

  describe('with a first result (the answer handed over with the page)', () => {
    it('settles a value in the first render, without calling load', () => {
      const load = vi.fn(() => Promise.resolve('fetched'));
      const seen: string[] = [];
      const { result } = renderHook(() => {
        const state = useAsync(load, 'a', () => 'handed');
        seen.push(state.status);
        return state;
      });
      // No loading state at all: the server rendered this and hydration renders the same.
      expect(seen).not.toContain('loading');
      expect(result.current).toMatchObject({ status: 'success', data: 'handed' });
      expect(load).not.toHaveBeenCalled();
    });

    it('settles a thrown error in the first render, without calling load', () => {
      const load = vi.fn(() => Promise.resolve('fetched'));
      const failure = new Error('handed failure');
      const { result } = renderHook(() =>
        useAsync(load, 'a', () => {
          throw failure;
        }),
      );
      expect(result.current).toMatchObject({ status: 'error', error: failure });
      expect(load).not.toHaveBeenCalled();
    });

    it('does not load under StrictMode either (effects run twice in development)', async () => {
      const load = vi.fn(() => Promise.resolve('fetched'));
      const { result } = renderHook(() => useAsync(load, 'a', () => 'handed'), {
        reactStrictMode: true,
      });
      await act(() => Promise.resolve());
      expect(load).not.toHaveBeenCalled();
      expect(result.current).toMatchObject({ status: 'success', data: 'handed' });
    });

    it('loads when the key changes (client-side navigation), and again when it comes back', async () => {
      const { load, pending, forKey } = deferredLoad<string>();
      const { result, rerender } = renderHook(
        ({ id, handed }) => useAsync(load, id, handed ? () => `handed ${id}` : undefined),
        { initialProps: { id: 'a', handed: true } },
      );
      expect(result.current).toMatchObject({ status: 'success', data: 'handed a' });
      expect(load).not.toHaveBeenCalled();

      forKey('b');
      rerender({ id: 'b', handed: false });
      expect(result.current.status).toBe('loading');
      await waitFor(() => {
        expect(pending.map((call) => call.key)).toEqual(['b']);
      });
      act(() => {
        pending[0]?.resolve('fetched b');
      });
      await waitFor(() => {
        expect(result.current).toMatchObject({ status: 'success', data: 'fetched b' });
      });

      // Back to the first page: its handed answer is spent, the browser loads it.
      forKey('a');
      rerender({ id: 'a', handed: false });
      expect(result.current.status).toBe('loading');
      await waitFor(() => {
        expect(pending.map((call) => call.key)).toEqual(['b', 'a']);
      });
      act(() => {
        pending[1]?.resolve('fetched a');
      });
      await waitFor(() => {
        expect(result.current).toMatchObject({ status: 'success', data: 'fetched a' });
      });
    });

    it('reload loads, even after a handed error', async () => {
      const { load, pending } = deferredLoad<string>();
      const { result } = renderHook(() =>
        useAsync(load, 'a', () => {
          throw new Error('handed failure');
        }),
      );
      expect(result.current.status).toBe('error');
      act(() => {
        result.current.reload();
      });
      expect(result.current.status).toBe('loading');
      await waitFor(() => {
        expect(load).toHaveBeenCalledTimes(1);
      });
      act(() => {
        pending[0]?.resolve('reloaded');
      });
      await waitFor(() => {
        expect(result.current).toMatchObject({ status: 'success', data: 'reloaded' });
      });
    });
  });
});

import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAdminAction } from './use-admin-action';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useAdminAction', () => {
  it('marks the page busy while a request runs and ignores a second one (SPEC §5)', async () => {
    const { result } = renderHook(() => useAdminAction());
    const first = deferred<string>();
    let firstRun!: Promise<unknown>;
    act(() => {
      firstRun = result.current.run({ kind: 'save' }, () => first.promise);
    });
    expect(result.current.busy).toBe(true);
    expect(result.current.pending).toEqual({ kind: 'save' });

    let second: unknown;
    await act(async () => {
      second = await result.current.run({ kind: 'save' }, () => Promise.resolve('again'));
    });
    expect(second).toBeNull();

    await act(async () => {
      first.resolve('saved');
      await firstRun;
    });
    await expect(firstRun).resolves.toEqual({ ok: true, value: 'saved' });
    expect(result.current.busy).toBe(false);
  });

  it('reports which row is being deleted and returns failures instead of throwing', async () => {
    const { result } = renderHook(() => useAdminAction());
    const work = deferred<never>();
    let run!: Promise<unknown>;
    act(() => {
      run = result.current.run({ kind: 'delete', id: 7 }, () => work.promise);
    });
    expect(result.current.isDeleting(7)).toBe(true);
    expect(result.current.isDeleting('7')).toBe(true);
    expect(result.current.isDeleting(8)).toBe(false);

    const failure = new Error('nope');
    await act(async () => {
      work.reject(failure);
      await run;
    });
    await expect(run).resolves.toEqual({ ok: false, error: failure });
    expect(result.current.busy).toBe(false);
  });
});

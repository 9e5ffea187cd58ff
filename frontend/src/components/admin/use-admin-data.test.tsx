import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { AdminToaster } from './toast';
import { useAdminData, type AdminDataOptions } from './use-admin-data';

const SLIDERS = { toast: { fallback: ADMIN_MESSAGES.slidersFetchFailed } } as const;

const httpError = (status: number) => new ApiError('http', `HTTP ${String(status)}`, { status });
const networkError = () => new ApiError('network', 'The server could not be reached.');
const abortError = () => new DOMException('The operation was aborted.', 'AbortError');

/** The hook under StrictMode (effects run twice, as in development). */
function renderAdminData<T>(
  load: (signal: AbortSignal) => Promise<T>,
  options: AdminDataOptions,
  key = 'a',
) {
  return renderHook(({ id }) => useAdminData(load, id, options), {
    initialProps: { id: key },
    reactStrictMode: true,
  });
}

/** A load that fails like an aborted request once its run is aborted, and never answers before. */
const untilAborted = (signal: AbortSignal) =>
  new Promise<never>((_resolve, reject) => {
    signal.addEventListener('abort', () => {
      reject(abortError());
    });
  });

// The toasts stay on screen when a hook is unmounted (leaving the page).
beforeEach(() => {
  render(<AdminToaster />);
});

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

describe('useAdminData', () => {
  it('loads, then has the data', async () => {
    const { result } = renderAdminData(() => Promise.resolve(['slider']), SLIDERS);
    expect(result.current.status).toBe('loading');
    await waitFor(() => {
      expect(result.current).toMatchObject({ status: 'success', data: ['slider'] });
    });
  });

  it("tells a failed load once, with the page's SPEC message", async () => {
    const failure = httpError(500);
    const { result } = renderAdminData(() => Promise.reject(failure), SLIDERS);
    expect(await screen.findByText(ADMIN_MESSAGES.slidersFetchFailed)).toBeVisible();
    // The toast is raised as the load fails; the error state follows just after.
    await waitFor(() => {
      expect(result.current).toMatchObject({ status: 'error', error: failure });
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getAllByText(ADMIN_MESSAGES.slidersFetchFailed)).toHaveLength(1);
  });

  it("follows adminErrorMessage: a network failure is 'Backend server is down…'", async () => {
    renderAdminData(() => Promise.reject(networkError()), SLIDERS);
    expect(await screen.findByText(ADMIN_MESSAGES.backendDown)).toBeVisible();
    expect(screen.queryByText(ADMIN_MESSAGES.slidersFetchFailed)).not.toBeInTheDocument();
  });

  it("follows adminErrorMessage: the page's own message for every failure when told so", async () => {
    renderAdminData(() => Promise.reject(networkError()), {
      toast: { fallback: ADMIN_MESSAGES.productsFetchFailed, network: false },
    });
    expect(await screen.findByText(ADMIN_MESSAGES.productsFetchFailed)).toBeVisible();
    expect(screen.queryByText(ADMIN_MESSAGES.backendDown)).not.toBeInTheDocument();
  });

  it('says nothing for an aborted run (a newer key replaced it, or the page closed)', async () => {
    const load = vi.fn(untilAborted);
    const { rerender, unmount } = renderAdminData(load, SLIDERS);
    rerender({ id: 'b' });
    await waitFor(() => {
      expect(load.mock.calls.map(([signal]) => signal.aborted)).toEqual([true, true, false]);
    });
    unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(load.mock.calls.every(([signal]) => signal.aborted)).toBe(true);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a 404 is unsupported when the page asks for that: no toast, no error', async () => {
    const { result } = renderAdminData(() => Promise.reject(httpError(404)), {
      toast: { fallback: ADMIN_MESSAGES.leadsFetchFailed },
      unsupportedOn404: true,
    });
    await waitFor(() => {
      expect(result.current.status).toBe('unsupported');
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a 404 is a failure like any other when the page does not ask for that', async () => {
    const { result } = renderAdminData(() => Promise.reject(httpError(404)), SLIDERS);
    expect(await screen.findByText(ADMIN_MESSAGES.slidersFetchFailed)).toBeVisible();
    await waitFor(() => {
      expect(result.current.status).toBe('error');
    });
  });

  it('never toasts for a quiet load, nor after a 401 (the owner is signed out)', async () => {
    const quiet = renderAdminData(() => Promise.reject(httpError(500)), { toast: 'quiet' });
    await waitFor(() => {
      expect(quiet.result.current.status).toBe('error');
    });
    const signedOut = renderAdminData(() => Promise.reject(httpError(401)), SLIDERS);
    await waitFor(() => {
      expect(signedOut.result.current.status).toBe('error');
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the latest data while a reload runs and after it fails', async () => {
    const load = vi
      .fn<(signal: AbortSignal) => Promise<string>>()
      .mockResolvedValueOnce('first')
      .mockRejectedValueOnce(httpError(500));
    // Without StrictMode: one call per run.
    const { result } = renderHook(() => useAdminData(load, 'a', { toast: 'quiet' }));
    await waitFor(() => {
      expect(result.current).toMatchObject({ status: 'success', latest: 'first' });
    });
    act(() => {
      result.current.reload();
    });
    expect(result.current).toMatchObject({ status: 'loading', latest: 'first' });
    await waitFor(() => {
      expect(result.current).toMatchObject({ status: 'error', latest: 'first' });
    });
  });
});

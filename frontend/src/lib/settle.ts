/**
 * Waits for `promise` and gives a function that returns its value or throws its error, so the
 * same synchronous code settles a read the browser made and one the server handed over with the
 * page (lib/handover.tsx). An abort is not a result: it is thrown here, for useAsync to ignore.
 */
export async function settleLater<T>(promise: Promise<T>, signal: AbortSignal): Promise<() => T> {
  try {
    const value = await promise;
    return () => value;
  } catch (error) {
    if (signal.aborted) throw error;
    return () => {
      throw error;
    };
  }
}

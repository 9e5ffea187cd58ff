import { useEffect, useMemo } from 'react';

/** Revocations waiting one tick, so StrictMode's unmount/remount check does not kill a live URL. */
const pendingRevokes = new Map<string, ReturnType<typeof setTimeout>>();

/** A blob: URL for previewing a chosen file, revoked when the file changes or on unmount. */
export function useObjectUrl(file: Blob | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => {
    if (!url) return;
    clearTimeout(pendingRevokes.get(url));
    pendingRevokes.delete(url);
    return () => {
      pendingRevokes.set(
        url,
        setTimeout(() => {
          pendingRevokes.delete(url);
          URL.revokeObjectURL(url);
        }, 0),
      );
    };
  }, [url]);
  return url;
}

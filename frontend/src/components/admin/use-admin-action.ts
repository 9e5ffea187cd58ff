import type { Id } from '@gear/contract/common';
import { useCallback, useRef, useState } from 'react';
import type { Transport } from '@/lib/api-client';
import { createXhrTransport, type UploadProgress } from '@/lib/xhr-transport';

/** What is running: a save (add/update/upload) or the delete of one row. */
interface PendingAction {
  kind: 'save' | 'delete';
  /** The row being deleted or edited, when there is one. */
  id?: Id;
}

type ActionResult<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * One admin request at a time per page (SPEC §4: while a request runs its controls are disabled;
 * a second submit is ignored). `run` gives the task an upload transport that reports progress.
 * It resolves to null when ignored because another request is running.
 */
export function useAdminAction() {
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const locked = useRef(false);

  const run = useCallback(
    async <T>(
      action: PendingAction,
      task: (upload: { transport: Transport }) => Promise<T>,
    ): Promise<ActionResult<T> | null> => {
      if (locked.current) return null;
      locked.current = true;
      setPending(action);
      setProgress(null);
      const transport = createXhrTransport(setProgress);
      try {
        return { ok: true, value: await task({ transport }) };
      } catch (error) {
        return { ok: false, error };
      } finally {
        locked.current = false;
        setPending(null);
        setProgress(null);
      }
    },
    [],
  );

  const isDeleting = (id: Id) => pending?.kind === 'delete' && String(pending.id) === String(id);

  return { pending, busy: pending !== null, progress, run, isDeleting };
}

/** What useAdminAction gives a page, for the parts of the page that share its one request. */
export type AdminAction = ReturnType<typeof useAdminAction>;

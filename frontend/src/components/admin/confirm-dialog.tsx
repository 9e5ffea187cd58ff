import { useCallback, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import styles from './admin.module.css';

interface ConfirmRequest {
  message: string;
  confirmLabel: string;
  title: string;
  resolve: (confirmed: boolean) => void;
}

/**
 * An in-page confirmation (SPEC §5 "Delete asks …"): the message, Cancel and a red confirm
 * button, under 'Please confirm' or a title that names the question. Escape, the X, the backdrop
 * and Cancel all answer false; focus starts on the X, so Enter never deletes by accident, and
 * returns to the opener.
 */
export function useConfirm(): [
  confirm: (message: string, confirmLabel?: string, title?: string) => Promise<boolean>,
  dialog: ReactNode,
] {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);

  const confirm = useCallback(
    (message: string, confirmLabel = 'Delete', title = 'Please confirm') =>
      new Promise<boolean>((resolve) => {
        setRequest({ message, confirmLabel, title, resolve });
      }),
    [],
  );

  const answer = (confirmed: boolean) => {
    request?.resolve(confirmed);
    setRequest(null);
  };

  const dialog = (
    <Modal
      open={request !== null}
      onClose={() => {
        answer(false);
      }}
      title={request?.title ?? 'Please confirm'}
      maxWidth="28rem"
      closeLabel="Cancel"
    >
      <p className={styles.confirmText}>{request?.message}</p>
      <div className={styles.actions}>
        <Button
          variant="outline"
          onClick={() => {
            answer(false);
          }}
        >
          Cancel
        </Button>
        <Button
          variant="danger"
          onClick={() => {
            answer(true);
          }}
        >
          {request?.confirmLabel ?? 'Delete'}
        </Button>
      </div>
    </Modal>
  );

  return [confirm, dialog];
}

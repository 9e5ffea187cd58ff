import { useEffectEvent, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useScrollLock } from '@/lib/use-scroll-lock';
import styles from './modal.module.css';

interface ModalProps {
  open: boolean;
  /** Called on Escape, the close button and (unless disabled) a click on the backdrop. */
  onClose: () => void;
  /** The dialog's accessible name; shown as its heading unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  /** CSS max-width of the panel, e.g. '56rem' (4xl) for the video modal. */
  maxWidth?: string;
  /** 'fullscreen' for image viewers: dark overlay, content centred, no panel chrome. */
  variant?: 'panel' | 'fullscreen';
  closeOnBackdrop?: boolean;
  closeLabel?: string;
  children: ReactNode;
}

/**
 * An accessible modal dialog: the native `<dialog>` opened with `showModal()`, so the browser
 * makes the rest of the page inert (Tab and the screen reader stay inside) and turns Escape into
 * a `cancel`. Focus starts on the close button and returns to the opener; page scroll is locked
 * while open. The parent owns `open`: every way of closing calls `onClose`.
 */
export function Modal(props: ModalProps) {
  return props.open ? createPortal(<OpenDialog {...props} />, document.body) : null;
}

function OpenDialog({
  onClose,
  title,
  hideTitle = false,
  maxWidth,
  variant = 'panel',
  closeOnBackdrop = true,
  closeLabel = 'Close',
  children,
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useScrollLock(true);
  // .content covers the dialog's box: a press on the dialog itself is on the backdrop.
  const onPress = useEffectEvent((event: MouseEvent) => {
    if (!closeOnBackdrop || event.target !== event.currentTarget) return;
    // No default action: it would move focus to the page after the opener got it back.
    event.preventDefault();
    onClose();
  });

  // A layout effect: its cleanup runs before React removes the element, so close() (which ends
  // the page's inertness) and the focus return happen while the dialog is still in the document.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    closeRef.current?.focus();
    dialog.addEventListener('mousedown', onPress);
    return () => {
      dialog.removeEventListener('mousedown', onPress);
      dialog.close();
      // Give focus back unless the visitor has already moved it somewhere else.
      const now = document.activeElement;
      if (opener && (now === null || now === document.body || dialog.contains(now))) {
        opener.focus();
      }
    };
  }, []);

  const fullscreen = variant === 'fullscreen';
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className={[styles.dialog, fullscreen ? styles.fullscreen : ''].filter(Boolean).join(' ')}
      style={maxWidth ? { maxWidth } : undefined}
      data-testid="modal-backdrop"
      onCancel={(event) => {
        // Escape: the parent decides (it unmounts the dialog), not the browser.
        event.preventDefault();
        onClose();
      }}
      onClose={onClose}
    >
      <div className={styles.content}>
        <div className={styles.header}>
          <h2 id={titleId} className={hideTitle ? styles.visuallyHidden : styles.title}>
            {title}
          </h2>
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={closeLabel}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path
                d="M6 6l12 12M18 6L6 18"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}

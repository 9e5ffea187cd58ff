import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '@/lib/use-focus-trap';
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
 * An accessible modal dialog: rendered in a portal, focus moved inside and trapped, Escape and
 * the close button close it, focus returns to the opener, page scroll is locked while open.
 */
export function Modal({
  open,
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
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useFocusTrap(panelRef, open, closeRef);
  useScrollLock(open);

  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  if (!open) return null;

  return createPortal(
    <div
      className={[styles.backdrop, variant === 'fullscreen' ? styles.fullscreenBackdrop : '']
        .filter(Boolean)
        .join(' ')}
      role="presentation"
      data-testid="modal-backdrop"
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={variant === 'fullscreen' ? styles.fullscreen : styles.panel}
        style={maxWidth ? { maxWidth } : undefined}
      >
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
    </div>,
    document.body,
  );
}

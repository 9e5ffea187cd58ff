import type { ReactNode } from 'react';
import styles from './status-message.module.css';

type StatusMessageTone = 'success' | 'info' | 'error';

/**
 * A form's status line: green, blue or red by tone (CSS classes); errors are announced at once
 * (role alert), the others politely (role status).
 */
export function StatusMessage({
  tone,
  children,
}: {
  tone: StatusMessageTone;
  children: ReactNode;
}) {
  return (
    <div
      className={`${styles.status} ${styles[tone]}`}
      role={tone === 'error' ? 'alert' : 'status'}
      data-tone={tone}
    >
      {children}
    </div>
  );
}

import type { ReactNode } from 'react';
import styles from './alert.module.css';

type AlertTone = 'error' | 'success' | 'info';

/** A message region; errors are announced at once (role alert), others politely (role status). */
export function Alert({ tone = 'error', children }: { tone?: AlertTone; children: ReactNode }) {
  const toneClass = tone === 'error' ? '' : styles[tone];
  return (
    <div
      className={[styles.alert, toneClass].filter(Boolean).join(' ')}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {children}
    </div>
  );
}

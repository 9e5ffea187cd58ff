import { useEffect, useId, useRef } from 'react';
import adminStyles from '@/components/admin/admin.module.css';
import { notify } from '@/components/admin/toast';
import { Button } from '@/components/ui/button';
import { saveBlob } from '@/lib/download';
import { RECOVERY_CODES_FILE, recoveryCodesText } from '../lib/recovery-codes-file';
import styles from './security-admin.module.css';

export const RECOVERY_TEXTS = {
  intro:
    'Each code signs you in once, instead of a code from the app, if you lose your phone. Keep them somewhere safe: they will not be shown again.',
  copied: 'Recovery codes copied.',
  copyFailed: 'The codes could not be copied. Select them and copy them yourself.',
} as const;

/**
 * The recovery codes just made, shown once (the server keeps them only hashed): a list to write
 * down, a .txt download and a copy button. The heading has the focus when they appear.
 */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      notify.success(RECOVERY_TEXTS.copied);
    } catch {
      notify.error(RECOVERY_TEXTS.copyFailed);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className={styles.panelTitle}>
        Recovery codes
      </h3>
      <p className={styles.text}>{RECOVERY_TEXTS.intro}</p>
      <ul className={styles.codes} aria-labelledby={headingId}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={adminStyles.actions}>
        <Button
          variant="outline"
          onClick={() => {
            saveBlob(
              new Blob([recoveryCodesText(codes)], { type: 'text/plain;charset=utf-8' }),
              RECOVERY_CODES_FILE,
            );
          }}
        >
          Download codes
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            void copy();
          }}
        >
          Copy codes
        </Button>
        <Button onClick={onDone}>Done</Button>
      </div>
    </section>
  );
}

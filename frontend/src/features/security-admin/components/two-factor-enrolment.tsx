import {
  ACCOUNT_LIMITS,
  type TwoFactorCode,
  type TwoFactorSetupResponse,
} from '@gear/contract/account';
import { useId } from 'react';
import adminStyles from '@/components/admin/admin.module.css';
import { AdminTime } from '@/components/admin/admin-time';
import { notify } from '@/components/admin/toast';
import { Button } from '@/components/ui/button';
import { groupSecret } from '../lib/secret-key';
import { CodeForm } from './code-form';
import { QrCode } from './qr-code';
import styles from './security-admin.module.css';

export const ENROLMENT_TEXTS = {
  scan: 'Scan this QR code with an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password, …), or type the secret key into it.',
  confirm: `Then enter the ${String(ACCOUNT_LIMITS.totpDigits)}-digit code the app shows, to check it works. Two-step verification is on from then.`,
  secretCopied: 'Secret key copied.',
  secretCopyFailed: 'The secret key could not be copied. Select it and copy it yourself.',
} as const;

interface TwoFactorEnrolmentProps {
  setup: TwoFactorSetupResponse;
  onConfirm: (body: TwoFactorCode) => Promise<string | null>;
  onCancel: () => void;
  busy: boolean;
  saving: boolean;
}

/**
 * Turning two-step verification on: the new secret as a QR code and as text (grouped by four,
 * with a copy button), when the set-up expires, and the first code from the app. A wrong code
 * keeps all of it on screen.
 */
export function TwoFactorEnrolment({
  setup,
  onConfirm,
  onCancel,
  busy,
  saving,
}: TwoFactorEnrolmentProps) {
  const secretId = useId();
  const stepsId = useId();

  const copySecret = async () => {
    try {
      await navigator.clipboard.writeText(setup.secret);
      notify.success(ENROLMENT_TEXTS.secretCopied);
    } catch {
      notify.error(ENROLMENT_TEXTS.secretCopyFailed);
    }
  };

  return (
    <div className={styles.panel}>
      <div id={stepsId} className={styles.steps}>
        <p className={styles.text}>{ENROLMENT_TEXTS.scan}</p>
        <p className={styles.text}>{ENROLMENT_TEXTS.confirm}</p>
      </div>
      <div className={styles.enrolment}>
        <QrCode text={setup.otpauth_url} />
        <div className={styles.secret}>
          <div className={adminStyles.field}>
            <p id={secretId} className={`${adminStyles.label} ${styles.secretLabel}`}>
              Secret key
            </p>
            <div className={styles.secretRow} role="group" aria-labelledby={secretId}>
              <code className={styles.secretValue}>{groupSecret(setup.secret)}</code>
              <Button
                variant="outline"
                onClick={() => {
                  void copySecret();
                }}
              >
                Copy<span className="visually-hidden"> the secret key</span>
              </Button>
            </div>
          </div>
          <p className={adminStyles.muted}>
            This set-up expires at <AdminTime value={setup.expires_at} /> (
            {ACCOUNT_LIMITS.enrolmentTtlMinutes} minutes); then start again.
          </p>
        </div>
      </div>
      <CodeForm
        label="Code from the app"
        appCodeOnly
        submitLabel="Turn on"
        onSubmit={onConfirm}
        onCancel={onCancel}
        busy={busy}
        saving={saving}
        describedBy={stepsId}
      />
    </div>
  );
}

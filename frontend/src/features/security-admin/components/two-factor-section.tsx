import {
  ACCOUNT_MESSAGES,
  type AccountStatus,
  type TwoFactorCode,
  type TwoFactorSetupResponse,
} from '@gear/contract/account';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { useEffect, useId, useRef, useState } from 'react';
import adminStyles from '@/components/admin/admin.module.css';
import { successMessage } from '@/components/admin/admin-error';
import { notify } from '@/components/admin/toast';
import type { AdminAction } from '@/components/admin/use-admin-action';
import { Button } from '@/components/ui/button';
import { disableTwoFactor } from '../api/disable-two-factor';
import { enableTwoFactor } from '../api/enable-two-factor';
import { renewRecoveryCodes } from '../api/renew-recovery-codes';
import { startTwoFactor } from '../api/start-two-factor';
import { refusalOf } from '../lib/refusal';
import { CodeForm } from './code-form';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorEnrolment } from './two-factor-enrolment';
import styles from './security-admin.module.css';

type View =
  | { kind: 'status' }
  | { kind: 'enrol'; setup: TwoFactorSetupResponse }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'turn-off' }
  | { kind: 'renew' };

/** 'Off', or 'On — 9 recovery codes left'. */
function twoFactorStatus({ enabled, recovery_codes_left: left }: AccountStatus['two_factor']) {
  if (!enabled) return 'Off';
  return `On — ${String(left)} recovery ${left === 1 ? 'code' : 'codes'} left`;
}

export const TWO_FACTOR_TEXTS = {
  off: 'When it is on, signing in asks for a code from an authenticator app on your phone after the password.',
  on: 'Signing in asks for a code from your authenticator app after the password. Keep your recovery codes for the day the phone is lost.',
  codeFor:
    'Turning it off or making new recovery codes needs a code from the app, or one of your recovery codes.',
} as const;

interface TwoFactorSectionProps {
  account: AccountStatus;
  action: AdminAction;
  /** The settings changed: load them again. */
  onChanged: () => void;
}

/**
 * 'Two-step verification' (TOTP, RFC 6238): whether it is on, turning it on (QR code, secret,
 * a first code, then the ten recovery codes shown once), turning it off and making new recovery
 * codes (each with a current code). The section heading takes the focus when a step closes.
 */
export function TwoFactorSection({ account, action, onChanged }: TwoFactorSectionProps) {
  const headingId = useId();
  const codeHintId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [view, setView] = useState<View>({ kind: 'status' });
  const [focusHeading, setFocusHeading] = useState<object | null>(null);
  const { enabled } = account.two_factor;
  const saving = action.pending?.id === 'two-factor';

  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);

  const backToStatus = () => {
    setView({ kind: 'status' });
    setFocusHeading({});
  };

  /** Runs one call; a refusal goes to the code field (resolved) or to a toast. */
  const send = async <T,>(
    call: () => Promise<T>,
    done: (answer: T) => void,
  ): Promise<string | null> => {
    const result = await action.run({ kind: 'save', id: 'two-factor' }, call);
    if (!result) return null;
    if (result.ok) {
      done(result.value);
      return null;
    }
    const refusal = refusalOf(result.error);
    if (refusal.kind === 'field') return refusal.message;
    if (refusal.kind === 'toast') notify.error(refusal.message);
    return null;
  };

  const start = () =>
    send(startTwoFactor, (setup) => {
      setView({ kind: 'enrol', setup });
    }).then((refused) => {
      // Nothing to type into yet: a refusal of the start (already on) is a toast.
      if (refused) notify.error(refused);
    });

  const turnOn = (body: TwoFactorCode) =>
    send(
      () => enableTwoFactor(body),
      (answer) => {
        notify.success(successMessage(answer, ACCOUNT_MESSAGES.twoFactorOn));
        setView({ kind: 'codes', codes: answer.recovery_codes });
        onChanged();
      },
    );

  const turnOff = (body: TwoFactorCode) =>
    send(
      () => disableTwoFactor(body),
      (answer) => {
        notify.success(successMessage(answer, ACCOUNT_MESSAGES.twoFactorOff));
        backToStatus();
        onChanged();
      },
    );

  const renew = (body: TwoFactorCode) =>
    send(
      () => renewRecoveryCodes(body),
      (answer) => {
        notify.success(successMessage(answer, ACCOUNT_MESSAGES.recoveryCodesRenewed));
        setView({ kind: 'codes', codes: answer.recovery_codes });
        onChanged();
      },
    );

  return (
    <section className={adminStyles.card} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={adminStyles.cardTitle}>
        Two-step verification
      </h2>
      <p className={styles.status}>
        Status: <strong>{twoFactorStatus(account.two_factor)}</strong>
      </p>

      {view.kind === 'enrol' ? (
        <TwoFactorEnrolment
          setup={view.setup}
          onConfirm={turnOn}
          onCancel={backToStatus}
          busy={action.busy}
          saving={saving}
        />
      ) : view.kind === 'codes' ? (
        <RecoveryCodes codes={view.codes} onDone={backToStatus} />
      ) : view.kind === 'turn-off' || view.kind === 'renew' ? (
        <div className={styles.panel}>
          <p id={codeHintId} className={styles.text}>
            {TWO_FACTOR_TEXTS.codeFor}
          </p>
          <CodeForm
            label="Code from the app or a recovery code"
            submitLabel={view.kind === 'turn-off' ? 'Turn off' : 'Make new codes'}
            onSubmit={view.kind === 'turn-off' ? turnOff : renew}
            onCancel={backToStatus}
            busy={action.busy}
            saving={saving}
            describedBy={codeHintId}
          />
        </div>
      ) : enabled ? (
        <>
          <p className={styles.text}>{TWO_FACTOR_TEXTS.on}</p>
          <div className={adminStyles.actions}>
            <Button
              variant="outline"
              disabled={action.busy}
              onClick={() => {
                setView({ kind: 'turn-off' });
              }}
            >
              Turn off two-step verification
            </Button>
            <Button
              variant="outline"
              disabled={action.busy}
              onClick={() => {
                setView({ kind: 'renew' });
              }}
            >
              New recovery codes
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className={styles.text}>{TWO_FACTOR_TEXTS.off}</p>
          <div className={adminStyles.actions}>
            <Button
              disabled={action.busy}
              onClick={() => {
                void start();
              }}
            >
              {saving ? ADMIN_MESSAGES.processing : 'Turn on two-step verification'}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

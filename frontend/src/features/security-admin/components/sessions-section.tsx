import { ACCOUNT_MESSAGES, type AccountStatus } from '@gear/contract/account';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import adminStyles from '@/components/admin/admin.module.css';
import { AdminTime } from '@/components/admin/admin-time';
import { useConfirm } from '@/components/admin/confirm-dialog';
import { loginNoticeState } from '@/components/admin/login-notice';
import { notify } from '@/components/admin/toast';
import type { AdminAction } from '@/components/admin/use-admin-action';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { clearToken } from '@/lib/storage';
import { signOutEverywhere } from '../api/sign-out-everywhere';
import { refusalOf } from '../lib/refusal';
import styles from './security-admin.module.css';

export const SESSION_TEXTS = {
  explain:
    'Every browser where you signed in stays signed in until you log out there or the session expires. Sign out everywhere if a phone or computer was lost, or someone else may know the password.',
  confirmTitle: 'Sign out everywhere?',
  confirm: 'Every signed-in browser, this one included, is signed out.',
} as const;

/**
 * 'Sessions': since when sessions are valid, and 'Sign out everywhere' (confirmed first), which
 * ends every session, this one included, and goes to the login page saying so.
 */
export function SessionsSection({
  account,
  action,
}: {
  account: AccountStatus;
  action: AdminAction;
}) {
  const headingId = useId();
  const navigate = useNavigate();
  const [confirm, confirmDialog] = useConfirm();
  const saving = action.pending?.id === 'sessions';

  const signOut = async () => {
    if (action.busy) return;
    const sure = await confirm(
      SESSION_TEXTS.confirm,
      'Sign out everywhere',
      SESSION_TEXTS.confirmTitle,
    );
    if (!sure) return;
    const result = await action.run({ kind: 'save', id: 'sessions' }, signOutEverywhere);
    if (!result) return;
    if (!result.ok) {
      const refusal = refusalOf(result.error);
      if (refusal.kind !== 'signed-out') notify.error(refusal.message);
      return;
    }
    clearToken();
    await navigate(paths.admin.login, {
      replace: true,
      state: loginNoticeState(ACCOUNT_MESSAGES.signedOutEverywhere),
    });
  };

  return (
    <section className={adminStyles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={adminStyles.cardTitle}>
        Sessions
      </h2>
      <p className={styles.text}>
        Sessions valid since <AdminTime value={account.sessions_valid_from} />.
      </p>
      <p className={styles.text}>{SESSION_TEXTS.explain}</p>
      <div className={adminStyles.actions}>
        <Button
          variant="danger"
          disabled={action.busy}
          onClick={() => {
            void signOut();
          }}
        >
          {saving ? ADMIN_MESSAGES.processing : 'Sign out everywhere'}
        </Button>
      </div>
      {confirmDialog}
    </section>
  );
}

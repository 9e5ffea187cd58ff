import type { Lead } from '@gear/contract/leads-admin';
import adminStyles from '@/components/admin/admin.module.css';
import styles from './leads-admin.module.css';

/** The notification e-mail's fate; a failure says why (text, not only a colour). */
export function MailStatus({ lead }: { lead: Lead }) {
  if (lead.mail_status === 'failed') {
    const reason = lead.mail_error?.trim() || 'No reason given.';
    return (
      <span className={`${styles.badge} ${styles.badgeDanger}`} title={reason}>
        Mail failed<span className="visually-hidden">: {reason}</span>
      </span>
    );
  }
  return (
    <span className={adminStyles.muted}>
      {lead.mail_status === 'sent' ? 'Mail sent' : 'Mail pending'}
    </span>
  );
}

/** `tel:` address of a phone as written (digits and a leading +). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** An e-mail address that, when it must wrap, wraps after the @ first. */
export function BreakableEmail({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

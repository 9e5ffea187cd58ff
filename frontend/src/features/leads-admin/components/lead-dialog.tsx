import { AdminTime } from '@/components/admin/admin-time';
import { LEAD_STATUSES, type Lead, type LeadStatus } from '@gear/contract/leads-admin';
import type { QuoteAttachment } from '@gear/contract/quotes';
import { LEADS_LIMITS } from '@gear/contract/limits';
import { useId, useState } from 'react';
import adminStyles from '@/components/admin/admin.module.css';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS } from '../lib/lead-filter';
import { MailStatus, telHref } from './lead-format';
import { LeadQuoteDetails } from './lead-quote';
import styles from './leads-admin.module.css';

/** What the dialog is doing; the controls wait meanwhile. */
export type LeadBusy = 'status' | 'notes' | 'resend' | 'unread' | 'delete' | null;

/**
 * One lead in a modal dialog (focus moves in, stays in, and returns to the row's button): every
 * field, the message as plain text with its line breaks, mailto:/tel: links, the status, the
 * internal notes, 'Resend e-mail' when the notification failed, a quote request's products and
 * drawings, and 'Delete lead'. Render it with `key={lead.id}`.
 */
export function LeadDialog({
  lead,
  busy,
  onClose,
  onStatus,
  onSaveNotes,
  onResend,
  onMarkUnread,
  onDelete,
  downloading,
  onDownload,
}: {
  lead: Lead;
  busy: LeadBusy;
  /** The drawing being fetched, if any. */
  downloading: string | null;
  onDownload: (attachment: QuoteAttachment) => void;
  /** Absent: the backend cannot delete leads. */
  onDelete?: () => void;
  onClose: () => void;
  onStatus: (status: LeadStatus) => void;
  onSaveNotes: (notes: string) => void;
  onResend: () => void;
  onMarkUnread: () => void;
}) {
  const id = useId();
  const [notes, setNotes] = useState(lead.notes);

  return (
    <Modal
      open
      onClose={onClose}
      title={`${LEAD_KIND_LABELS[lead.kind]} from ${lead.name}`}
      maxWidth="40rem"
    >
      <dl className={styles.details}>
        <dt>Received</dt>
        <dd>
          <AdminTime value={lead.created_at} />
        </dd>
        <dt>Name</dt>
        <dd>{lead.name}</dd>
        <dt>E-mail</dt>
        <dd className={styles.wrap}>
          <a href={`mailto:${lead.email}`}>{lead.email}</a>
        </dd>
        <dt>Phone</dt>
        <dd>
          <a href={telHref(lead.phone)}>{lead.phone}</a>
        </dd>
        {lead.message !== null ? (
          <>
            <dt>Message</dt>
            {/* Text, never markup: React escapes it; CSS keeps the visitor's line breaks. */}
            <dd className={styles.message}>{lead.message}</dd>
          </>
        ) : null}
        <dt>Notification e-mail</dt>
        <dd>
          <MailStatus lead={lead} />
          {lead.mail_status === 'failed' && lead.mail_error ? (
            <span className={`${adminStyles.muted} ${styles.mailError}`}>{lead.mail_error}</span>
          ) : null}
        </dd>
        {lead.ip ? (
          <>
            <dt>Sent from</dt>
            <dd>{lead.ip}</dd>
          </>
        ) : null}
        <dt>First read</dt>
        <dd>{lead.read_at ? <AdminTime value={lead.read_at} /> : 'Unread'}</dd>
      </dl>

      {lead.quote ? (
        <LeadQuoteDetails
          lead={lead}
          quote={lead.quote}
          downloading={downloading}
          onDownload={onDownload}
        />
      ) : null}

      {lead.mail_status === 'failed' ? (
        <div className={adminStyles.actions}>
          <Button variant="secondary" disabled={busy !== null} onClick={onResend}>
            {busy === 'resend' ? 'Sending...' : 'Resend e-mail'}
          </Button>
        </div>
      ) : null}

      <div className={styles.dialogForm}>
        <div className={adminStyles.field}>
          <label className={adminStyles.label} htmlFor={`${id}-status`}>
            Status
          </label>
          <select
            id={`${id}-status`}
            className={adminStyles.input}
            value={lead.status}
            disabled={busy !== null}
            onChange={(event) => {
              const status = LEAD_STATUSES.find((value) => value === event.target.value);
              if (status && status !== lead.status) onStatus(status);
            }}
          >
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {LEAD_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <form
          className={adminStyles.field}
          onSubmit={(event) => {
            event.preventDefault();
            onSaveNotes(notes);
          }}
        >
          <label className={adminStyles.label} htmlFor={`${id}-notes`}>
            Internal notes <span className={adminStyles.hint}>(only admins see them)</span>
          </label>
          <textarea
            id={`${id}-notes`}
            className={adminStyles.textarea}
            value={notes}
            maxLength={LEADS_LIMITS.notesMax}
            onChange={(event) => {
              setNotes(event.target.value);
            }}
          />
          <div className={adminStyles.actions}>
            <Button type="submit" disabled={busy !== null || notes === lead.notes}>
              {busy === 'notes' ? 'Saving...' : 'Save notes'}
            </Button>
          </div>
        </form>
      </div>

      <div className={`${adminStyles.actions} ${styles.dialogFooter}`}>
        <Button
          variant="outline"
          disabled={busy !== null || lead.read_at === null}
          onClick={onMarkUnread}
        >
          Mark as unread
        </Button>
        {onDelete ? (
          <Button variant="danger" disabled={busy !== null} onClick={onDelete}>
            {busy === 'delete' ? 'Deleting...' : 'Delete lead'}
          </Button>
        ) : null}
      </div>
    </Modal>
  );
}

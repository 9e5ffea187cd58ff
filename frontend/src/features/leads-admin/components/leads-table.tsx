import type { Id } from '@gear/contract/common';
import type { Lead } from '@gear/contract/leads-admin';
import { AdminTime } from '@/components/admin/admin-time';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { ListTable } from '@/components/admin/admin-list/list-table';
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS } from '../lib/lead-filter';
import { BreakableEmail, MailStatus } from './lead-format';
import { quoteSummary } from './lead-quote';
import styles from './leads-admin.module.css';

const COLUMNS = ['Name', 'Type', 'E-mail', 'Phone', 'Received', 'Status', 'Mail'] as const;

/**
 * The inbox, newest first. An unread lead is bold and says 'Unread'; its name is the button that
 * opens it. Below 768px each row is a stacked card (CSS), so the page never scrolls sideways.
 */
export function LeadsTable({
  leads,
  loading,
  onOpen,
}: {
  leads: readonly Lead[] | null;
  loading: boolean;
  onOpen: (id: Id) => void;
}) {
  const message = loading
    ? ADMIN_MESSAGES.loadingLeads
    : leads === null || leads.length === 0
      ? ADMIN_MESSAGES.noLeads
      : null;

  return (
    <ListTable columns={COLUMNS} caption="Leads" busy={loading} message={message}>
      {leads?.map((lead) => {
        const unread = lead.read_at === null;
        return (
          <tr key={lead.id} className={unread ? styles.unread : undefined}>
            <td data-label="Name">
              <span className={styles.nameCell}>
                <button
                  type="button"
                  className={styles.open}
                  onClick={() => {
                    onOpen(lead.id);
                  }}
                >
                  {lead.name}
                </button>
                {unread ? (
                  <span className={`${styles.badge} ${styles.badgeUnread}`}>Unread</span>
                ) : null}
              </span>
            </td>
            <td data-label="Type">
              {LEAD_KIND_LABELS[lead.kind]}
              {lead.quote ? (
                <span className={styles.typeDetail}>{quoteSummary(lead.quote)}</span>
              ) : null}
            </td>
            <td data-label="E-mail" className={styles.wrap}>
              <BreakableEmail email={lead.email} />
            </td>
            <td data-label="Phone" className={styles.nowrap}>
              {lead.phone}
            </td>
            <td data-label="Received">
              <AdminTime value={lead.created_at} />
            </td>
            <td data-label="Status">{LEAD_STATUS_LABELS[lead.status]}</td>
            <td data-label="Mail">
              <MailStatus lead={lead} />
            </td>
          </tr>
        );
      })}
    </ListTable>
  );
}

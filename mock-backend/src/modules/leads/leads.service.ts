import type { LeadFilter, LeadListQuery, LeadPatch } from '@gear/contract/leads-admin';
import { LEADS_LIMITS } from '@gear/contract/limits';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { QUOTE_MESSAGES } from '@gear/contract/quote-rules';
import { HttpError } from '../../http/http-error.ts';
import { pageOf } from '../../lib/lists.ts';
import type { StoredAttachment, StoredLead } from '../../store/db-schema.ts';
import type { Snapshot, Store } from '../../store/store.ts';
import type { FormsService } from '../forms/forms.service.ts';
import { filterLeads } from './leads-filter.ts';

type SnapshotLead = Snapshot['leads'][number];

/** `GET /api/leads` (LeadListResponseSchema), with the leads straight from the snapshot. */
export interface LeadPage {
  data: SnapshotLead[];
  total: number;
  page: number;
  pageSize: number;
  unread: number;
}

type LeadField = 'status' | 'notes' | 'read';

export interface LeadUpdate {
  lead: StoredLead;
  /** The lead before the change. */
  previous: StoredLead;
  /** The fields that actually changed (empty when the patch changed nothing). */
  changed: LeadField[];
}

/**
 * The activity log's line for an admin's edit, or null when only the read state changed (opening
 * a lead marks it read: that is not worth a log line each time).
 */
export function leadUpdateSummary({ lead, previous, changed }: LeadUpdate): string | null {
  const parts: string[] = [];
  if (changed.includes('status')) parts.push(`status ${previous.status} → ${lead.status}`);
  if (changed.includes('notes')) parts.push('notes');
  return parts.length > 0 ? `Updated lead #${lead.id} (${parts.join(', ')})` : null;
}

export interface LeadsService {
  /** One page of the matching leads, newest first; `unread` counts the whole inbox. */
  list(query: LeadListQuery): LeadPage;
  /** Every matching lead, newest first (the CSV export). */
  matching(filter: LeadFilter): SnapshotLead[];
  summary(): { unread: number; mail_failed: number };
  /**
   * Status, notes and read state. `read: true` keeps the first read time; `read: false` clears
   * it. `updated_at` moves only when something changed. 404 for an unknown id.
   */
  update(id: number, patch: LeadPatch): Promise<LeadUpdate>;
  /** Deliver the notification mail again, now (forms service: the same delivery code). */
  resend(id: number): Promise<StoredLead>;
  /** Remove a lead for good and return it (its drawings are the caller's to unlink). 404 unknown. */
  remove(id: number): Promise<StoredLead>;
  /** A drawing of a quote lead: 404 for an unknown lead or attachment. */
  attachment(id: number, attachmentId: string): StoredAttachment;
}

/** `Deleted lead #7 (quote from Asha Patel)`: the activity log's line for a deleted lead. */
export const leadDeleteSummary = (lead: Pick<StoredLead, 'id' | 'kind' | 'name'>) =>
  `Deleted lead #${lead.id} (${lead.kind} from ${lead.name.replace(/\s+/g, ' ').trim()})`;

export function createLeadsService(deps: {
  store: Store;
  forms: Pick<FormsService, 'resend'>;
}): LeadsService {
  const { store, forms } = deps;
  const unreadOf = (leads: Snapshot['leads']) =>
    leads.filter((lead) => lead.read_at === null).length;

  return {
    list(query) {
      const leads = store.read().leads;
      const matches = filterLeads(leads, query);
      return {
        ...pageOf(matches, query, LEADS_LIMITS.pageSizeDefault),
        unread: unreadOf(leads),
      };
    },
    matching: (filter) => filterLeads(store.read().leads, filter),
    summary() {
      const leads = store.read().leads;
      return {
        unread: unreadOf(leads),
        mail_failed: leads.filter((lead) => lead.mail_status === 'failed').length,
      };
    },
    update(id, patch) {
      return store.update((draft) => {
        const lead = draft.leads.find((candidate) => candidate.id === id);
        if (!lead) throw new HttpError(404, ADMIN_MESSAGES.leadNotFound);
        const previous = { ...lead };
        const now = new Date().toISOString();
        const changed: LeadField[] = [];
        if (patch.status !== undefined && patch.status !== lead.status) {
          changed.push('status');
          lead.status = patch.status;
        }
        if (patch.notes !== undefined && patch.notes !== lead.notes) {
          changed.push('notes');
          lead.notes = patch.notes;
        }
        if (patch.read === true && lead.read_at === null) {
          changed.push('read');
          lead.read_at = now;
        } else if (patch.read === false && lead.read_at !== null) {
          changed.push('read');
          lead.read_at = null;
        }
        if (changed.length > 0) lead.updated_at = now;
        return { lead: { ...lead }, previous, changed };
      });
    },
    resend: (id) => forms.resend(id),
    remove(id) {
      return store.update((draft) => {
        const index = draft.leads.findIndex((candidate) => candidate.id === id);
        const lead = draft.leads[index];
        if (!lead) throw new HttpError(404, ADMIN_MESSAGES.leadNotFound);
        draft.leads.splice(index, 1);
        return lead;
      });
    },
    attachment(id, attachmentId) {
      const lead = store.read().leads.find((candidate) => candidate.id === id);
      if (!lead) throw new HttpError(404, ADMIN_MESSAGES.leadNotFound);
      const found = lead.quote?.attachments.find((attachment) => attachment.id === attachmentId);
      if (!found) throw new HttpError(404, QUOTE_MESSAGES.attachmentNotFound);
      return { ...found };
    },
  };
}

import type { Id } from '@gear/contract/common';
import type { Lead, LeadPatch, LeadStatus } from '@gear/contract/leads-admin';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import type { QuoteAttachment } from '@gear/contract/quotes';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { adminErrorMessage, successMessage } from '@/components/admin/admin-error';
import { useConfirm } from '@/components/admin/confirm-dialog';
import adminStyles from '@/components/admin/admin.module.css';
import { Pager } from '@/components/admin/admin-list/pager';
import { UnsupportedNotice } from '@/components/admin/admin-list/unsupported-notice';
import { useUrlSearch } from '@/components/admin/admin-list/use-url-search';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { notify } from '@/components/admin/toast';
import { useRevalidateUnreadLeads } from '@/components/admin/unread-leads';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { saveBlob } from '@/lib/download';
import { deleteLead } from '../api/delete-lead';
import { exportLeads } from '../api/export-leads';
import { downloadLeadAttachment } from '../api/lead-attachment';
import { resendLeadMail } from '../api/resend-lead-mail';
import { updateLead } from '../api/update-lead';
import { useLeads } from '../hooks/use-leads';
import { leadFilterQuery, readLeadSearch, writeLeadSearch } from '../lib/lead-filter';
import { LeadDialog, type LeadBusy } from './lead-dialog';
import { LeadsFilters } from './leads-filters';
import { LeadsTable } from './leads-table';
import styles from './leads-admin.module.css';

/**
 * /admin/leads: every inquiry, contact message, brochure and quote request, newest first, with a filter
 * kept in the address, paging, a CSV export of exactly that filter, and one lead at a time in a
 * dialog (opening marks it read). A backend without leads (404) gets a sentence, not errors.
 */
export function LeadsAdminPage() {
  const navigate = useNavigate();
  const revalidateUnreadLeads = useRevalidateUnreadLeads();
  const [search, setSearch] = useUrlSearch(readLeadSearch, writeLeadSearch);
  const filterQuery = useMemo(() => leadFilterQuery(search), [search]);
  const listQuery = useMemo(() => {
    const query = new URLSearchParams(filterQuery);
    if (search.page > 1) query.set('page', String(search.page));
    return query;
  }, [filterQuery, search.page]);

  const { leads, replace, reload } = useLeads(listQuery);
  const [openId, setOpenId] = useState<Id | null>(null);
  const [busy, setBusy] = useState<LeadBusy>(null);
  const [exporting, setExporting] = useState(false);
  const [downloading, setDownloading] = useState<string | null>(null);
  const [confirm, confirmDialog] = useConfirm();

  const rows = leads.status === 'ready' ? leads.leads : null;
  const open = rows?.find((lead) => lead.id === openId) ?? null;

  /** 401: the token is gone (api code dropped it); the login page takes over. */
  const toLoginOn401 = (error: unknown) => {
    if (!isApiError(error) || error.status !== 401) return false;
    void navigate(paths.admin.login, { replace: true });
    return true;
  };

  const patch = async (lead: Lead, body: LeadPatch): Promise<Lead | null> => {
    try {
      const answer = await updateLead(lead.id, body);
      replace(answer.data);
      // The sidebar's badge asks the server for the new unread count.
      if (body.read !== undefined) revalidateUnreadLeads();
      return answer.data;
    } catch (error) {
      notify.error(
        adminErrorMessage(error, {
          fallback: ADMIN_MESSAGES.leadUpdateFailed,
          serverError: true,
          network: false,
        }),
      );
      return null;
    }
  };

  const openLead = (id: Id) => {
    if (rows?.some((row) => row.id === id)) setOpenId(id);
  };

  // Opening a lead marks it read (from its row or from a mail's link).
  const markRead = useEffectEvent((id: Id) => {
    const lead = rows?.find((row) => row.id === id);
    if (lead?.read_at === null) void patch(lead, { read: true });
  });
  useEffect(() => {
    if (openId !== null) markRead(openId);
  }, [openId]);

  const change = async (kind: Exclude<LeadBusy, null>, body: LeadPatch) => {
    if (!open || busy) return;
    setBusy(kind);
    const updated = await patch(open, body);
    setBusy(null);
    if (!updated) return;
    notify.success(ADMIN_MESSAGES.leadUpdated);
    if (kind === 'unread') setOpenId(null);
  };

  const resend = async () => {
    if (!open || busy) return;
    setBusy('resend');
    try {
      const answer = await resendLeadMail(open.id);
      replace(answer.data);
      notify.success(successMessage(answer, ADMIN_MESSAGES.leadMailResent));
    } catch (error) {
      notify.error(
        adminErrorMessage(error, {
          fallback: ADMIN_MESSAGES.leadMailResendFailed,
          serverError: true,
          network: false,
        }),
      );
    } finally {
      setBusy(null);
    }
  };

  const removeOpenLead = async () => {
    if (!open || busy) return;
    if (!(await confirm(ADMIN_MESSAGES.leadDeleteConfirm))) return;
    setBusy('delete');
    try {
      const answer = await deleteLead(open.id);
      setOpenId(null);
      notify.success(successMessage(answer, ADMIN_MESSAGES.leadDeleted));
      reload();
      revalidateUnreadLeads();
    } catch (error) {
      if (toLoginOn401(error)) return;
      notify.error(
        adminErrorMessage(error, { fallback: ADMIN_MESSAGES.leadDeleteFailed, serverError: true }),
      );
    } finally {
      setBusy(null);
    }
  };

  const download = async (attachment: QuoteAttachment) => {
    if (!open || downloading) return;
    setDownloading(attachment.id);
    try {
      const file = await downloadLeadAttachment(open.id, attachment);
      saveBlob(file.blob, file.filename);
    } catch (error) {
      if (toLoginOn401(error)) return;
      notify.error(adminErrorMessage(error, { fallback: ADMIN_MESSAGES.attachmentDownloadFailed }));
    } finally {
      setDownloading(null);
    }
  };

  // `?lead=12` (the link of a notification e-mail) opens that lead once the list has it (state
  // adjusted while rendering); then the parameter leaves the address.
  const [params, setParams] = useSearchParams();
  const linkedLead = params.get('lead');
  const [handledLink, setHandledLink] = useState<string | null>(null);
  if (linkedLead !== null && rows !== null && handledLink !== linkedLead) {
    setHandledLink(linkedLead);
    const lead = rows.find((row) => String(row.id) === linkedLead);
    if (lead) setOpenId(lead.id);
  }
  const settleLink = useEffectEvent((link: string) => {
    if (openId === null || String(openId) !== link) {
      notify.info(`Lead #${link} is not on this page of the inbox.`);
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('lead');
        return next;
      },
      { replace: true },
    );
  });
  useEffect(() => {
    if (handledLink !== null) settleLink(handledLink);
  }, [handledLink]);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const csv = await exportLeads(filterQuery);
      saveBlob(csv.blob, csv.filename);
    } catch (error) {
      if (toLoginOn401(error)) return;
      notify.error(adminErrorMessage(error, { fallback: ADMIN_MESSAGES.leadsExportFailed }));
    } finally {
      setExporting(false);
    }
  };

  const header = (
    <AdminPageHeader title="Leads">
      Inquiries, contact messages, brochure and quote requests, newest first.
    </AdminPageHeader>
  );

  if (leads.status === 'unsupported') {
    return (
      <>
        {header}
        <UnsupportedNotice>{ADMIN_MESSAGES.leadsUnsupported}</UnsupportedNotice>
      </>
    );
  }

  return (
    <>
      {header}
      <section className={adminStyles.card} aria-label="Filter and export">
        <LeadsFilters search={search} onChange={setSearch} />
        <div className={styles.toolbar}>
          <p className={styles.count} aria-live="polite">
            {leads.status === 'ready'
              ? `${String(leads.total)} ${leads.total === 1 ? 'lead' : 'leads'}`
              : null}
          </p>
          <Button variant="outline" disabled={exporting} onClick={() => void exportCsv()}>
            {exporting ? 'Exporting...' : 'Export CSV'}
          </Button>
        </div>
      </section>

      <LeadsTable leads={rows} loading={leads.status === 'loading'} onOpen={openLead} />

      {leads.status === 'ready' && leads.total > leads.pageSize ? (
        <Pager
          page={leads.page}
          total={leads.total}
          pageSize={leads.pageSize}
          onPage={(next) => {
            setSearch({ ...search, page: next });
          }}
        />
      ) : null}

      {open ? (
        <LeadDialog
          key={open.id}
          lead={open}
          busy={busy}
          onClose={() => {
            setOpenId(null);
          }}
          onStatus={(status: LeadStatus) => void change('status', { status })}
          onSaveNotes={(notes) => void change('notes', { notes })}
          onResend={() => void resend()}
          onMarkUnread={() => void change('unread', { read: false })}
          onDelete={() => void removeOpenLead()}
          downloading={downloading}
          onDownload={(attachment) => void download(attachment)}
        />
      ) : null}
      {confirmDialog}
    </>
  );
}

import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { LeadKindSchema } from '@gear/contract/leads';
import {
  LEAD_STATUSES,
  LeadFilterSchema,
  LeadListQuerySchema,
  LeadPatchSchema,
} from '@gear/contract/leads-admin';
import { BODY_LIMITS, LEADS_LIMITS } from '@gear/contract/limits';
import { ADMIN_MESSAGES, API_ERRORS } from '@gear/contract/messages';
import { QUOTE_MESSAGES } from '@gear/contract/quote-rules';
import { route } from '../../http/api-route.ts';
import { HttpError } from '../../http/http-error.ts';
import { jsonBody } from '../../http/json-body.ts';
import { parsePathId } from '../../http/path-id.ts';
import { parseQuery } from '../../http/query.ts';
import { parseInput } from '../../http/validate.ts';
import { ATTACHMENT_ID } from '../../store/db-schema.ts';
import type { QuoteFiles } from '../../uploads/quote-files.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { sendAttachment } from './attachment-download.ts';
import { leadsCsv, leadsCsvFileName } from './leads-csv.ts';
import { leadDeleteSummary, leadUpdateSummary, type LeadsService } from './leads.service.ts';

/** Clear words for the parameters whose schema messages are technical. */
const QUERY_HINTS: Record<string, string> = {
  type: `use one of ${LeadKindSchema.options.join(', ')}.`,
  status: `use one of ${LEAD_STATUSES.join(', ')}.`,
  page: 'use a whole number from 1.',
  pageSize: `use a whole number from 1 to ${LEADS_LIMITS.pageSizeMax}.`,
};

/** The resend action takes no body: none, or an empty JSON object. */
const NoBody = z.strictObject({});

const LIST_KEYS = Object.keys(LeadListQuerySchema.shape);
const FILTER_KEYS = Object.keys(LeadFilterSchema.shape);

/**
 * The owner's leads inbox, admin only (401 without a valid token, like every admin route):
 *
 * - `GET /api/leads` → LeadListResponseSchema (filter + page, newest first).
 * - `GET /api/leads/summary` → LeadSummarySchema.
 * - `GET /api/leads/export.csv` → the matching leads (all pages) as a UTF-8 CSV download.
 * - `PATCH /api/leads/:id` (JSON LeadPatchSchema) → LeadMutationResponseSchema. A change of
 *   status or notes is written to the activity log (entity 'lead', action 'update'); a change
 *   of the read state alone is not (opening a lead marks it read).
 * - `POST /api/leads/:id/resend` (no body, or `{}`) → delivers the notification mail again and
 *   waits for the outcome: 200 LeadMutationResponseSchema when sent; 502
 *   `{ success: false, error: "<leadMailResendFailed> <reason>", data: lead }` when the mail
 *   server refused or did not answer (the lead, now 'failed' with the new error, is in `data`);
 *   409 while a delivery of that lead is in flight, so it is never sent twice at once.
 * - `DELETE /api/leads/:id` → removes the lead, then its drawings (quote requests); logged as
 *   entity 'lead', action 'delete'.
 * - `GET /api/leads/:id/attachments/:attachmentId` → one drawing of a quote request as a
 *   download (attachmentId a UUID, else 400 before any disk access; 404 unknown or missing).
 *
 * The fixed paths never reach `:id`: there is no `GET /api/leads/:id`, and `PATCH
 * /api/leads/summary` is a 400 (not a numeric id).
 */
export function createLeadsRouter(
  leads: LeadsService,
  requireAdmin: RequestHandler,
  quoteFiles: Pick<QuoteFiles, 'pathOf' | 'remove'>,
): Router {
  const router = Router();
  const json = jsonBody(BODY_LIMITS.defaultJsonBytes);

  route(router, 'listLeads', requireAdmin, (req, res) => {
    res.json(leads.list(parseQuery(LeadListQuerySchema, LIST_KEYS, req.query, QUERY_HINTS)));
  });

  route(router, 'leadsSummary', requireAdmin, (_req, res) => {
    res.json(leads.summary());
  });

  route(router, 'exportLeads', requireAdmin, (req, res) => {
    const filter = parseQuery(LeadFilterSchema, FILTER_KEYS, req.query, QUERY_HINTS);
    const body = leadsCsv(leads.matching(filter));
    res
      .status(200)
      .set({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${leadsCsvFileName(new Date())}"`,
        'Cache-Control': 'no-store',
      })
      .send(Buffer.from(body, 'utf8'));
  });

  route(router, 'updateLead', requireAdmin, ...json, async (req, res) => {
    const id = parsePathId(req.params.id);
    const patch = parseInput(LeadPatchSchema, req.body);
    const update = await leads.update(id, patch);
    const summary = leadUpdateSummary(update);
    if (summary !== null)
      recordActivity(req, { action: 'update', entity: 'lead', entityId: id, summary });
    res.json({ success: true, message: ADMIN_MESSAGES.leadUpdated, data: update.lead });
  });

  route(router, 'resendLeadMail', requireAdmin, ...json, async (req, res) => {
    const id = parsePathId(req.params.id);
    parseInput(NoBody, req.body);
    const lead = await leads.resend(id);
    if (lead.mail_status === 'sent') {
      res.json({ success: true, message: ADMIN_MESSAGES.leadMailResent, data: lead });
      return;
    }
    res.status(502).json({
      success: false,
      error: `${ADMIN_MESSAGES.leadMailResendFailed}${lead.mail_error ? ` ${lead.mail_error}` : ''}`,
      data: lead,
    });
  });

  route(router, 'deleteLead', requireAdmin, async (req, res) => {
    const id = parsePathId(req.params.id);
    const lead = await leads.remove(id);
    const summary = leadDeleteSummary(lead);
    recordActivity(req, { action: 'delete', entity: 'lead', entityId: id, summary });
    await quoteFiles.remove(lead.quote?.attachments ?? []);
    res.json({ success: true, message: ADMIN_MESSAGES.leadDeleted });
  });

  route(router, 'downloadLeadAttachment', requireAdmin, async (req, res) => {
    const id = parsePathId(req.params.id);
    const attachmentId = req.params.attachmentId;
    if (typeof attachmentId !== 'string' || !ATTACHMENT_ID.test(attachmentId)) {
      throw new HttpError(400, API_ERRORS.invalidId);
    }
    const attachment = leads.attachment(id, attachmentId);
    const file = quoteFiles.pathOf(attachment);
    if (file === null) throw new HttpError(404, QUOTE_MESSAGES.attachmentNotFound);
    await sendAttachment(res, file, attachment);
  });

  return router;
}

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
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { route } from '../../http/api-route.ts';
import { jsonBody } from '../../http/json-body.ts';
import { parsePathId } from '../../http/path-id.ts';
import { parseQuery } from '../../http/query.ts';
import { parseInput } from '../../http/validate.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { leadsCsv, leadsCsvFileName } from './leads-csv.ts';
import { leadUpdateSummary, type LeadsService } from './leads.service.ts';

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
 *
 * The fixed paths never reach `:id`: there is no `GET /api/leads/:id`, and `PATCH
 * /api/leads/summary` is a 400 (not a numeric id).
 */
export function createLeadsRouter(leads: LeadsService, requireAdmin: RequestHandler): Router {
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

  return router;
}

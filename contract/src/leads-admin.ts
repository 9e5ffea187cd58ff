import * as z from 'zod/mini';
import { instantQuery, pagingQuery, searchQuery } from './list-query.ts';
import { LeadKindSchema } from './leads.ts';
import { LEADS_LIMITS } from './limits.ts';
import { LeadQuoteSchema } from './quotes.ts';

/**
 * The owner's leads inbox (admin only): every inquiry, contact message and brochure request the
 * site received, with a workflow status, internal notes and the notification mail's fate.
 * `GET /api/leads`, `GET /api/leads/summary`, `PATCH /api/leads/:id`,
 * `POST /api/leads/:id/resend`, `GET /api/leads/export.csv`. A backend without them answers 404;
 * the admin then says so and nothing else changes.
 */

export const LEAD_STATUSES = ['new', 'contacted', 'closed', 'spam'] as const;
export const LeadStatusSchema = z.enum(LEAD_STATUSES);
export type LeadStatus = z.infer<typeof LeadStatusSchema>;

/** The notification e-mail of a lead: queued, delivered, or failed (then it can be resent). */
const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export const MailStatusSchema = z.enum(MAIL_STATUSES);

export const LeadSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  kind: LeadKindSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Inquiries and contact messages have one; brochure requests do not. */
  message: z.nullable(z.string()),
  /** The client address the request came from, when known. */
  ip: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
  status: LeadStatusSchema,
  notes: z.string(),
  /** When an admin first opened it; null = unread. */
  read_at: z.nullable(z.string()),
  mail_status: MailStatusSchema,
  mail_error: z.nullable(z.string()),
  /** Quote requests only (issue 19): company, country, the product lines and the drawings. */
  quote: z.optional(LeadQuoteSchema),
});
export type Lead = z.infer<typeof LeadSchema>;

/**
 * The filter of the list and of the CSV export (query string). `from`/`to` are inclusive
 * instants; `q` matches name, e-mail or phone (case-insensitive; phone also by its digits).
 */
export const LeadFilterSchema = z.strictObject({
  type: z.optional(LeadKindSchema),
  status: z.optional(LeadStatusSchema),
  from: z.optional(instantQuery()),
  to: z.optional(instantQuery()),
  q: z.optional(searchQuery(LEADS_LIMITS.searchMax)),
});
export type LeadFilter = z.infer<typeof LeadFilterSchema>;

/** Query of `GET /api/leads`: the filter plus a page (1-based). */
export const LeadListQuerySchema = z.strictObject({
  ...LeadFilterSchema.shape,
  ...pagingQuery(LEADS_LIMITS.pageSizeMax),
});
export type LeadListQuery = z.infer<typeof LeadListQuerySchema>;

/** `GET /api/leads`: one page of the matching leads, newest first. */
export const LeadListResponseSchema = z.object({
  data: z.array(LeadSchema),
  /** Leads matching the filter (all pages). */
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Unread leads in the whole inbox, whatever the filter. */
  unread: z.number(),
});
export type LeadListResponse = z.infer<typeof LeadListResponseSchema>;

/** `GET /api/leads/summary`: the sidebar badge and the dashboard hint. */
export const LeadSummarySchema = z.object({
  unread: z.number(),
  mail_failed: z.number(),
});
export type LeadSummary = z.infer<typeof LeadSummarySchema>;

/** `PATCH /api/leads/:id` (JSON): any of status, notes, read; at least one. */
export const LeadPatchSchema = z
  .strictObject({
    status: z.optional(LeadStatusSchema),
    notes: z.optional(
      z
        .string()
        .check(
          z.maxLength(
            LEADS_LIMITS.notesMax,
            `Notes must be at most ${LEADS_LIMITS.notesMax} characters.`,
          ),
        ),
    ),
    /** true marks it read (keeps the first read time); false marks it unread again. */
    read: z.optional(z.boolean()),
  })
  .check(
    z.refine(
      (patch) =>
        patch.status !== undefined || patch.notes !== undefined || patch.read !== undefined,
      'Send at least one of status, notes or read.',
    ),
  );
export type LeadPatch = z.infer<typeof LeadPatchSchema>;

/** Answer of PATCH and of the resend action: the lead as it now is. */
export const LeadMutationResponseSchema = z.object({
  success: z.optional(z.boolean()),
  message: z.optional(z.string()),
  data: LeadSchema,
});

/** The CSV export's columns, in order (header row = these names). */
export const LEAD_CSV_COLUMNS = [
  'id',
  'type',
  'status',
  'received_at',
  'name',
  'email',
  'phone',
  'message',
  'company',
  'country',
  'lines',
  'attachments',
  'notes',
  'read_at',
  'mail_status',
  'mail_error',
  'ip',
] as const;

/**
 * One CSV cell (RFC 4180): a value starting with `=`, `+`, `-` or `@` (also after leading
 * spaces, tabs or CR) gets a leading apostrophe so spreadsheets show it as text rather than run
 * it as a formula; then it is quoted when it holds a quote, comma or line break.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[\s]*[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

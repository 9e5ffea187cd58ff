import * as z from 'zod/mini';

/**
 * `GET /api/admin/summary` (owner tools, issue 18): what the dashboard's cards show at a glance,
 * in one call. A backend without it answers 404 and the dashboard shows its cards without
 * figures (ADR 0023).
 */
export const AdminSummarySchema = z.object({
  sliders: z.number(),
  products: z.number(),
  gallery: z.number(),
  /** Whether an e-brochure (cover and PDF) is uploaded. */
  brochure: z.boolean(),
  leads: z.object({ unread: z.number(), mail_failed: z.number() }),
  /** When the newest activity-log entry happened; null for an empty log. */
  last_activity_at: z.nullable(z.string()),
});
export type AdminSummary = z.infer<typeof AdminSummarySchema>;

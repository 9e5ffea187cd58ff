import * as z from 'zod/mini';
import { instantQuery, pagingQuery, searchQuery } from './list-query.ts';
import { ACTIVITY_LIMITS } from './limits.ts';

/**
 * The admin activity log: who did what and when. Logins (successful and failed, with the client
 * IP), logouts, and every create, update and delete of sliders, products, gallery images, the
 * brochure, leads and categories (issue 20; reordering the categories is an update of none).
 * Admin only: `GET /api/activity`, newest first.
 */

export const ACTIVITY_ACTIONS = [
  'login',
  'login_failed',
  'logout',
  'create',
  'update',
  'delete',
  // Security events (issue 21): kept in the security pool with sign-ins, never pushed out by content.
  'backup',
  'restore',
  'restore_refused',
  'two_factor_on',
  'two_factor_off',
  'recovery_code_used',
  'recovery_codes_renewed',
  'password_change',
  'sign_out_everywhere',
] as const;
export const ActivityActionSchema = z.enum(ACTIVITY_ACTIONS);
export type ActivityAction = z.infer<typeof ActivityActionSchema>;

export const ACTIVITY_ENTITIES = [
  'session',
  'slider',
  'product',
  'gallery',
  'ebrochure',
  'lead',
  'category',
  'account',
  'backup',
] as const;
export const ActivityEntitySchema = z.enum(ACTIVITY_ENTITIES);
export type ActivityEntity = z.infer<typeof ActivityEntitySchema>;

export const ActivityEntrySchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  at: z.string(),
  action: ActivityActionSchema,
  entity: ActivityEntitySchema,
  /**
   * The record acted on (slider, product, gallery image, lead, category id); null for sessions,
   * the brochure and a reorder of the categories.
   */
  entity_id: z.nullable(z.number()),
  /** The admin's username; for a failed login, the username that was tried. */
  actor: z.nullable(z.string()),
  ip: z.nullable(z.string()),
  /** One readable line, e.g. "Created product #12 \"Spur gear\"". */
  summary: z.string(),
  /**
   * A repeated event counted in one entry (refused logins from one IP within
   * ACTIVITY_LIMITS.aggregateWindowMs): how many came. Absent for a single event.
   */
  count: z.optional(z.number().check(z.int(), z.positive())),
});
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>;

/** Query of `GET /api/activity`. `q` matches the summary, actor and IP (case-insensitive). */
export const ActivityQuerySchema = z.strictObject({
  action: z.optional(ActivityActionSchema),
  entity: z.optional(ActivityEntitySchema),
  from: z.optional(instantQuery()),
  to: z.optional(instantQuery()),
  q: z.optional(searchQuery(ACTIVITY_LIMITS.searchMax)),
  ...pagingQuery(ACTIVITY_LIMITS.pageSizeMax),
});
export type ActivityQuery = z.infer<typeof ActivityQuerySchema>;

export const ActivityListResponseSchema = z.object({
  data: z.array(ActivityEntrySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type ActivityListResponse = z.infer<typeof ActivityListResponseSchema>;

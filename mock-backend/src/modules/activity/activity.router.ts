import { Router, type RequestHandler } from 'express';
import { ACTIVITY_ACTIONS, ACTIVITY_ENTITIES, ActivityQuerySchema } from '@gear/contract/activity';
import { ACTIVITY_LIMITS } from '@gear/contract/limits';
import { route } from '../../http/api-route.ts';
import { parseQuery } from '../../http/query.ts';
import type { ActivityLog } from './activity-log.ts';

/** Clear words for the parameters whose schema messages are technical. */
const QUERY_HINTS: Record<string, string> = {
  action: `use one of ${ACTIVITY_ACTIONS.join(', ')}.`,
  entity: `use one of ${ACTIVITY_ENTITIES.join(', ')}.`,
  page: 'use a whole number from 1.',
  pageSize: `use a whole number from 1 to ${ACTIVITY_LIMITS.pageSizeMax}.`,
};

const QUERY_KEYS = Object.keys(ActivityQuerySchema.shape);

/**
 * GET /api/activity: the admin activity log, newest first, filtered and paged (admin only). The
 * query is read like the leads inbox's: a parameter sent empty is not set; an unknown, repeated
 * or bad one is a 400 naming it.
 */
export function createActivityRouter(log: ActivityLog, requireAdmin: RequestHandler): Router {
  const router = Router();

  route(router, 'listActivity', requireAdmin, (req, res) => {
    res.json(log.query(parseQuery(ActivityQuerySchema, QUERY_KEYS, req.query, QUERY_HINTS)));
  });

  return router;
}

import { Router, type RequestHandler } from 'express';
import { ActivityQuerySchema } from '@gear/contract/activity';
import { parseInput } from '../../http/validate.ts';
import type { ActivityLog } from './activity-log.ts';

/** GET /api/activity: the admin activity log, newest first, filtered and paged (admin only). */
export function createActivityRouter(log: ActivityLog, requireAdmin: RequestHandler): Router {
  const router = Router();

  router.get('/api/activity', requireAdmin, (req, res) => {
    res.json(log.query(parseInput(ActivityQuerySchema, req.query)));
  });

  return router;
}

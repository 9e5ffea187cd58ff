import { Router, type RequestHandler } from 'express';
import type { AdminSummary } from '@gear/contract/admin-summary';
import { route } from '../../http/api-route.ts';
import type { Snapshot } from '../../store/store.ts';
import type { ActivityLog } from '../activity/activity-log.ts';
import type { LeadsService } from '../leads/leads.service.ts';

/**
 * GET /api/admin/summary (admin only, issue 18): the dashboard's figures in one answer, read
 * from one store snapshot, so its cards never ask once each.
 */
export function createDashboardRouter(deps: {
  snapshot: () => Snapshot;
  leads: Pick<LeadsService, 'summary'>;
  activity: Pick<ActivityLog, 'query'>;
  requireAdmin: RequestHandler;
}): Router {
  const router = Router();

  route(router, 'adminSummary', deps.requireAdmin, (_req, res) => {
    const db = deps.snapshot();
    const summary: AdminSummary = {
      sliders: db.sliders.length,
      products: db.subcategories.length,
      gallery: db.gallery.length,
      brochure: db.ebrochure.length > 0,
      leads: deps.leads.summary(),
      last_activity_at: deps.activity.query({ page: 1, pageSize: 1 }).data[0]?.at ?? null,
    };
    res.json(summary);
  });

  return router;
}

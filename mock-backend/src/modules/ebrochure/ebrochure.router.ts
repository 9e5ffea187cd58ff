import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { route } from '../../http/api-route.ts';
import { parseInput } from '../../http/validate.ts';
import { UPLOADS } from '@gear/contract/uploads';
import type { Uploads } from '../../uploads/uploads.ts';
import { activitySummary, recordActivity } from '../activity/record-activity.ts';
import { OPEN_GATE, type BrochureGate } from './brochure-gate.ts';
import type { EbrochureService } from './ebrochure.service.ts';

const NoTextFields = z.strictObject({});

/** The single e-brochure: public read, admin create/update (one POST) and delete. */
export function createEbrochureRouter(
  ebrochure: EbrochureService,
  uploads: Uploads,
  requireAdmin: RequestHandler,
  /** BROCHURE_GATED (ADR 0020): what a reader sees of the PDF. */
  gate: BrochureGate = OPEN_GATE,
): Router {
  const router = Router();

  route(router, 'getEbrochure', async (req, res) => {
    res.json(await gate.view(req, res, ebrochure.get()));
  });

  route(
    router,
    'saveEbrochure',
    requireAdmin,
    uploads.parse(UPLOADS.ebrochure),
    async (req, res) => {
      parseInput(NoTextFields, req.body);
      const received = uploads.received(req);
      ebrochure.assertFilesSuffice({
        cover: received.has('cover_image'),
        pdf: received.has('pdf_file'),
      });
      const { record, created, replaced } = await uploads.use(req, UPLOADS.ebrochure, (files) => {
        const cover = files.first('cover_image')?.url ?? null;
        const pdf = files.first('pdf_file')?.url ?? null;
        return ebrochure.save({ cover, pdf, variants: files.variants() });
      });
      const change = created ? 'create' : 'update';
      const summary = activitySummary.ebrochure(
        change,
        created ? undefined : { cover: received.has('cover_image'), pdf: received.has('pdf_file') },
      );
      recordActivity(req, { action: change, entity: 'ebrochure', summary });
      await uploads.remove(replaced);
      res.status(created ? 201 : 200).json({
        success: true,
        message: created ? ADMIN_MESSAGES.ebrochureAdded : ADMIN_MESSAGES.ebrochureUpdated,
        data: gate.adminView(record),
      });
    },
  );

  route(router, 'deleteEbrochure', requireAdmin, async (req, res) => {
    const { removed } = await ebrochure.remove();
    recordActivity(req, {
      action: 'delete',
      entity: 'ebrochure',
      summary: activitySummary.ebrochure('delete'),
    });
    await uploads.remove(removed);
    res.json({ success: true, message: ADMIN_MESSAGES.ebrochureDeleted });
  });

  return router;
}

import { Router, type RequestHandler } from 'express';
import { ADMIN_MESSAGES, VALIDATION } from '@gear/contract/messages';
import { SliderInputSchema, sliderInputSchema } from '@gear/contract/slider';
import { route } from '../../http/api-route.ts';
import { memoJson, sendJsonBody } from '../../http/cached-json.ts';
import { HttpError } from '../../http/http-error.ts';
import { parsePathId } from '../../http/path-id.ts';
import { parseInput } from '../../http/validate.ts';
import { UPLOADS } from '@gear/contract/uploads';
import type { Uploads } from '../../uploads/uploads.ts';
import { activitySummary, recordActivity } from '../activity/record-activity.ts';
import type { SlidersService } from './sliders.service.ts';

export function createSlidersRouter(
  sliders: SlidersService,
  uploads: Uploads,
  requireAdmin: RequestHandler,
  /** The store's current snapshot: the list answer is serialized once per snapshot. */
  snapshot: () => object,
): Router {
  const router = Router();
  const upload = uploads.parse(UPLOADS.slider);

  const listBody = memoJson(snapshot, () => sliders.list());
  route(router, 'listSliders', (req, res) => {
    sendJsonBody(req, res, listBody());
  });

  route(router, 'addSlider', requireAdmin, upload, async (req, res) => {
    const input = parseInput(SliderInputSchema, req.body);
    sliders.assertRoomForOne();
    const slider = await uploads.use(req, UPLOADS.slider, async (files) => {
      const image = files.first('image');
      if (!image) throw new HttpError(400, VALIDATION.sliderImageRequired);
      return sliders.create(input, image.url, files.variants());
    });
    const summary = activitySummary.titled('create', 'slider', slider.id, slider.title);
    recordActivity(req, { action: 'create', entity: 'slider', entityId: slider.id, summary });
    res
      .status(201)
      .json({ success: true, message: ADMIN_MESSAGES.sliderAdded(slider.title), slider });
  });

  route(router, 'updateSlider', requireAdmin, upload, async (req, res) => {
    const id = parsePathId(req.params.id);
    const input = parseInput(sliderInputSchema(sliders.get(id)), req.body);
    const { slider, replaced } = await uploads.use(req, UPLOADS.slider, (files) =>
      sliders.update(id, input, files.first('image')?.url ?? null, files.variants()),
    );
    const summary = activitySummary.titled('update', 'slider', slider.id, slider.title);
    recordActivity(req, { action: 'update', entity: 'slider', entityId: slider.id, summary });
    await uploads.remove(replaced);
    res.json({ success: true, message: ADMIN_MESSAGES.sliderUpdated(slider.title), slider });
  });

  route(router, 'deleteSlider', requireAdmin, async (req, res) => {
    const { slider, removed } = await sliders.remove(parsePathId(req.params.id));
    const summary = activitySummary.titled('delete', 'slider', slider.id, slider.title);
    recordActivity(req, { action: 'delete', entity: 'slider', entityId: slider.id, summary });
    await uploads.remove(removed);
    res.json({ success: true, message: ADMIN_MESSAGES.sliderDeleted(slider.title) });
  });

  return router;
}

import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { ADMIN_MESSAGES, VALIDATION } from '@gear/contract/messages';
import { route } from '../../http/api-route.ts';
import { memoJson, sendJsonBody } from '../../http/cached-json.ts';
import { HttpError } from '../../http/http-error.ts';
import { parsePathId } from '../../http/path-id.ts';
import { parseInput } from '../../http/validate.ts';
import { UPLOADS } from '@gear/contract/uploads';
import type { Uploads } from '../../uploads/uploads.ts';
import { activitySummary, recordActivity } from '../activity/record-activity.ts';
import type { GalleryService } from './gallery.service.ts';

/** Gallery uploads carry files only. */
const NoTextFields = z.strictObject({});

export function createGalleryRouter(
  gallery: GalleryService,
  uploads: Uploads,
  requireAdmin: RequestHandler,
  /** The store's current snapshot: the list answer is serialized once per snapshot. */
  snapshot: () => object,
): Router {
  const router = Router();

  const listBody = memoJson(snapshot, () => gallery.list());
  route(router, 'listGallery', (req, res) => {
    sendJsonBody(req, res, listBody());
  });

  route(
    router,
    'uploadGallery',
    requireAdmin,
    uploads.parse(UPLOADS.galleryUpload),
    async (req, res) => {
      parseInput(NoTextFields, req.body);
      const items = await uploads.use(req, UPLOADS.galleryUpload, (files) => {
        const images = files.all('images');
        if (images.length === 0) throw new HttpError(400, VALIDATION.gallerySelectAtLeastOne);
        return gallery.add(
          images.map((image) => image.url),
          files.variants(),
        );
      });
      // One entry per image: each keeps its own id (filterable, searchable as "#<id>").
      for (const { id } of items) {
        const summary = activitySummary.galleryImage('create', id);
        recordActivity(req, { action: 'create', entity: 'gallery', entityId: id, summary });
      }
      res.status(201).json({ success: true, message: ADMIN_MESSAGES.galleryUploaded, items });
    },
  );

  route(
    router,
    'replaceGalleryItem',
    requireAdmin,
    uploads.parse(UPLOADS.galleryUpdate),
    async (req, res) => {
      const id = parsePathId(req.params.id);
      parseInput(NoTextFields, req.body);
      const { item, replaced } = await uploads.use(req, UPLOADS.galleryUpdate, (files) => {
        const image = files.first('images');
        if (!image) throw new HttpError(400, VALIDATION.galleryUpdateNeedsFile);
        return gallery.replace(id, image.url, files.variants());
      });
      const summary = activitySummary.galleryImage('update', id);
      recordActivity(req, { action: 'update', entity: 'gallery', entityId: id, summary });
      await uploads.remove(replaced);
      res.json({ success: true, message: ADMIN_MESSAGES.galleryUpdated, updatedItem: item });
    },
  );

  route(router, 'deleteGalleryItem', requireAdmin, async (req, res) => {
    const id = parsePathId(req.params.id);
    const { removed } = await gallery.remove(id);
    const summary = activitySummary.galleryImage('delete', id);
    recordActivity(req, { action: 'delete', entity: 'gallery', entityId: id, summary });
    await uploads.remove(removed);
    res.json({ success: true, message: ADMIN_MESSAGES.galleryDeleted });
  });

  return router;
}

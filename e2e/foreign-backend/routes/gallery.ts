import { Router } from 'express';
import type { BackendContext } from '../context.ts';
import { idParam } from '../fields.ts';
import { HttpError } from '../http-error.ts';
import { extensionOf, imageArray, uploadedFiles } from '../uploads.ts';

const MAX_GALLERY_UPLOAD = 20;

/** Gallery; no token needed (the original client sent none), but one is accepted. */
export function galleryRouter({ store, files }: BackendContext): Router {
  const router = Router();

  // Non-strict routing: this answers both /gallery and /gallery/.
  router.get('/gallery', (_req, res) => {
    res.json(store.gallery.list());
  });

  router.post('/gallery/upload', imageArray('images', MAX_GALLERY_UPLOAD), async (req, res) => {
    const uploads = uploadedFiles(req, 'images');
    if (uploads.length === 0)
      throw new HttpError(400, 'Please select at least one image to upload');
    const items = [];
    for (const file of uploads) {
      items.push(store.gallery.insert({ image: await files.save(file.buffer, extensionOf(file)) }));
    }
    res.status(201).json({ message: 'Images uploaded successfully', items });
  });

  router.put('/gallery/:id', imageArray('images', 1), async (req, res) => {
    const current = store.gallery.get(idParam(req.params));
    if (current === undefined) throw new HttpError(404, 'Image not found');
    const file = uploadedFiles(req, 'images')[0];
    if (file === undefined) throw new HttpError(400, 'Please select a new image to update');
    const updatedItem = store.gallery.update(current.id, {
      image: await files.save(file.buffer, extensionOf(file)),
    });
    await files.remove(current.image);
    res.json({ message: 'Image updated successfully', updatedItem });
  });

  router.delete('/gallery/:id', async (req, res) => {
    const removed = store.gallery.remove(idParam(req.params));
    if (removed === undefined) throw new HttpError(404, 'Image not found');
    await files.remove(removed.image);
    res.json({ message: 'Image deleted successfully' });
  });

  return router;
}

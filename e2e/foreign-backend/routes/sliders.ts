import { Router } from 'express';
import type { BackendContext } from '../context.ts';
import { idParam, requiredText, textField } from '../fields.ts';
import { HttpError } from '../http-error.ts';
import type { SliderFields } from '../store.ts';
import { extensionOf, singleImage } from '../uploads.ts';

const MAX_SLIDERS = 3;

/** Sliders; no token needed (none is sent by the original client), but one is accepted. */
export function slidersRouter({ store, files }: BackendContext): Router {
  const router = Router();

  router.get('/sliders/getSliders', (_req, res) => {
    res.json(store.sliders.list());
  });

  router.post('/sliders/addSlider', singleImage('image'), async (req, res) => {
    if (store.sliders.size >= MAX_SLIDERS) {
      throw new HttpError(400, `Maximum ${MAX_SLIDERS} sliders allowed`);
    }
    const title = requiredText(req.body, 'title');
    const description = requiredText(req.body, 'description');
    if (title === undefined || description === undefined) {
      throw new HttpError(400, 'Title and description are required');
    }
    if (req.file === undefined) throw new HttpError(400, 'Image is required');
    const image = await files.save(req.file.buffer, extensionOf(req.file));
    const slider = store.sliders.insert({ title, description, image });
    res.status(201).json({ message: 'Slider added successfully', slider });
  });

  router.put('/sliders/updateSlider/:id', singleImage('image'), async (req, res) => {
    const current = store.sliders.get(idParam(req.params));
    if (current === undefined) throw new HttpError(404, 'Slider not found');
    const changes: Partial<SliderFields> = {};
    for (const key of ['title', 'description'] as const) {
      const value = textField(req.body, key);
      if (value === undefined) continue;
      if (value.trim() === '') throw new HttpError(400, 'Title and description are required');
      changes[key] = value.trim();
    }
    if (req.file !== undefined)
      changes.image = await files.save(req.file.buffer, extensionOf(req.file));
    const slider = store.sliders.update(current.id, changes);
    if (changes.image !== undefined) await files.remove(current.image);
    res.json({ message: 'Slider updated successfully', slider });
  });

  router.delete('/sliders/deleteSlider/:id', async (req, res) => {
    const removed = store.sliders.remove(idParam(req.params));
    if (removed === undefined) throw new HttpError(404, 'Slider not found');
    await files.remove(removed.image);
    res.json({ message: 'Slider deleted successfully' });
  });

  return router;
}

import { Router } from 'express';
import type { BackendContext } from '../context.ts';
import { HttpError } from '../http-error.ts';
import { requireToken } from '../tokens.ts';
import type { EbrochureFields } from '../store.ts';
import { MAX_IMAGE_BYTES, brochureFiles, extensionOf, uploadedFile } from '../uploads.ts';

const brochureFields = brochureFiles();

/** The single e-brochure record. GET is public; POST (create or update) and DELETE need the token. */
export function ebrochureRouter({ store, files, tokens }: BackendContext): Router {
  const router = Router();
  const auth = requireToken(tokens);

  router.get('/api/ebrochure', (_req, res) => {
    const brochure = store.ebrochures.first();
    if (brochure === undefined) throw new HttpError(404, 'No e-brochure found');
    res.json(brochure);
  });

  router.post('/api/ebrochure', auth, brochureFields, async (req, res) => {
    const cover = uploadedFile(req, 'cover_image');
    const pdf = uploadedFile(req, 'pdf_file');
    if (cover !== undefined && cover.size > MAX_IMAGE_BYTES) {
      throw new HttpError(400, 'Cover image size must be less than 10MB');
    }
    const current = store.ebrochures.first();
    if (current === undefined) {
      if (cover === undefined || pdf === undefined) {
        throw new HttpError(400, 'Both cover image and PDF file are required');
      }
      const data = store.ebrochures.insert({
        cover_image: await files.save(cover.buffer, extensionOf(cover)),
        pdf_file: await files.save(pdf.buffer, 'pdf'),
      });
      res.status(201).json({ message: 'E-Brochure created successfully', data });
      return;
    }
    if (cover === undefined && pdf === undefined) {
      throw new HttpError(400, 'Please upload at least one file (cover image or PDF)');
    }
    const changes: Partial<EbrochureFields> = {};
    if (cover !== undefined)
      changes.cover_image = await files.save(cover.buffer, extensionOf(cover));
    if (pdf !== undefined) changes.pdf_file = await files.save(pdf.buffer, 'pdf');
    const data = store.ebrochures.update(current.id, changes);
    if (data !== undefined) {
      await files.removeReplaced(
        [current.cover_image, current.pdf_file],
        [data.cover_image, data.pdf_file],
      );
    }
    res.json({ message: 'E-Brochure updated successfully', data });
  });

  router.delete('/api/ebrochure', auth, async (_req, res) => {
    const current = store.ebrochures.first();
    if (current === undefined) throw new HttpError(404, 'No e-brochure found');
    store.ebrochures.remove(current.id);
    await files.removeReplaced([current.cover_image, current.pdf_file], []);
    res.json({ message: 'E-Brochure deleted successfully' });
  });

  return router;
}

import { Router, type Request } from 'express';
import type { BackendContext } from '../context.ts';
import { idParam, requiredText, textField } from '../fields.ts';
import { HttpError } from '../http-error.ts';
import { requireToken } from '../tokens.ts';
import { SUB_IMAGE_SLOTS, type Product, type SubImageKey, type SubImageSlot } from '../store.ts';
import { extensionOf, imageFields, uploadedFile } from '../uploads.ts';
import type { FileStore } from '../assets.ts';

const productUpload = imageFields(['image', ...SUB_IMAGE_SLOTS.map((slot) => `subimg${slot}`)]);

function subImageKey(slot: SubImageSlot): SubImageKey {
  return `sub_image${slot}`;
}

function imageUrls(product: Product): string[] {
  return [product.product_image, ...SUB_IMAGE_SLOTS.map((slot) => product[subImageKey(slot)])];
}

function titleAndDescription(req: Request): { title: string; description: string } {
  const title = requiredText(req.body, 'title');
  // The description is an HTML string from a rich-text editor: stored exactly as given.
  const description = textField(req.body, 'description');
  if (title === undefined) throw new HttpError(400, 'Title is required');
  if (description === undefined || description.trim() === '') {
    throw new HttpError(400, 'Description is required');
  }
  return { title, description };
}

async function saveUpload(
  files: FileStore,
  req: Request,
  field: string,
): Promise<string | undefined> {
  const file = uploadedFile(req, field);
  return file === undefined ? undefined : files.save(file.buffer, extensionOf(file));
}

/** Products ("subcategories"). Reads are public; writes need the admin token. */
export function productsRouter({ store, files, tokens }: BackendContext): Router {
  const router = Router();
  const auth = requireToken(tokens);

  router.get('/api/subcategories', (_req, res) => {
    res.json(store.products.list());
  });

  router.get('/api/subcategories/:id', (req, res) => {
    const product = store.products.get(idParam(req.params));
    if (product === undefined) throw new HttpError(404, 'Subcategory not found');
    res.json(product);
  });

  router.post('/api/subcategories', auth, productUpload, async (req, res) => {
    const { title, description } = titleAndDescription(req);
    if (uploadedFile(req, 'image') === undefined)
      throw new HttpError(400, 'Main image is required');
    const productImage = (await saveUpload(files, req, 'image')) ?? '';
    const subImages = {} as Record<SubImageKey, string>;
    for (const slot of SUB_IMAGE_SLOTS) {
      subImages[subImageKey(slot)] = (await saveUpload(files, req, `subimg${slot}`)) ?? '';
    }
    const data = store.products.insert({
      title,
      description,
      product_image: productImage,
      ...subImages,
    });
    res.status(201).json({ message: 'Subcategory created successfully', data });
  });

  router.patch('/api/subcategories/:id', auth, productUpload, async (req, res) => {
    const current = store.products.get(idParam(req.params));
    if (current === undefined) throw new HttpError(404, 'Subcategory not found');
    const { title, description } = titleAndDescription(req);
    const productImage = (await saveUpload(files, req, 'image')) ?? current.product_image;
    const subImages = {} as Record<SubImageKey, string>;
    for (const slot of SUB_IMAGE_SLOTS) {
      const uploaded = await saveUpload(files, req, `subimg${slot}`);
      const existing = textField(req.body, `existingSubimg${slot}`)?.trim() ?? '';
      subImages[subImageKey(slot)] = uploaded ?? existing;
    }
    const data = store.products.update(current.id, {
      title,
      description,
      product_image: productImage,
      ...subImages,
    });
    if (data !== undefined) await files.removeReplaced(imageUrls(current), imageUrls(data));
    res.json({ message: 'Subcategory updated successfully', data });
  });

  router.delete('/api/subcategories/:id', auth, async (req, res) => {
    const removed = store.products.remove(idParam(req.params));
    if (removed === undefined) throw new HttpError(404, 'Subcategory not found');
    await files.removeReplaced(imageUrls(removed), []);
    res.json({ message: 'Subcategory deleted successfully' });
  });

  return router;
}

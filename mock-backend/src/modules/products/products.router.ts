import { Router, type RequestHandler } from 'express';
import { SUB_IMAGE_SLOTS, type SubImageSlot } from '@gear/contract/limits';
import { CATALOGUE_MESSAGES } from '@gear/contract/catalogue-basics';
import { ADMIN_MESSAGES, VALIDATION } from '@gear/contract/messages';
import { existingSubImageField, subImageField } from '@gear/contract/product-fields';
import { productInputSchema } from '@gear/contract/product-input';
import { type Product } from '@gear/contract/product';
import { route } from '../../http/api-route.ts';
import { memoJson, sendJsonBody } from '../../http/cached-json.ts';
import { HttpError } from '../../http/http-error.ts';
import { parsePathId } from '../../http/path-id.ts';
import { parseInput } from '../../http/validate.ts';
import { UPLOADS } from '@gear/contract/uploads';
import type { IngestedUploads, Uploads } from '../../uploads/uploads.ts';
import { activitySummary, recordActivity } from '../activity/record-activity.ts';
import type { ProductFields, ProductUploads, ProductsService } from './products.service.ts';
import { hasVisibleText, sanitizeDescription } from './sanitize-description.ts';

/**
 * The form's `category_id` (issue 20): absent keeps what is stored (undefined), '' is none (null),
 * else a category id (whether it exists is checked with the write).
 */
function parseCategoryId(value: string | undefined): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === '') return null;
  const id = /^\d{1,15}$/.test(value) ? Number(value) : 0;
  if (!Number.isSafeInteger(id) || id < 1)
    throw new HttpError(400, CATALOGUE_MESSAGES.productCategoryUnknown);
  return id;
}

/** `stored`: the product being updated (its unchanged values skip our added limits). */
function parseFields(
  body: unknown,
  stored?: Pick<Product, 'title' | 'description'>,
): ProductFields {
  const input = parseInput(productInputSchema(stored), body);
  const description = sanitizeDescription(input.description);
  if (!hasVisibleText(description)) throw new HttpError(400, VALIDATION.productDescriptionRequired);
  const kept: Partial<Record<SubImageSlot, string>> = {};
  for (const slot of SUB_IMAGE_SLOTS) {
    const value = input[existingSubImageField(slot)];
    if (value) kept[slot] = value;
  }
  return {
    title: input.title,
    description,
    kept,
    categoryId: parseCategoryId(input.category_id),
    specs: input.specs,
  };
}

function uploadedSlots(files: IngestedUploads): ProductUploads {
  const subs: Partial<Record<SubImageSlot, string>> = {};
  for (const slot of SUB_IMAGE_SLOTS) {
    const upload = files.first(subImageField(slot));
    if (upload) subs[slot] = upload.url;
  }
  return { main: files.first('image')?.url ?? null, subs, variants: files.variants() };
}

/** Products ("subcategories"): public reads, admin writes with up to 7 images. */
export function createProductsRouter(
  products: ProductsService,
  uploads: Uploads,
  requireAdmin: RequestHandler,
  /** The store's current snapshot: the list answer is serialized once per snapshot. */
  snapshot: () => object,
): Router {
  const router = Router();
  const upload = uploads.parse(UPLOADS.product);

  const listBody = memoJson(snapshot, () => products.list());
  route(router, 'listProducts', (req, res) => {
    sendJsonBody(req, res, listBody());
  });

  // One product also names its category (null for none): this backend has categories.
  route(router, 'getProduct', (req, res) => {
    res.json(products.detail(parsePathId(req.params.id)));
  });

  route(router, 'addProduct', requireAdmin, upload, async (req, res) => {
    const fields = parseFields(req.body);
    const product = await uploads.use(req, UPLOADS.product, (files) => {
      const slots = uploadedSlots(files);
      const main = slots.main;
      if (!main) throw new HttpError(400, VALIDATION.productMainImageRequired);
      return products.create(fields, { ...slots, main });
    });
    const summary = activitySummary.titled('create', 'product', product.id, product.title);
    recordActivity(req, { action: 'create', entity: 'product', entityId: product.id, summary });
    res.status(201).json({ success: true, message: ADMIN_MESSAGES.productAdded, data: product });
  });

  route(router, 'updateProduct', requireAdmin, upload, async (req, res) => {
    const id = parsePathId(req.params.id);
    const fields = parseFields(req.body, products.get(id));
    const { product, removed } = await uploads.use(req, UPLOADS.product, (files) =>
      products.update(id, fields, uploadedSlots(files)),
    );
    const summary = activitySummary.titled('update', 'product', product.id, product.title);
    recordActivity(req, { action: 'update', entity: 'product', entityId: product.id, summary });
    await uploads.remove(removed);
    res.json({ success: true, message: ADMIN_MESSAGES.productUpdated, data: product });
  });

  route(router, 'deleteProduct', requireAdmin, async (req, res) => {
    const id = parsePathId(req.params.id);
    const { title } = products.get(id);
    const { removed } = await products.remove(id);
    const summary = activitySummary.titled('delete', 'product', id, title);
    recordActivity(req, { action: 'delete', entity: 'product', entityId: id, summary });
    await uploads.remove(removed);
    res.json({ success: true, message: ADMIN_MESSAGES.productDeleted });
  });

  return router;
}

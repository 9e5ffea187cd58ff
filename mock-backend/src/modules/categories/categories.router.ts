import { Router, type RequestHandler } from 'express';
import { safeParse } from 'zod/mini';
import { CATALOGUE_MESSAGES } from '@gear/contract/catalogue-basics';
import { CategoryInputSchema, CategoryOrderSchema } from '@gear/contract/catalogue';
import { BODY_LIMITS } from '@gear/contract/limits';
import { API_ERRORS } from '@gear/contract/messages';
import { route } from '../../http/api-route.ts';
import { memoJson, sendJsonBody } from '../../http/cached-json.ts';
import { HttpError } from '../../http/http-error.ts';
import { jsonBody } from '../../http/json-body.ts';
import { parsePathId } from '../../http/path-id.ts';
import { parseInput } from '../../http/validate.ts';
import { activitySummary, recordActivity } from '../activity/record-activity.ts';
import type { CategoriesService } from './categories.service.ts';

/**
 * `{ids}` of PUT /api/categories/order: numeric ids (digits sent as text count too). A body that
 * is not `{ids: [...]}` is the generic invalid-data 400; a list with wrong entries or too many is
 * categoryOrderMismatch, as is one that is not every category once (the service checks that).
 */
function parseOrder(body: unknown): number[] {
  const result = safeParse(CategoryOrderSchema, body ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    const wrongList =
      issue?.path[0] === 'ids' && (issue.path.length > 1 || issue.code === 'too_big');
    const details =
      issue?.code === 'unrecognized_keys' ? { unrecognizedKeys: issue.keys } : undefined;
    throw new HttpError(
      400,
      wrongList ? CATALOGUE_MESSAGES.categoryOrderMismatch : API_ERRORS.invalidInput,
      { details },
    );
  }
  return result.data.ids.map((id) =>
    typeof id === 'number' ? id : /^\d{1,15}$/.test(id) ? Number(id) : -1,
  );
}

/**
 * The catalogue's categories (issue 20): `GET /api/categories` public (cached per store snapshot,
 * ETag), the writes admin only, each in the activity log (entity 'category').
 */
export function createCategoriesRouter(
  categories: CategoriesService,
  requireAdmin: RequestHandler,
  /** The store's current snapshot: the list answer is serialized once per snapshot. */
  snapshot: () => object,
): Router {
  const router = Router();
  const json = jsonBody(BODY_LIMITS.defaultJsonBytes);

  const listBody = memoJson(snapshot, () => categories.list());
  route(router, 'listCategories', (req, res) => {
    sendJsonBody(req, res, listBody());
  });

  route(router, 'addCategory', requireAdmin, ...json, async (req, res) => {
    const input = parseInput(CategoryInputSchema, req.body);
    const category = await categories.create(input);
    const summary = activitySummary.titled('create', 'category', category.id, category.name);
    recordActivity(req, { action: 'create', entity: 'category', entityId: category.id, summary });
    res
      .status(201)
      .json({ success: true, message: CATALOGUE_MESSAGES.categoryAdded, data: category });
  });

  route(router, 'reorderCategories', requireAdmin, ...json, async (req, res) => {
    const { list, changed } = await categories.reorder(parseOrder(req.body));
    if (changed) {
      const summary = activitySummary.categoriesReordered();
      recordActivity(req, { action: 'update', entity: 'category', summary });
    }
    res.json(list);
  });

  route(router, 'updateCategory', requireAdmin, ...json, async (req, res) => {
    const id = parsePathId(req.params.id);
    const input = parseInput(CategoryInputSchema, req.body);
    const { category, previousName } = await categories.update(id, input);
    const summary =
      previousName !== undefined && previousName !== category.name
        ? activitySummary.categoryRenamed(id, category.name, previousName)
        : activitySummary.titled('update', 'category', id, category.name);
    recordActivity(req, { action: 'update', entity: 'category', entityId: id, summary });
    res.json({ success: true, message: CATALOGUE_MESSAGES.categoryUpdated, data: category });
  });

  route(router, 'deleteCategory', requireAdmin, async (req, res) => {
    const id = parsePathId(req.params.id);
    const category = await categories.remove(id);
    const summary = activitySummary.titled('delete', 'category', id, category.name);
    recordActivity(req, { action: 'delete', entity: 'category', entityId: id, summary });
    res.json({ success: true, message: CATALOGUE_MESSAGES.categoryDeleted });
  });

  return router;
}

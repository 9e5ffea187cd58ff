import { PathIdSchema } from '@gear/contract/common';
import { API_ERRORS } from '@gear/contract/messages';
import { HttpError } from './http-error.ts';

/** A numeric path id (`/api/subcategories/12`): digits only, else 400. */
export function parsePathId(raw: unknown): number {
  if (typeof raw !== 'string' || !/^\d{1,16}$/.test(raw)) {
    throw new HttpError(400, API_ERRORS.invalidId);
  }
  const result = PathIdSchema.safeParse(raw);
  if (!result.success) throw new HttpError(400, API_ERRORS.invalidId);
  return result.data;
}

import {
  ActivityActionSchema,
  ActivityEntitySchema,
  type ActivityAction,
  type ActivityEntity,
} from '@gear/contract/activity';
import { ACTIVITY_LIMITS } from '@gear/contract/limits';
import {
  appendListSearch,
  appendRangeQuery,
  readListSearch,
  type ListSearch,
} from '@/components/admin/admin-list/list-search';

/**
 * The activity filter as the page keeps it in its address (`?action=delete&entity=product
 * &from=2026-11-01&to=2026-11-23&q=spur&page=2`), so reload and Back keep it. Days are the
 * owner's local days; the API gets instants (start and end of those days, with the local offset).
 */
export interface ActivitySearch extends ListSearch {
  action?: ActivityAction;
  entity?: ActivityEntity;
}

export const ACTION_LABELS: Record<ActivityAction, string> = {
  login: 'Login',
  login_failed: 'Failed login',
  logout: 'Logout',
  create: 'Create',
  update: 'Update',
  delete: 'Delete',
  backup: 'Backup',
  restore: 'Restore',
  restore_refused: 'Refused restore',
  two_factor_on: 'Two-step on',
  two_factor_off: 'Two-step off',
  recovery_code_used: 'Recovery code used',
  recovery_codes_renewed: 'New recovery codes',
  password_change: 'Password change',
  sign_out_everywhere: 'Sign out everywhere',
};

export const ENTITY_LABELS: Record<ActivityEntity, string> = {
  session: 'Session',
  slider: 'Slider',
  product: 'Product',
  gallery: 'Gallery image',
  ebrochure: 'E-brochure',
  lead: 'Lead',
  category: 'Category',
  account: 'Account',
  backup: 'Backup',
};

/** Reads the filter from the address; unknown or malformed values are ignored. */
export function readActivitySearch(params: URLSearchParams): ActivitySearch {
  const search: ActivitySearch = readListSearch(params, ACTIVITY_LIMITS.searchMax);
  const action = ActivityActionSchema.safeParse(params.get('action'));
  if (action.success) search.action = action.data;
  const entity = ActivityEntitySchema.safeParse(params.get('entity'));
  if (entity.success) search.entity = entity.data;
  return search;
}

/** The address's query for a filter (empty fields and page 1 left out). */
export function writeActivitySearch(search: ActivitySearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.action) params.set('action', search.action);
  if (search.entity) params.set('entity', search.entity);
  return appendListSearch(params, search);
}

/** The API query of `GET /api/activity` for a filter and page. */
export function activityQuery(search: ActivitySearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.action) params.set('action', search.action);
  if (search.entity) params.set('entity', search.entity);
  appendRangeQuery(params, search);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

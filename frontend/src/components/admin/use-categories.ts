import { API_PATHS } from '@gear/contract/api-paths';
import { CATALOGUE_MESSAGES } from '@gear/contract/catalogue-basics';
import { CategoryListSchema, type Category } from '@gear/contract/catalogue-search';
import { apiRequest } from '@/lib/api-client';
import { useAdminData } from './use-admin-data';

/** GET /api/categories (public; the admin sends its token as for the product list). */
function getCategories(signal: AbortSignal): Promise<Category[]> {
  return apiRequest(API_PATHS.categories, { schema: CategoryListSchema, auth: true, signal });
}

/**
 * Whether the backend keeps categories, and which (issue 20): the categories manager and the
 * product manager both ask here. 200 is the list in the owner's order; 404 is 'unsupported' (a
 * backend without categories, ADR 0023), never an error or a toast; a network failure or 5xx is
 * 'error', with `reload` to try again. `quiet`: no toast for a failure (the product manager shows
 * its own line in the form instead).
 */
export function useCategories({ quiet = false }: { quiet?: boolean } = {}) {
  return useAdminData(getCategories, 'categories', {
    toast: quiet ? 'quiet' : { fallback: CATALOGUE_MESSAGES.categoriesFetchFailed, network: false },
    unsupportedOn404: true,
  });
}

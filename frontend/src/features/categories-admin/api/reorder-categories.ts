import { API_PATHS } from '@gear/contract/api-paths';
import type { Id } from '@gear/contract/common';
import { CategoryListSchema, type Category } from '@gear/contract/catalogue-search';
import { apiRequest } from '@/lib/api-client';

/** PUT /api/categories/order with every id once, in the new order: answers the list in that order. */
export function reorderCategories(ids: readonly Id[]): Promise<Category[]> {
  return apiRequest(API_PATHS.categoriesOrder, {
    method: 'PUT',
    body: { ids: [...ids] },
    auth: true,
    schema: CategoryListSchema,
  });
}

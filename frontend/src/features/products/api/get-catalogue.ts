import { CatalogueResponseSchema, type CatalogueResponse } from '@gear/contract/catalogue-search';
import { apiRequest, readAnswer, type RawAnswer } from '@/lib/api-client';

/**
 * GET /api/catalogue?<the page's query>: the matching product ids, the category chips and the
 * filters (ADR 0035). `path` is catalogueApiPath(state). A backend without it answers 404.
 */
export function getCatalogue(path: string, signal?: AbortSignal): Promise<CatalogueResponse> {
  return apiRequest(path, { schema: CatalogueResponseSchema, signal });
}

/** The same call's answer as the server handed it over with the page. */
export function readCatalogue(answer: RawAnswer): CatalogueResponse {
  return readAnswer(answer, CatalogueResponseSchema);
}

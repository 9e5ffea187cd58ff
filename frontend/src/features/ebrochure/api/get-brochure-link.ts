import { API_PATHS } from '@gear/contract/api-paths';
import { BrochureLinkResponseSchema, type BrochureLink } from '@gear/contract/brochure-links';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/ebrochure/link { pass }: a fresh signed download link for a returning visitor's pass
 * (no new lead). 403 when the pass is no longer valid.
 */
export function getBrochureLink(pass: string, signal?: AbortSignal): Promise<BrochureLink> {
  return apiRequest(API_PATHS.ebrochureLink, {
    method: 'POST',
    body: { pass },
    schema: BrochureLinkResponseSchema,
    signal,
  });
}

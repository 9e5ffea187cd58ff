import { API_PATHS } from '@gear/contract/api-paths';
import { EbrochureResponseSchema, type Ebrochure } from '@gear/contract/ebrochure';
import { apiRequest } from '@/lib/api-client';

/** GET /api/ebrochure: the brochure record, or null when none has been published. */
export function getEbrochure(signal?: AbortSignal): Promise<Ebrochure | null> {
  return apiRequest(API_PATHS.ebrochure, { schema: EbrochureResponseSchema, signal });
}

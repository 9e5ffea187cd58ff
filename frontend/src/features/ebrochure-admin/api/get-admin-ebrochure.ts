import { API_PATHS } from '@gear/contract/api-paths';
import { EbrochureResponseSchema, type Ebrochure } from '@gear/contract/ebrochure';
import { apiRequest, isNotFound } from '@/lib/api-client';

/**
 * GET /api/ebrochure with the admin token: the record, or null when none exists. The mock answers
 * `null`; a backend that answers 404 ('No e-brochure found') means the same, so it is not an error.
 */
export async function getAdminEbrochure(signal?: AbortSignal): Promise<Ebrochure | null> {
  try {
    return await apiRequest(API_PATHS.ebrochure, {
      schema: EbrochureResponseSchema,
      auth: true,
      signal,
    });
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

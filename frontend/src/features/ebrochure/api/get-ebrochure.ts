import { API_PATHS } from '@gear/contract/api-paths';
import { EbrochureResponseSchema, type Ebrochure } from '@gear/contract/ebrochure';
import { apiRequest, isNotFound, readAnswer, type RawAnswer } from '@/lib/api-client';

/**
 * GET /api/ebrochure: the brochure record, or null when none has been published. The mock answers
 * `null`; a backend that answers 404 ('No e-brochure found') means the same, not a failure.
 */
export async function getEbrochure(signal?: AbortSignal): Promise<Ebrochure | null> {
  try {
    return await apiRequest(API_PATHS.ebrochure, { schema: EbrochureResponseSchema, signal });
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** The same call's answer as the server handed it over with the page. */
export function readEbrochure(answer: RawAnswer): Ebrochure | null {
  try {
    return readAnswer(answer, EbrochureResponseSchema);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

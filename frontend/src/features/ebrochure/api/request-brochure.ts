import { API_PATHS } from '@gear/contract/api-paths';
import {
  BrochureRequestResponseSchema,
  type BrochureRequestResponse,
} from '@gear/contract/brochure-links';
import type { BrochureRequest } from '@gear/contract/leads';
import * as z from 'zod/mini';
import { apiRequest, isApiError } from '@/lib/api-client';

/**
 * POST /api/send-email: the brochure request (lead) as JSON { name, email, contact, website,
 * elapsedMs } (the last two are the optional anti-spam signals of the contract).
 * Success is the OK status alone (SPEC §7), so an OK answer that is not JSON, or not the shape
 * below, still counts as success and reads as `{}`. A gated backend (ADR 0020) adds the signed
 * `download_url` and a `visitor_pass`.
 */
export async function requestBrochure(
  input: BrochureRequest,
  signal?: AbortSignal,
): Promise<BrochureRequestResponse> {
  try {
    const body = await apiRequest(API_PATHS.brochureRequest, {
      method: 'POST',
      body: {
        name: input.name,
        email: input.email,
        contact: input.contact,
        website: input.website,
        elapsedMs: input.elapsedMs,
      },
      schema: z.unknown(),
      signal,
    });
    const parsed = BrochureRequestResponseSchema.safeParse(body);
    return parsed.success ? parsed.data : {};
  } catch (error) {
    const okButUnreadable =
      isApiError(error) &&
      error.kind === 'parse' &&
      error.status !== undefined &&
      error.status >= 200 &&
      error.status < 300;
    if (!okButUnreadable) throw error;
    return {};
  }
}

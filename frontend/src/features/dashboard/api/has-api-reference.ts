import { API_PATHS } from '@gear/contract/api-paths';
import * as z from 'zod/mini';
import { apiRequest, isAbortError } from '@/lib/api-client';

const OpenApiDocumentSchema = z.object({ openapi: z.string() });

/**
 * Whether the connected backend describes itself (GET /openapi.json is an OpenAPI document): the
 * mock does; a backend without one (404, or any other answer) gets no link to it (ADR 0023). An
 * admin call like every other (SECURITY.md: the token on every admin call).
 */
export async function hasApiReference(signal: AbortSignal): Promise<boolean> {
  try {
    await apiRequest(API_PATHS.openapi, { schema: OpenApiDocumentSchema, auth: true, signal });
    return true;
  } catch (error) {
    if (isAbortError(error)) throw error;
    return false;
  }
}

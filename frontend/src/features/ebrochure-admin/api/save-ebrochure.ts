import * as z from 'zod/mini';
import { API_PATHS } from '@gear/contract/api-paths';
import { EBROCHURE_FIELDS, EbrochureMutationResponseSchema } from '@gear/contract/ebrochure';
import { apiRequest, type Transport } from '@/lib/api-client';

export interface EbrochureFiles {
  cover: File | null;
  pdf: File | null;
}

/**
 * POST /api/ebrochure (multipart cover_image, pdf_file): creates the brochure, or updates it with
 * only the files that were chosen (the server keeps the other one).
 */
export function saveEbrochure(
  files: EbrochureFiles,
  { transport }: { transport?: Transport } = {},
) {
  const body = new FormData();
  if (files.cover) body.append(EBROCHURE_FIELDS.coverImage, files.cover);
  if (files.pdf) body.append(EBROCHURE_FIELDS.pdfFile, files.pdf);
  return apiRequest(API_PATHS.ebrochure, {
    // The real backend's answer is not specified: an unexpected shape still means it was saved.
    schema: z.catch(EbrochureMutationResponseSchema, {}),
    method: 'POST',
    body,
    auth: true,
    transport,
    // A 20 MB PDF on a slow line takes longer than the default 30 s.
    timeoutMs: 10 * 60_000,
  });
}

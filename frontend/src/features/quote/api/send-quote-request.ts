import { API_PATHS } from '@gear/contract/api-paths';
import { type QuoteRequest } from '@gear/contract/quotes';
import { QUOTE_FIELDS } from '@gear/contract/quote-rules';
import * as z from 'zod/mini';
import { apiRequest, isApiError } from '@/lib/api-client';
import { createXhrTransport, type UploadProgress } from '@/lib/xhr-transport';

/** A request with 100 MB of drawings on a slow line takes minutes, not seconds. */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

const isSuccess = (status: number | undefined) =>
  status !== undefined && status >= 200 && status < 300;

/**
 * `POST /api/quote` (issue 19): multipart, the request as JSON in the text field `request` and
 * the drawings in the file field `drawings`, with upload progress. Any 2xx is a success, whatever
 * its body (the mock answers 201 `{ success, message }`); failures are ApiErrors.
 */
export async function sendQuoteRequest(
  request: QuoteRequest,
  drawings: readonly File[],
  { signal, onProgress }: { signal: AbortSignal; onProgress: (progress: UploadProgress) => void },
): Promise<void> {
  const body = new FormData();
  body.append(QUOTE_FIELDS.request, JSON.stringify(request));
  for (const file of drawings) body.append(QUOTE_FIELDS.drawings, file, file.name);
  try {
    await apiRequest(API_PATHS.quote, {
      method: 'POST',
      body,
      schema: z.unknown(),
      signal,
      timeoutMs: UPLOAD_TIMEOUT_MS,
      transport: createXhrTransport(onProgress),
    });
  } catch (error) {
    // A 2xx whose body is not JSON (an empty 204 is read as null and never gets here).
    if (isApiError(error) && error.kind === 'parse' && isSuccess(error.status)) return;
    throw error;
  }
}

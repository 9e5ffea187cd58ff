import { PUBLIC_MESSAGES } from '@gear/contract/messages';
import { isApiError } from '@/lib/api-client';

/**
 * The contact form's failure message (SPEC §8, same as the inquiry): a non-OK answer shows the
 * server's `error` field, else the generic send failure; no answer (or anything else) shows the
 * network message.
 */
export function contactErrorMessage(error: unknown): string {
  if (isApiError(error) && error.kind === 'http') {
    return error.serverError ?? PUBLIC_MESSAGES.formSendFailed;
  }
  return PUBLIC_MESSAGES.formNetworkError;
}

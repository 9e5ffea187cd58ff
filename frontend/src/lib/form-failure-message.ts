import { PUBLIC_MESSAGES } from '@gear/contract/messages';
import { isApiError } from '@/lib/api-client';

/**
 * The inquiry and contact forms' failure message (SPEC §8 Inquiry, the contact form the same): a
 * non-OK answer shows the server's `error` field, else the generic send failure; no answer (or
 * anything else) shows the network message.
 */
export function formFailureMessage(error: unknown): string {
  if (isApiError(error) && error.kind === 'http') {
    return error.serverError ?? PUBLIC_MESSAGES.formSendFailed;
  }
  return PUBLIC_MESSAGES.formNetworkError;
}

import { PUBLIC_MESSAGES } from '@gear/contract/messages';
import { isApiError } from '@/lib/api-client';

/**
 * SPEC §8 Inquiry: a non-OK status shows the server's `error` field, else the generic failure;
 * a network or any other failure shows 'An error occurred. Please try again later.'
 */
export function inquiryFailureMessage(error: unknown): string {
  if (isApiError(error) && error.kind === 'http') {
    return error.serverError ?? PUBLIC_MESSAGES.formSendFailed;
  }
  return PUBLIC_MESSAGES.formNetworkError;
}

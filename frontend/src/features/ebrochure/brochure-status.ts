import { PUBLIC_MESSAGES } from '@gear/contract/messages';
import { isApiError } from '@/lib/api-client';

type StatusTone = 'success' | 'info' | 'error';

/**
 * The colour of a brochure status message (SPEC §4): green when it mentions Success, Thank you
 * or Download; blue when it mentions Processing; red otherwise.
 */
export function statusTone(message: string): StatusTone {
  if (['Success', 'Thank you', 'Download'].some((word) => message.includes(word))) {
    return 'success';
  }
  if (message.includes('Processing')) return 'info';
  return 'error';
}

/** The brochure request's failure message (SPEC §8): by HTTP status, or no response at all. */
export function brochureErrorMessage(error: unknown): string {
  if (!isApiError(error) || error.kind === 'network' || error.status === undefined) {
    return PUBLIC_MESSAGES.brochureNetworkError;
  }
  if (error.status === 400) return PUBLIC_MESSAGES.brochure400;
  if (error.status === 500) return PUBLIC_MESSAGES.brochure500;
  return PUBLIC_MESSAGES.brochureOtherError;
}

/** The text after 'Error: ' when the brochure information cannot be loaded. */
export function loadErrorDetail(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return 'The brochure information could not be loaded.';
}

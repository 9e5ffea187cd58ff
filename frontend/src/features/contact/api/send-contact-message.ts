import { API_PATHS } from '@gear/contract/api-paths';
import type { ContactMessage } from '@gear/contract/leads';
import * as z from 'zod/mini';
import { apiRequest, isApiError } from '@/lib/api-client';

/**
 * POST /api/contact as JSON { name, email, phone, message, website, elapsedMs } (the last two
 * are the optional anti-spam signals of the contract). Success is any OK status (SPEC §7),
 * so an OK answer that is not JSON still counts as sent.
 */
export async function sendContactMessage(
  input: ContactMessage,
  signal?: AbortSignal,
): Promise<void> {
  try {
    await apiRequest(API_PATHS.contact, {
      method: 'POST',
      body: {
        name: input.name,
        email: input.email,
        phone: input.phone,
        message: input.message,
        website: input.website,
        elapsedMs: input.elapsedMs,
      },
      schema: z.unknown(),
      signal,
    });
  } catch (error) {
    const okButUnreadable =
      isApiError(error) &&
      error.kind === 'parse' &&
      error.status !== undefined &&
      error.status >= 200 &&
      error.status < 300;
    if (!okButUnreadable) throw error;
  }
}

import { API_PATHS } from '@gear/contract/api-paths';
import { MessageResponseSchema, type MessageResponse } from '@gear/contract/common';
import type { Inquiry } from '@gear/contract/leads';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/inquiry/c with JSON { name, email, contact, message, website, elapsedMs } (the last
 * two are the optional anti-spam signals of the contract).
 */
export function sendInquiry(inquiry: Inquiry): Promise<MessageResponse> {
  return apiRequest(API_PATHS.inquiry, {
    method: 'POST',
    body: {
      name: inquiry.name,
      email: inquiry.email,
      contact: inquiry.contact,
      message: inquiry.message,
      website: inquiry.website,
      elapsedMs: inquiry.elapsedMs,
    },
    schema: MessageResponseSchema,
  });
}

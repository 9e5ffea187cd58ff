import { API_PATHS } from '@gear/contract/api-paths';
import { MessageResponseSchema, type MessageResponse } from '@gear/contract/common';
import type { Inquiry } from '@gear/contract/leads';
import { apiRequest } from '@/lib/api-client';

/** POST /api/inquiry/c with JSON { name, email, contact, message }. */
export function sendInquiry(inquiry: Inquiry): Promise<MessageResponse> {
  return apiRequest(API_PATHS.inquiry, {
    method: 'POST',
    body: inquiry,
    schema: MessageResponseSchema,
  });
}

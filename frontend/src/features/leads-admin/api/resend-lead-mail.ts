import type { Id } from '@gear/contract/common';
import { API_PATHS } from '@gear/contract/api-paths';
import { LeadMutationResponseSchema } from '@gear/contract/leads-admin';
import { apiRequest } from '@/lib/api-client';

/** POST /api/leads/{id}/resend: sends the lead's notification e-mail again. */
export function resendLeadMail(id: Id) {
  return apiRequest(API_PATHS.leadResend(id), {
    schema: LeadMutationResponseSchema,
    method: 'POST',
    auth: true,
  });
}

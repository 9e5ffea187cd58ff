import type { Id } from '@gear/contract/common';
import { API_PATHS } from '@gear/contract/api-paths';
import { LeadMutationResponseSchema, type LeadPatch } from '@gear/contract/leads-admin';
import { apiRequest } from '@/lib/api-client';

/** PATCH /api/leads/{id} with any of status, notes, read: the answer carries the lead as it now is. */
export function updateLead(id: Id, patch: LeadPatch) {
  return apiRequest(API_PATHS.lead(id), {
    schema: LeadMutationResponseSchema,
    method: 'PATCH',
    body: { ...patch },
    auth: true,
  });
}

import { ACCOUNT_PATHS } from '@gear/contract/account';
import { MessageResponseSchema } from '@gear/contract/common';
import { apiRequest } from '@/lib/api-client';

/** POST /api/account/sign-out-everywhere: every token so far, this one included, ends. */
export function signOutEverywhere() {
  return apiRequest(ACCOUNT_PATHS.signOutEverywhere, {
    schema: MessageResponseSchema,
    method: 'POST',
    body: {},
    auth: true,
  });
}

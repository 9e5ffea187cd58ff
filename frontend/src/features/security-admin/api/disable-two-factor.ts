import { ACCOUNT_PATHS, type TwoFactorCode } from '@gear/contract/account';
import { MessageResponseSchema } from '@gear/contract/common';
import { apiRequest } from '@/lib/api-client';

/** POST /api/account/2fa/disable with a current code or a recovery code. */
export function disableTwoFactor(body: TwoFactorCode) {
  return apiRequest(ACCOUNT_PATHS.twoFactorDisable, {
    schema: MessageResponseSchema,
    method: 'POST',
    body: { ...body },
    auth: true,
  });
}

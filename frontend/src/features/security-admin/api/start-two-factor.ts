import { ACCOUNT_PATHS, TwoFactorSetupResponseSchema } from '@gear/contract/account';
import { apiRequest } from '@/lib/api-client';

/** POST /api/account/2fa/setup: a new secret, not in use until a first code confirms it. */
export function startTwoFactor() {
  return apiRequest(ACCOUNT_PATHS.twoFactorSetup, {
    schema: TwoFactorSetupResponseSchema,
    method: 'POST',
    body: {},
    auth: true,
  });
}

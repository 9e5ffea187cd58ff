import {
  ACCOUNT_PATHS,
  RecoveryCodesResponseSchema,
  type TwoFactorCode,
} from '@gear/contract/account';
import { apiRequest } from '@/lib/api-client';

/** POST /api/account/2fa/enable with a first code from the app: answers the recovery codes. */
export function enableTwoFactor(body: TwoFactorCode) {
  return apiRequest(ACCOUNT_PATHS.twoFactorEnable, {
    schema: RecoveryCodesResponseSchema,
    method: 'POST',
    body: { ...body },
    auth: true,
  });
}

import {
  ACCOUNT_PATHS,
  RecoveryCodesResponseSchema,
  type TwoFactorCode,
} from '@gear/contract/account';
import { apiRequest } from '@/lib/api-client';

/** POST /api/account/2fa/recovery-codes with a current code: new codes, the old ones stop working. */
export function renewRecoveryCodes(body: TwoFactorCode) {
  return apiRequest(ACCOUNT_PATHS.recoveryCodes, {
    schema: RecoveryCodesResponseSchema,
    method: 'POST',
    body: { ...body },
    auth: true,
  });
}

import {
  ACCOUNT_PATHS,
  FreshTokenResponseSchema,
  type PasswordChange,
} from '@gear/contract/account';
import { apiRequest } from '@/lib/api-client';

/** POST /api/account/password: every earlier session ends; this one goes on with the new token. */
export function changePassword(body: PasswordChange) {
  return apiRequest(ACCOUNT_PATHS.password, {
    schema: FreshTokenResponseSchema,
    method: 'POST',
    body: { ...body },
    auth: true,
  });
}

import { API_PATHS } from '@gear/contract/api-paths';
import {
  AdminLoginResponseSchema,
  type AdminLogin,
  type AdminLoginResponse,
} from '@gear/contract/auth';
import { apiRequest } from '@/lib/api-client';

/** POST /logAdmin: answers success, token and message. */
export function login(credentials: AdminLogin): Promise<AdminLoginResponse> {
  return apiRequest(API_PATHS.login, {
    method: 'POST',
    body: credentials,
    schema: AdminLoginResponseSchema,
  });
}

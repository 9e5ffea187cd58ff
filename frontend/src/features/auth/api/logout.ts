import { API_PATHS } from '@gear/contract/api-paths';
import * as z from 'zod/mini';
import { apiRequest } from '@/lib/api-client';

/** POST /logout with the token (the answer is not used, SPEC §7). */
export async function logout(): Promise<void> {
  await apiRequest(API_PATHS.logout, { method: 'POST', body: {}, auth: true, schema: z.unknown() });
}

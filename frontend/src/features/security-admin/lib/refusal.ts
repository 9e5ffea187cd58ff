import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { adminErrorMessage, serverText } from '@/components/admin/admin-error';
import { isApiError } from '@/lib/api-client';

/**
 * What the page does with a failed account call: nothing after a 401 (the api-client has sent
 * the owner to the login page); the server's words next to the field when it refused the value
 * (400 wrong code or password, 409 set-up expired or already on, 429 too many wrong codes);
 * otherwise a toast.
 */
type Refusal =
  { kind: 'signed-out' } | { kind: 'field'; message: string } | { kind: 'toast'; message: string };

const FIELD_STATUSES: readonly number[] = [400, 409, 429];

export function refusalOf(error: unknown): Refusal {
  if (isApiError(error) && error.kind === 'http' && error.status === 401) {
    return { kind: 'signed-out' };
  }
  const text = serverText(error);
  if (text && isApiError(error) && FIELD_STATUSES.includes(error.status ?? 0)) {
    return { kind: 'field', message: text };
  }
  return {
    kind: 'toast',
    message: adminErrorMessage(error, {
      fallback: ADMIN_MESSAGES.securityChangeFailed,
      serverError: true,
    }),
  };
}

import {
  ACCOUNT_PATHS,
  ACCOUNT_MESSAGES,
  AccountStatusSchema,
  type AccountStatus,
} from '@gear/contract/account';
import { apiRequest } from '@/lib/api-client';
import { useAdminData } from './use-admin-data';

/** GET /api/account: two-step verification, where the password comes from, sessions. */
function getAccount(signal: AbortSignal): Promise<AccountStatus> {
  return apiRequest(ACCOUNT_PATHS.account, { schema: AccountStatusSchema, auth: true, signal });
}

/**
 * The owner's security settings (issue 21), and whether the backend offers them at all: the
 * shell asks once to decide whether to show the Security and Backups links (quiet: never a
 * toast), the Security page to show them. 404 is 'unsupported' (a backend without them, ADR
 * 0023), never an error.
 */
export function useAccount({ quiet = false }: { quiet?: boolean } = {}) {
  return useAdminData(getAccount, 'account', {
    toast: quiet ? 'quiet' : { fallback: ACCOUNT_MESSAGES.accountFetchFailed },
    unsupportedOn404: true,
  });
}

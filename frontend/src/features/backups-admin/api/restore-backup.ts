import { BACKUP_PATHS, RESTORE_FIELD, RestoreResponseSchema } from '@gear/contract/backups';
import { apiRequest, type Transport } from '@/lib/api-client';

/**
 * POST /api/backups/restore (multipart `archive`): the server checks the whole archive, then
 * replaces everything with it; this session goes on with the answer's token.
 */
export function restoreBackup(archive: File, { transport }: { transport?: Transport } = {}) {
  const body = new FormData();
  body.append(RESTORE_FIELD, archive);
  return apiRequest(BACKUP_PATHS.restore, {
    schema: RestoreResponseSchema,
    method: 'POST',
    body,
    auth: true,
    transport,
    // A large archive on a slow line, then every file checked before the swap.
    timeoutMs: 30 * 60_000,
  });
}

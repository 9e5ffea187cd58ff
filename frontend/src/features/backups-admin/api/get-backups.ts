import {
  BACKUP_PATHS,
  BackupListResponseSchema,
  type BackupListResponse,
} from '@gear/contract/backups';
import { apiRequest } from '@/lib/api-client';

/** GET /api/backups: the stored backups, newest first, the daily setting and what a backup holds now. */
export function getBackups(signal?: AbortSignal): Promise<BackupListResponse> {
  return apiRequest(BACKUP_PATHS.backups, { schema: BackupListResponseSchema, auth: true, signal });
}

import { BACKUP_PATHS, BACKUP_ARCHIVE_TYPE } from '@gear/contract/backups';
import { fetchAdminFile } from '@/components/admin/admin-file';
import { backupFileName } from '../lib/backup-format';

interface BackupFile {
  blob: Blob;
  filename: string;
}

/** GET /api/backups/archive: a backup of everything, taken now, under the server's file name. */
export async function downloadBackup(): Promise<BackupFile> {
  const file = await fetchAdminFile(BACKUP_PATHS.archive, BACKUP_ARCHIVE_TYPE);
  return { blob: file.blob, filename: file.filename ?? backupFileName() };
}

/** GET /api/backups/{name}: one of the stored backups. */
export async function downloadStoredBackup(name: string): Promise<BackupFile> {
  const file = await fetchAdminFile(BACKUP_PATHS.stored(name), BACKUP_ARCHIVE_TYPE);
  return { blob: file.blob, filename: file.filename ?? name };
}

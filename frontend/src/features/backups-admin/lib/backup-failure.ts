import { BACKUP_MESSAGES } from '@gear/contract/backups';
import { adminErrorMessage, serverText } from '@/components/admin/admin-error';
import { isApiError } from '@/lib/api-client';

/**
 * The message of a failed backup call: null after a 401 (the owner is already at the login
 * page); the server's words for a refusal (4xx: which entry, which check, or 'A backup or restore
 * is already running…'); else `fallback`, or the backend-down message.
 */
function failure(error: unknown, fallback: string): string | null {
  if (!isApiError(error)) return fallback;
  if (error.kind === 'http' && error.status === 401) return null;
  const refused = error.kind === 'http' && (error.status ?? 500) < 500;
  const text = refused ? serverText(error) : null;
  if (text) return text;
  // nginx refuses an oversized body itself, with a page of its own.
  if (error.status === 413) return BACKUP_MESSAGES.tooLarge;
  return adminErrorMessage(error, { fallback });
}

/** A failed download (a backup now, or a stored one). */
export const downloadFailure = (error: unknown, fallback: string) => failure(error, fallback);

/** A refused or failed restore: nothing was changed. */
export const restoreFailure = (error: unknown) => failure(error, BACKUP_MESSAGES.restoreFailed);

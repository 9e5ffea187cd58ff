/**
 * An archive refused before anything changed; the message is the owner's (BACKUP_MESSAGES) and the
 * restore call answers it with 400.
 */
export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

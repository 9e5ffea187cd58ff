import { BACKUP_KINDS, STORED_BACKUP_NAME, type BackupKind } from '@gear/contract/backups';

/** `20261129T010500Z`: a UTC instant to the second, as backup file names carry it. */
function backupStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

/** A stored backup's file name; `attempt` 2, 3… when a backup of that kind and second exists. */
export const storedBackupName = (kind: BackupKind, date: Date, attempt = 1) =>
  `gear-backup-${kind}-${backupStamp(date)}${attempt > 1 ? `-${attempt}` : ''}.zip`;

/** The name the admin's download is saved under. */
export const downloadName = (date: Date) => `gear-backup-${backupStamp(date)}.zip`;

const PARTS =
  /^gear-backup-(auto|cli|pre-restore)-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z(?:-(\d+))?\.zip$/;

const isKind = (value: string): value is BackupKind => BACKUP_KINDS.some((kind) => kind === value);

/** The kind and time a stored backup's name says, or null for any other name. */
export function parseStoredName(
  name: string,
): { kind: BackupKind; createdAt: Date; attempt: number } | null {
  if (!STORED_BACKUP_NAME.test(name)) return null;
  const match = PARTS.exec(name);
  if (!match) return null;
  const [, kind = '', year, month, day, hour, minute, second, attempt] = match;
  if (!isKind(kind)) return null;
  const createdAt = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}Z`);
  if (Number.isNaN(createdAt.getTime())) return null;
  return { kind, createdAt, attempt: attempt === undefined ? 1 : Number(attempt) };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `29 Nov 2026, 01:05 UTC`: how messages name a backup's time (the same for every reader). */
export function readableInstant(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCFullYear()}, ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`;
}

import type { BackupCounts } from '@gear/contract/backups';

const MB = 1024 * 1024;

/** `3.1 MB`, `512 KB`: a backup's size as the activity log and the CLI show it. */
export function readableSize(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** `14 products, 32 files, 3.1 MB`: what a backup holds, in one phrase. */
export function backupContents(counts: BackupCounts, bytes?: number): string {
  const parts = [
    plural(counts.products, 'product'),
    plural(counts.uploads + counts.quote_files, 'file'),
  ];
  if (bytes !== undefined) parts.push(readableSize(bytes));
  return parts.join(', ');
}

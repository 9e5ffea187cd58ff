import {
  BACKUP_ARCHIVE_TYPE,
  BACKUP_LIMITS,
  BACKUP_MESSAGES,
  type BackupCounts,
  type BackupKind,
} from '@gear/contract/backups';

/** Where a stored backup came from, as the owner reads it. */
export const BACKUP_KIND_LABELS: Record<BackupKind, string> = {
  auto: 'Daily',
  cli: 'Command line',
  'pre-restore': 'Before a restore',
};

/** `gear-backup-20261125T101500Z.zip`: the name when the server's answer names none. */
export function backupFileName(now: Date = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');
  return `gear-backup-${stamp}.zip`;
}

/** 'A backup is taken automatically every day; the newest 7 are kept.' */
export function autoBackupSentence(auto: boolean, keep: number): string {
  if (!auto) return 'Automatic daily backups are off.';
  return `A backup is taken automatically every day; the newest ${String(keep)} ${keep === 1 ? 'is' : 'are'} kept.`;
}

const count = (value: number, one: string, many: string) =>
  `${String(value)} ${value === 1 ? one : many}`;

/** 'the 14 products, 3 sliders, …, the e-brochure, 12 leads and the activity log' */
function replacedList(counts: BackupCounts): string {
  const parts = [
    `the ${count(counts.products, 'product', 'products')}`,
    count(counts.sliders, 'slider', 'sliders'),
    count(counts.categories, 'category', 'categories'),
    count(counts.gallery, 'gallery image', 'gallery images'),
    ...(counts.ebrochure > 0 ? ['the e-brochure'] : []),
    count(counts.leads, 'lead', 'leads'),
  ];
  return `${parts.join(', ')} and the activity log`;
}

/**
 * The restore confirmation: what is replaced now (everything, when the counts could not be
 * loaded), with what, and what else happens.
 */
export function restoreConfirmText(current: BackupCounts | null, fileName: string): string {
  const replaced = current ? replacedList(current) : 'everything the site keeps';
  return `This replaces ${replaced} with those in ${fileName}. The current state is kept as a stored backup first. Everyone else is signed out.`;
}

/** What a restore brought back: '14 products, 3 sliders, …, 95 files'. */
export function restoredSummary(counts: BackupCounts): string {
  return [
    count(counts.products, 'product', 'products'),
    count(counts.sliders, 'slider', 'sliders'),
    count(counts.categories, 'category', 'categories'),
    count(counts.gallery, 'gallery image', 'gallery images'),
    count(counts.ebrochure, 'e-brochure', 'e-brochures'),
    count(counts.leads, 'lead', 'leads'),
    count(counts.activity, 'activity entry', 'activity entries'),
    count(counts.uploads + counts.quote_files, 'file', 'files'),
  ].join(', ');
}

/** The problem with a picked file before anything is sent, or null. */
export function archiveProblem(file: File): string | null {
  const zip = /\.zip$/i.test(file.name) || file.type === BACKUP_ARCHIVE_TYPE;
  if (!zip) return BACKUP_MESSAGES.notZip;
  if (file.size > BACKUP_LIMITS.archiveMaxBytes) return BACKUP_MESSAGES.tooLarge;
  return null;
}

/** What the file field accepts, said before anything is picked. */
export const ARCHIVE_RULES = `A .zip backup made by this site, up to ${String(BACKUP_LIMITS.archiveMaxBytes / (1024 * 1024))}\u00a0MB`;

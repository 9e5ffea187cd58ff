import * as z from 'zod/mini';

/**
 * Backups of everything the backend keeps, and restoring one (issue 21, ADR 0036). An archive is
 * a ZIP file:
 *
 *   manifest.json        BackupManifestSchema: format, version, created_at, counts, a SHA-256 per file
 *   db.json              the records (DATA_DIR/db.json)
 *   activity.jsonl       the activity log, one entry per line
 *   uploads/<name>       every uploaded file a record refers to, with its WebP derivatives
 *   quote-files/<name>   the drawings attached to quote requests
 *
 * Nothing else: no folders, no links, no other names. Owner tools: a backend without them answers
 * 404 to `GET /api/backups`, and the admin then shows none of it.
 */

/** The backup calls (owner tools, admin only; apart from API_PATHS like ACCOUNT_PATHS). */
export const BACKUP_PATHS = {
  backups: '/api/backups',
  archive: '/api/backups/archive',
  stored: (name: string) => `/api/backups/${encodeURIComponent(name)}`,
  restore: '/api/backups/restore',
} as const;

export const BACKUP_FORMAT = 'gear-site-backup';
export const BACKUP_VERSION = 1;

const MiB = 1024 * 1024;
export const BACKUP_LIMITS = {
  /** An uploaded archive (nginx allows one MiB more for the multipart envelope). */
  archiveMaxBytes: 1024 * MiB,
  /** Entries in the ZIP's central directory, read before anything is unpacked. */
  entriesMax: 5000,
  /** All entries unpacked together (zip-bomb guard); checked against the free disk space too. */
  unpackedMaxBytes: 4096 * MiB,
  /** manifest.json and db.json are parsed in memory. */
  manifestMaxBytes: 4 * MiB,
  dbMaxBytes: 256 * MiB,
  activityMaxBytes: 64 * MiB,
  /**
   * One picture or PDF. Not the upload caps (10 MiB, 20 MiB): a picture re-encoded on upload, or
   * stored before a cap existed, may be larger, and a restore must never refuse data the site
   * already holds. The unpacked total cap above is the zip-bomb guard.
   */
  uploadMaxBytes: 256 * MiB,
  /** Automatic daily backups kept (BACKUP_KEEP). */
  keepDefault: 7,
  keepMax: 365,
} as const;

export const BACKUP_ARCHIVE_TYPE = 'application/zip';
/** The multipart field of POST /api/backups/restore. */
export const RESTORE_FIELD = 'archive';

/** Where a stored backup came from: the daily timer, the CLI, or the state just before a restore. */
export const BACKUP_KINDS = ['auto', 'cli', 'pre-restore'] as const;
export type BackupKind = (typeof BACKUP_KINDS)[number];

const count = z.number().check(z.int(), z.nonnegative());

export const BackupCountsSchema = z.object({
  sliders: count,
  products: count,
  categories: count,
  gallery: count,
  ebrochure: count,
  leads: count,
  activity: count,
  uploads: count,
  quote_files: count,
});
export type BackupCounts = z.infer<typeof BackupCountsSchema>;

/** A path inside the archive: one of the fixed names, or a plain file name in one of the folders. */
export const BACKUP_ENTRY_PATTERN =
  /^(?:manifest\.json|db\.json|activity\.jsonl|(?:uploads|quote-files)\/[A-Za-z0-9][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)*)$/;

const BackupFileSchema = z.strictObject({
  path: z.string().check(z.regex(BACKUP_ENTRY_PATTERN)),
  bytes: count,
  sha256: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
});

export const BackupManifestSchema = z.strictObject({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  created_at: z.iso.datetime(),
  kind: z.enum(['download', ...BACKUP_KINDS]),
  counts: BackupCountsSchema,
  /** Every other entry of the archive, exactly once. */
  files: z.array(BackupFileSchema),
});
export type BackupManifest = z.infer<typeof BackupManifestSchema>;

/** GET /api/backups: the backups kept in the data folder, newest first. */
export const StoredBackupSchema = z.object({
  name: z.string(),
  kind: z.enum(BACKUP_KINDS),
  created_at: z.string(),
  bytes: z.number(),
});
export type StoredBackup = z.infer<typeof StoredBackupSchema>;

export const BackupListResponseSchema = z.object({
  data: z.array(StoredBackupSchema),
  /** Automatic daily backups on (BACKUP_AUTO), and how many are kept (BACKUP_KEEP). */
  auto: z.boolean(),
  keep: z.number(),
  /** What a backup now would hold (the restore confirmation names what would be replaced). */
  current: BackupCountsSchema,
});
export type BackupListResponse = z.infer<typeof BackupListResponseSchema>;

/** A stored backup's file name, as GET /api/backups/{name} takes it. */
export const STORED_BACKUP_NAME =
  /^gear-backup-(?:auto|cli|pre-restore)-\d{8}T\d{6}Z(?:-\d+)?\.zip$/;

export const RestoreResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  /** The restoring session goes on with this token; every other session has ended. */
  token: z.string(),
  restored: z.object({ created_at: z.string(), counts: BackupCountsSchema }),
  /** The stored backup of the state just before the restore. */
  previous: z.string(),
});
export type RestoreResponse = z.infer<typeof RestoreResponseSchema>;

export const BACKUP_MESSAGES = {
  archiveRequired: 'Please choose a backup file (.zip).',
  notZip: 'This file is not a backup archive (a .zip file made by this site).',
  damaged: (detail: string) =>
    `The archive is damaged or incomplete (${detail}). Nothing was changed.`,
  tooLarge: `The archive is larger than ${BACKUP_LIMITS.archiveMaxBytes / MiB} MiB. Nothing was changed.`,
  tooManyEntries: (entries: number) =>
    `The archive has ${entries} entries; a backup has at most ${BACKUP_LIMITS.entriesMax}. Nothing was changed.`,
  unpackedTooLarge: `The archive would unpack to more than ${BACKUP_LIMITS.unpackedMaxBytes / MiB} MiB. Nothing was changed.`,
  noSpace: 'There is not enough free disk space to restore this archive. Nothing was changed.',
  unsafePath: (name: string) =>
    `The archive contains "${name}", a path outside the backup's folders. Nothing was changed.`,
  link: (name: string) =>
    `The archive contains a link, "${name}"; backups never do. Nothing was changed.`,
  duplicate: (name: string) => `The archive contains "${name}" twice. Nothing was changed.`,
  noManifest:
    'This archive has no manifest.json: it is not a backup made by this site. Nothing was changed.',
  badManifest: (detail: string) =>
    `The archive's manifest is not valid (${detail}). Nothing was changed.`,
  missingFile: (name: string) =>
    `"${name}" is listed in the manifest but missing from the archive. Nothing was changed.`,
  unlisted: (name: string) =>
    `"${name}" is in the archive but not in its manifest. Nothing was changed.`,
  checksum: (name: string) =>
    `"${name}" does not match its checksum: the archive is damaged. Nothing was changed.`,
  badRecord: (where: string, detail: string) =>
    `A record in the backup is not valid (${where}: ${detail}). Nothing was changed.`,
  badFile: (name: string, detail: string) =>
    `"${name}" is not a valid file (${detail}). Nothing was changed.`,
  unreferenced: (name: string) =>
    `"${name}" is not used by any record of the backup. Nothing was changed.`,
  /** GET /api/backups/{name} for a name that is not (or no longer) kept. */
  notFound: 'This backup is no longer kept. Reload the list of backups.',
  busy: 'A backup or restore is already running. Please try again in a moment.',
  restored: (createdAt: string) =>
    `Restored the backup of ${createdAt}. Every other session has been signed out.`,
  backupFailed: 'The backup could not be made. Please try again.',
  restoreFailed: 'The backup could not be restored. Nothing was changed.',
  backupsFetchFailed: 'Failed to load the backups!',
} as const;

import { open } from 'node:fs/promises';
import path from 'node:path';
import { safeParse } from 'zod/mini';
import { ActivityEntrySchema, type ActivityEntry } from '@gear/contract/activity';
import {
  BACKUP_LIMITS,
  BACKUP_MESSAGES,
  BackupManifestSchema,
  type BackupCounts,
  type BackupManifest,
} from '@gear/contract/backups';
import {
  DRAWING_HEAD_BYTES,
  DRAWING_TAIL_BYTES,
  verifiedDrawingType,
} from '@gear/contract/drawings';
import { MIB } from '@gear/contract/limits';
import { QUOTE_LIMITS } from '@gear/contract/quote-basics';
import { DRAWING_FORMATS, type DrawingType } from '@gear/contract/quote-rules';
import type { Db } from '../../store/db-schema.ts';
import { DbWithInvariantsSchema } from '../../store/db-invariants.ts';
import { RestoreRefusedError } from './restore-refused.ts';

/** What an archive's contents must be, judged after unpacking, before anything changes. */

const refuse = (message: string) => new RestoreRefusedError(message);

/** `subcategories[2].title`: where a schema issue is, as an owner could find it in db.json. */
function issuePath(keys: readonly PropertyKey[]): string {
  return keys
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`,
    )
    .join('');
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : 'not JSON' };
  }
}

export function parseManifest(bytes: Buffer): BackupManifest {
  const json = parseJson(bytes.toString('utf8'));
  if (!json.ok) throw refuse(BACKUP_MESSAGES.badManifest('it is not valid JSON'));
  const parsed = safeParse(BackupManifestSchema, json.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? issuePath(issue.path) || 'manifest' : 'manifest';
    throw refuse(BACKUP_MESSAGES.badManifest(`${where}: ${issue?.message ?? 'schema mismatch'}`));
  }
  return parsed.data;
}

/** Every entry but the manifest listed exactly once, every listed file present. */
export function matchManifest(manifest: BackupManifest, entries: Iterable<string>): void {
  const listed = new Set<string>();
  for (const file of manifest.files) {
    if (file.path === 'manifest.json' || listed.has(file.path)) {
      throw refuse(BACKUP_MESSAGES.badManifest(`it lists "${file.path}" twice`));
    }
    listed.add(file.path);
  }
  const present = new Set(entries);
  for (const file of manifest.files) {
    if (!present.has(file.path)) throw refuse(BACKUP_MESSAGES.missingFile(file.path));
  }
  for (const name of present) {
    if (name !== 'manifest.json' && !listed.has(name)) {
      throw refuse(BACKUP_MESSAGES.unlisted(name));
    }
  }
  for (const required of ['db.json', 'activity.jsonl']) {
    if (!listed.has(required)) throw refuse(BACKUP_MESSAGES.missingFile(required));
  }
}

export function parseDb(bytes: Buffer): Db {
  const json = parseJson(bytes.toString('utf8'));
  if (!json.ok) throw refuse(BACKUP_MESSAGES.badRecord('db.json', 'not valid JSON'));
  const parsed = DbWithInvariantsSchema.safeParse(json.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw refuse(
      BACKUP_MESSAGES.badRecord(
        issue ? issuePath(issue.path) || 'db.json' : 'db.json',
        issue?.message ?? 'schema mismatch',
      ),
    );
  }
  return parsed.data;
}

/** Every line one activity entry (a backup writes whole lines: none is torn). */
export function parseActivity(bytes: Buffer): ActivityEntry[] {
  const entries: ActivityEntry[] = [];
  const lines = bytes.toString('utf8').split('\n');
  for (const [index, line] of lines.entries()) {
    if (line === '' && index === lines.length - 1) continue;
    const where = `activity.jsonl line ${index + 1}`;
    const json = parseJson(line);
    if (!json.ok) throw refuse(BACKUP_MESSAGES.badRecord(where, 'not valid JSON'));
    const parsed = safeParse(ActivityEntrySchema, json.value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue ? issuePath(issue.path) : '';
      throw refuse(
        BACKUP_MESSAGES.badRecord(
          field ? `${where}, ${field}` : where,
          issue?.message ?? 'schema mismatch',
        ),
      );
    }
    entries.push(parsed.data);
  }
  return entries;
}

/** The manifest's counts are what the confirmation shows: they must be the archive's own. */
export function checkCounts(manifest: BackupManifest, actual: BackupCounts): void {
  for (const [key, value] of Object.entries(actual)) {
    const declared: unknown = Reflect.get(manifest.counts, key);
    if (declared !== value) {
      throw refuse(
        BACKUP_MESSAGES.badManifest(
          `counts.${key} is ${String(declared)}, the archive has ${value}`,
        ),
      );
    }
  }
}

/** The archived files the records refer to and those they do not: all present, none spare. */
export function checkReferences(
  referenced: ReadonlySet<string>,
  archived: readonly string[],
): void {
  for (const name of referenced) {
    if (!archived.includes(name)) throw refuse(BACKUP_MESSAGES.missingFile(name));
  }
  for (const name of archived) {
    if (!referenced.has(name)) throw refuse(BACKUP_MESSAGES.unreferenced(name));
  }
}

type UploadKind = 'jpeg' | 'png' | 'gif' | 'webp' | 'pdf';

const UPLOAD_KINDS: Record<string, UploadKind> = {
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
  '.png': 'png',
  '.gif': 'gif',
  '.webp': 'webp',
  '.pdf': 'pdf',
};
const KIND_LABEL: Record<UploadKind, string> = {
  jpeg: 'a JPEG picture',
  png: 'a PNG picture',
  gif: 'a GIF picture',
  webp: 'a WebP picture',
  pdf: 'a PDF',
};

/** The kind by the first bytes, as uploads/magic-bytes.ts reads them, plus WebP (derivatives). */
function kindOfBytes(head: Buffer): UploadKind | null {
  if (head.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return 'jpeg';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  const ascii = head.toString('latin1');
  if (ascii.startsWith('GIF87a') || ascii.startsWith('GIF89a')) return 'gif';
  if (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') return 'webp';
  if (ascii.startsWith('%PDF-')) return 'pdf';
  return null;
}

async function readEnds(file: string, headBytes: number, tailBytes: number) {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(Math.min(size, headBytes));
    const tail = Buffer.alloc(Math.min(size, tailBytes));
    await handle.read(head, 0, head.length, 0);
    await handle.read(tail, 0, tail.length, size - tail.length);
    return { head, tail, size };
  } finally {
    await handle.close();
  }
}

/**
 * An uploaded file by its declared size (before unpacking) and its name: a picture or a PDF the
 * site could have stored, in the place the records use it (the brochure's PDF is the only PDF).
 */
export function checkUploadDeclared(name: string, bytes: number, isBrochurePdf: boolean): void {
  const kind = UPLOAD_KINDS[path.extname(name).toLowerCase()];
  if (kind === undefined) throw refuse(BACKUP_MESSAGES.badFile(name, 'not a picture or a PDF'));
  if ((kind === 'pdf') !== isBrochurePdf) {
    throw refuse(
      BACKUP_MESSAGES.badFile(
        name,
        isBrochurePdf ? 'the brochure must be a PDF' : 'a PDF where a picture belongs',
      ),
    );
  }
  const max = BACKUP_LIMITS.uploadMaxBytes;
  if (bytes > max) {
    throw refuse(BACKUP_MESSAGES.badFile(name, `larger than ${max / MIB} MB`));
  }
}

/** An unpacked upload: its bytes are what its name's ending says. */
export async function checkUploadContent(name: string, file: string): Promise<void> {
  const kind = UPLOAD_KINDS[path.extname(name).toLowerCase()];
  if (kind === undefined) throw refuse(BACKUP_MESSAGES.badFile(name, 'not a picture or a PDF'));
  const { head } = await readEnds(file, 16, 0);
  if (kindOfBytes(head) !== kind) {
    throw refuse(BACKUP_MESSAGES.badFile(name, `its content is not ${KIND_LABEL[kind]}`));
  }
}

export function checkDrawingDeclared(name: string, bytes: number): void {
  if (bytes > QUOTE_LIMITS.drawingMaxBytes) {
    throw refuse(
      BACKUP_MESSAGES.badFile(name, `larger than ${QUOTE_LIMITS.drawingMaxBytes / MIB} MB`),
    );
  }
}

/** An unpacked drawing: its bytes prove the type its lead records (as a quote request's did). */
export async function checkDrawingContent(
  name: string,
  file: string,
  type: DrawingType,
): Promise<void> {
  const { head, tail } = await readEnds(file, DRAWING_HEAD_BYTES, DRAWING_TAIL_BYTES);
  if (verifiedDrawingType(path.basename(name), head, tail) !== type) {
    throw refuse(
      BACKUP_MESSAGES.badFile(name, `its content is not a ${DRAWING_FORMATS[type].label} drawing`),
    );
  }
}

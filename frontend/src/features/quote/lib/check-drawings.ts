import {
  DRAWING_HEAD_BYTES,
  DRAWING_TAIL_BYTES,
  verifiedDrawingType,
} from '@gear/contract/drawings';
import { QUOTE_MESSAGES } from '@gear/contract/quote-rules';
import { QUOTE_LIMITS } from '@gear/contract/quote-basics';
import { FILE_RULES, fileError } from '@gear/contract/uploads';

async function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.arrayBuffer());
}

/**
 * Whether the file's bytes are the drawing its name says (the detector the server runs too): its
 * first DRAWING_HEAD_BYTES and last DRAWING_TAIL_BYTES are read, never the whole file.
 */
async function bytesMatchName(file: File): Promise<boolean> {
  try {
    const head = await bytesOf(file.slice(0, DRAWING_HEAD_BYTES));
    const tail = await bytesOf(file.slice(Math.max(0, file.size - DRAWING_TAIL_BYTES)));
    return verifiedDrawingType(file.name, head, tail) !== null;
  } catch {
    // Unreadable (moved or deleted since it was picked): it could not be sent either.
    return false;
  }
}

const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * The picked files that may join `attached`, and why the others may not: at most
 * QUOTE_LIMITS.maxDrawings in all (one message), then each file's type by its name, its size and
 * its bytes (a message naming it). A file already attached is skipped without a message.
 */
export async function checkDrawings(
  picked: readonly File[],
  attached: readonly File[],
): Promise<{ accepted: File[]; refused: string[] }> {
  const accepted: File[] = [];
  const refused: string[] = [];
  let overCount = false;
  for (const file of picked) {
    if ([...attached, ...accepted].some((other) => sameFile(other, file))) continue;
    if (attached.length + accepted.length >= QUOTE_LIMITS.maxDrawings) {
      overCount = true;
      continue;
    }
    const problem =
      fileError(FILE_RULES.quoteDrawings, file) ??
      ((await bytesMatchName(file)) ? null : QUOTE_MESSAGES.drawingType(file.name));
    if (problem === null) accepted.push(file);
    else refused.push(problem);
  }
  if (overCount) refused.unshift(QUOTE_MESSAGES.drawingCount);
  return { accepted, refused };
}

import { constants } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import { DRAWING_FORMATS } from '@gear/contract/quote-rules';
import { QUOTE_MESSAGES } from '@gear/contract/quote-rules';
import { HttpError } from '../../http/http-error.ts';
import { errorCode } from '../../lib/fs-utils.ts';
import type { StoredAttachment } from '../../store/db-schema.ts';

/** Lone UTF-16 surrogates (encodeURIComponent throws on them). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * `attachment; filename="<ASCII>"; filename*=UTF-8''<encoded>` (RFC 6266): browsers take the
 * UTF-8 name; the fallback keeps printable ASCII and turns the rest (and `"`, `\`, `%`) into `_`.
 */
function attachmentDisposition(name: string): string {
  const wellFormed = name.replace(LONE_SURROGATE, '\uFFFD');
  const fallback = Array.from(wellFormed, (char) => {
    const code = char.codePointAt(0) ?? 0;
    return code >= 0x20 && code < 0x7f && !'"\\%'.includes(char) ? char : '_';
  }).join('');
  const encoded = encodeURIComponent(wellFormed).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

const notFound = () => new HttpError(404, QUOTE_MESSAGES.attachmentNotFound);

/**
 * Stream a stored drawing as a download: its type's Content-Type, never sniffed, never cached,
 * never rendered as a page (CSP sandbox). A file missing on disk is a 404, not a 500.
 */
export async function sendAttachment(
  res: Response,
  file: string,
  attachment: StoredAttachment,
): Promise<void> {
  let handle: FileHandle;
  try {
    handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch (error) {
    const code = errorCode(error);
    if (code === 'ENOENT' || code === 'ELOOP' || code === 'ENOTDIR') throw notFound();
    throw error;
  }
  let size: number;
  try {
    const info = await handle.stat();
    if (!info.isFile()) throw notFound();
    size = info.size;
  } catch (error) {
    await handle.close();
    throw error;
  }
  res.status(200).set({
    'Content-Type': DRAWING_FORMATS[attachment.type].mimeType,
    'Content-Length': String(size),
    'Content-Disposition': attachmentDisposition(attachment.name),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });
  try {
    await pipeline(handle.createReadStream(), res);
  } catch {
    // The client went away mid-download: nothing to answer any more (the stream closed the file).
  }
}

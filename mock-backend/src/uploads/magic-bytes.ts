import { open } from 'node:fs/promises';

export type DetectedType = 'jpeg' | 'png' | 'gif' | 'pdf';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The file type by its first bytes, or null when it is none of the four allowed ones. */
function detectType(head: Buffer): DetectedType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  const ascii = head.subarray(0, 6).toString('latin1');
  if (ascii === 'GIF87a' || ascii === 'GIF89a') return 'gif';
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  return null;
}

export async function detectFileType(file: string): Promise<DetectedType | null> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(16);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return detectType(head.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

/** What the declared MIME type promises; the bytes must agree. */
export function typeForMime(mime: string): DetectedType | null {
  switch (mime.toLowerCase()) {
    case 'image/jpeg':
    case 'image/jpg':
      return 'jpeg';
    case 'image/png':
      return 'png';
    case 'image/gif':
      return 'gif';
    case 'application/pdf':
      return 'pdf';
    default:
      return null;
  }
}

export const EXTENSION: Record<DetectedType, string> = {
  jpeg: '.jpg',
  png: '.png',
  gif: '.gif',
  pdf: '.pdf',
};

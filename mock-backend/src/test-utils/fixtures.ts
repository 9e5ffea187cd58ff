import sharp from 'sharp';
import { IMAGE_MAX_BYTES, PDF_MAX_BYTES } from '@gear/contract/limits';

/** Tiny valid files for upload tests. */
const solid = (width = 8, height = 6) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 20 } } });

export const makePng = () => solid().png().toBuffer();
export const makeJpeg = () => solid().jpeg().toBuffer();
export const makeGif = () => solid().gif().toBuffer();

/** A JPEG carrying EXIF (camera make and GPS-like comment) to prove it gets stripped. */
export const makeJpegWithExif = () =>
  solid()
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'GPS 12.34N 56.78E' } })
    .toBuffer();

export const makePdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
      'trailer<</Root 1 0 R>>\n%%EOF\n',
  );

/** A zero-filled buffer one byte over the cap, starting with the right magic bytes. */
export function oversize(kind: 'png' | 'pdf'): Buffer {
  const size = (kind === 'pdf' ? PDF_MAX_BYTES : IMAGE_MAX_BYTES) + 1;
  const buffer = Buffer.alloc(size);
  if (kind === 'png') Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(buffer);
  else buffer.write('%PDF-1.4\n', 'latin1');
  return buffer;
}

/** Exactly at the cap: must be accepted by the size check (then fail on content, not size). */
export function exactlyAtCap(kind: 'png' | 'pdf'): Buffer {
  return oversize(kind).subarray(0, kind === 'pdf' ? PDF_MAX_BYTES : IMAGE_MAX_BYTES);
}

export const png = (filename = 'gear.png') => ({ filename, contentType: 'image/png' });
export const jpeg = (filename = 'gear.jpg') => ({ filename, contentType: 'image/jpeg' });
export const gif = (filename = 'gear.gif') => ({ filename, contentType: 'image/gif' });
export const pdf = (filename = 'catalogue.pdf') => ({ filename, contentType: 'application/pdf' });

import sharp from 'sharp';

/** Decoding limits: a decompression bomb or an endless animation is refused, not processed. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** An animated GIF with more frames is refused (not truncated): checked before any frame is decoded. */
export const MAX_GIF_FRAMES = 100;

sharp.cache(false);

/** The image is within the byte cap but too big to decode safely: a client error (400). */
export class ImageTooLargeError extends Error {
  override name = 'ImageTooLargeError';
  constructor(
    readonly reason: 'pixels' | 'frames',
    message: string,
  ) {
    super(message);
  }
}

/**
 * Decode and re-encode an image in its own format (jpeg, png, gif). Orientation is applied and
 * every metadata block (EXIF, GPS, XMP, comments) is dropped; trailing polyglot payloads do not
 * survive a decode/encode. Every frame of a GIF counts against the pixel limit, and a GIF with
 * more than MAX_GIF_FRAMES frames is refused from its header scan, before decoding. Throws when
 * the file cannot be decoded.
 */
export async function reencodeImage(
  input: string,
  output: string,
  format: 'jpeg' | 'png' | 'gif',
): Promise<void> {
  try {
    if (format === 'gif') {
      const { pages = 1 } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
      if (pages > MAX_GIF_FRAMES) {
        throw new ImageTooLargeError('frames', `GIF with ${pages} frames`);
      }
      await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, pages: -1 }).gif().toFile(output);
      return;
    }
    const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    await (format === 'jpeg' ? pipeline.jpeg({ quality: 88 }) : pipeline.png()).toFile(output);
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new ImageTooLargeError('pixels', error.message);
    }
    throw error;
  }
}

import sharp from 'sharp';

/** Decoding limits: a decompression bomb or an endless animation is refused, not processed. */
export const MAX_INPUT_PIXELS = 50_000_000;
export const MAX_GIF_FRAMES = 100;

sharp.cache(false);

export class ImageTooLargeError extends Error {
  override name = 'ImageTooLargeError';
}

/**
 * Decode and re-encode an image in its own format (jpeg, png, gif). Orientation is applied and
 * every metadata block (EXIF, GPS, XMP, comments) is dropped; trailing polyglot payloads do not
 * survive a decode/encode. Throws when the file cannot be decoded.
 */
export async function reencodeImage(
  input: string,
  output: string,
  format: 'jpeg' | 'png' | 'gif',
): Promise<void> {
  try {
    if (format === 'gif') {
      const { pages = 1 } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
      await sharp(input, {
        limitInputPixels: MAX_INPUT_PIXELS,
        pages: Math.min(Math.max(pages, 1), MAX_GIF_FRAMES),
      })
        .gif()
        .toFile(output);
      return;
    }
    const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    await (format === 'jpeg' ? pipeline.jpeg({ quality: 88 }) : pipeline.png()).toFile(output);
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new ImageTooLargeError(error.message);
    }
    throw error;
  }
}

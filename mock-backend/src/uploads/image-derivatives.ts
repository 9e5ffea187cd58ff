import path from 'node:path';
import sharp from 'sharp';
import type { ImageVariant, ImageVariants } from '@gear/contract/image-variants';
import { IMAGE_VARIANT_WIDTHS } from '@gear/contract/limits';
import { unlinkIfExists } from '../lib/fs-utils.ts';
import { MAX_INPUT_PIXELS } from './reencode-image.ts';
import { urlForName } from './upload-files.ts';

/** WebP quality of the derivatives (photos of parts: 80 is visually lossless at these sizes). */
const DERIVATIVE_WEBP_QUALITY = 80;
/**
 * libwebp effort (0-6, sharp's default 4). Measured on the seed's pictures: effort 2 encodes in
 * about half the time of 4 for files ~5% larger; uploads and the first-start seed stay quick.
 */
const DERIVATIVE_WEBP_EFFORT = 2;
/**
 * Derivative jobs running at once in this process (each holds one decoded image of at most
 * 1600 px wide in memory). Uploads beyond it queue; sharp's own thread pool stays as configured.
 */
const DERIVATIVE_CONCURRENCY = 2;

const LARGEST_WIDTH = Math.max(...IMAGE_VARIANT_WIDTHS);

/** One written derivative: what the record stores plus where it lives on disk. */
export interface Derivative extends ImageVariant {
  path: string;
}

const SMALLEST_WIDTH = Math.min(...IMAGE_VARIANT_WIDTHS);

/**
 * Widths to write for an original `originalWidth` px wide (after EXIF orientation): every
 * IMAGE_VARIANT_WIDTHS entry narrower than the original (never upscaled), plus one at the
 * original's own width when it lies between two of them. So the set always reaches
 * min(original, 1600) px and a browser never has to pick a blurrier WebP over a sharper
 * original. An original narrower than the smallest width (480) gets none: it already is
 * thumbnail-sized and the plain URL is used.
 */
export function derivativeWidths(originalWidth: number): number[] {
  if (!Number.isInteger(originalWidth) || originalWidth < SMALLEST_WIDTH) return [];
  const widths: number[] = IMAGE_VARIANT_WIDTHS.filter((width) => width < originalWidth);
  const top = Math.min(originalWidth, LARGEST_WIDTH);
  if (!widths.includes(top)) widths.push(top);
  return widths;
}

/** `/uploads/<base>.<ext>` → `<base>-<width>w.webp` (the name of its derivative). */
export function derivativeName(originalUrl: string, width: number): string {
  const name = path.posix.basename(originalUrl);
  const base = name.slice(0, name.length - path.posix.extname(name).length);
  return `${base}-${width}w.webp`;
}

function createLimiter(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(fn: () => Promise<T>): Promise<T> {
    if (active >= limit) {
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
      });
    } else {
      active += 1;
    }
    try {
      return await fn();
    } finally {
      const next = waiting.shift();
      // The slot passes straight to the next job (active stays the same).
      if (next) next();
      else active -= 1;
    }
  };
}

const limited = createLimiter(DERIVATIVE_CONCURRENCY);

/**
 * Write the WebP derivatives of a stored (already re-encoded) image beside it, as
 * `<base>-<width>w.webp`. One decode: the image is decoded once, shrunk to the largest width
 * (JPEG shrink-on-load keeps this cheap for a 10 MB photo) into a raw sRGB buffer, and every
 * width is encoded from that buffer. Animated GIFs get none (a still WebP would stop the
 * animation; the plain GIF stays the only source). If anything fails, the files written so far
 * are removed and the error is thrown.
 */
export async function writeDerivatives(
  source: string | Buffer,
  originalUrl: string,
  uploadsDir: string,
): Promise<Derivative[]> {
  return limited(async () => {
    const options = { limitInputPixels: MAX_INPUT_PIXELS };
    const meta = await sharp(source, options).metadata();
    if ((meta.pages ?? 1) > 1) return [];
    const widths = derivativeWidths(meta.autoOrient.width);
    const top = widths.at(-1);
    if (top === undefined) return [];

    const { data, info } = await sharp(source, options)
      .rotate()
      .resize({ width: top, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };

    const written: Derivative[] = [];
    try {
      // Largest first: the record lists them ascending, the work order does not matter.
      for (const width of [...widths].reverse()) {
        const name = derivativeName(originalUrl, width);
        const file = path.join(uploadsDir, name);
        written.push({ width, url: urlForName(name), path: file });
        const pipeline = sharp(data, { raw });
        await (width < info.width ? pipeline.resize({ width }) : pipeline)
          .webp({ quality: DERIVATIVE_WEBP_QUALITY, effort: DERIVATIVE_WEBP_EFFORT })
          .toFile(file);
      }
    } catch (error) {
      await Promise.all(written.map((derivative) => unlinkIfExists(derivative.path)));
      throw error;
    }
    return written.sort((a, b) => a.width - b.width);
  });
}

/** What a record stores for one image: `{ width, url }` ascending by width. */
export function toVariants(derivatives: readonly Derivative[]): ImageVariant[] {
  return derivatives.map(({ width, url }) => ({ width, url }));
}

type VariantMap = NonNullable<ImageVariants>;
type ReadonlyVariantMap = Readonly<Record<string, readonly Readonly<ImageVariant>[]>>;

/**
 * The `variants` field of a record whose images are `images`: entries taken from `sources`
 * (the record's previous map, this request's new uploads), only for images the record still
 * shows. Undefined when no image has any (the field is left out, as the real backend does).
 */
export function variantsFor(
  images: Iterable<string | null | undefined>,
  ...sources: (ReadonlyVariantMap | undefined)[]
): VariantMap | undefined {
  const result: VariantMap = {};
  for (const image of images) {
    if (!image) continue;
    for (const source of sources) {
      const list = source?.[image];
      if (list && list.length > 0) result[image] = list.map(({ width, url }) => ({ width, url }));
    }
  }
  return Object.keys(result).length > 0 ? result : undefined;
}

/** URLs of the derivatives of `images` in a record's map (to remove with the images). */
export function derivativeUrls(
  variants: ReadonlyVariantMap | undefined,
  images: Iterable<string | null | undefined>,
): string[] {
  const urls: string[] = [];
  for (const image of images) {
    if (!image) continue;
    for (const variant of variants?.[image] ?? []) urls.push(variant.url);
  }
  return urls;
}

/** Set a record's `variants`, leaving the field out when there are none. */
export function assignVariants(
  record: { variants?: VariantMap | undefined },
  variants: VariantMap | undefined,
): void {
  if (variants) record.variants = variants;
  else delete record.variants;
}

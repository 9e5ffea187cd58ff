import sharp from 'sharp';
import { createRng } from './prng.ts';

/** A scene split into a soft low-resolution layer (background, cast shadows) and a crisp layer. */
export interface LayeredSvg {
  readonly width: number;
  readonly height: number;
  /** Rendered at 1/softness resolution and upscaled: free blur for light falloff and shadows. */
  readonly soft: string;
  readonly softness: number;
  /** Inner markup (defs and shapes) of the full-resolution layer, in pixels. */
  readonly crisp: string;
  /** Film grain amplitude in 0..255 levels (0 disables). */
  readonly grain?: number;
}

const GRAIN_SIZE = 192;
const grainTiles = new Map<number, Buffer>();

/** Seeded, tileable monochrome noise so output is deterministic. */
function grainTile(amplitude: number): Buffer {
  const cached = grainTiles.get(amplitude);
  if (cached) return cached;
  const rng = createRng(`grain-${amplitude}`);
  const buf = Buffer.alloc(GRAIN_SIZE * GRAIN_SIZE * 4);
  for (let i = 0; i < GRAIN_SIZE * GRAIN_SIZE; i += 1) {
    const n = (rng.next() + rng.next() + rng.next() - 1.5) * 2 * amplitude;
    const v = Math.max(0, Math.min(255, Math.round(128 + n)));
    buf[i * 4] = v;
    buf[i * 4 + 1] = v;
    buf[i * 4 + 2] = v;
    buf[i * 4 + 3] = 255;
  }
  grainTiles.set(amplitude, buf);
  return buf;
}

interface EncodeOptions {
  readonly format: 'jpeg' | 'png';
  readonly quality?: number;
}

/**
 * Renders the soft layer small and blurred to PNG, embeds it as the full-size background image of
 * the crisp SVG (cairo upscales it smoothly), and encodes the result: one SVG render per picture.
 */
export async function rasterize(scene: LayeredSvg, enc: EncodeOptions): Promise<Buffer> {
  const { width, height } = scene;
  const soft = await sharp(Buffer.from(scene.soft))
    .blur(2.4)
    .png({ compressionLevel: 1 })
    .toBuffer();
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<image href="data:image/png;base64,${soft.toString('base64')}" x="0" y="0" width="${width}" height="${height}" preserveAspectRatio="none"/>` +
    `${scene.crisp}</svg>`;
  let img = sharp(Buffer.from(svg)).flatten({ background: '#000000' });
  const grain = scene.grain ?? 0;
  if (grain > 0) {
    img = img.composite([
      {
        input: grainTile(grain),
        raw: { width: GRAIN_SIZE, height: GRAIN_SIZE, channels: 4 },
        tile: true,
        blend: 'overlay',
      },
    ]);
  }
  return enc.format === 'png'
    ? img.png({ compressionLevel: 6 }).toBuffer()
    : img.jpeg({ quality: enc.quality ?? 82, chromaSubsampling: '4:2:0' }).toBuffer();
}

/** Runs async jobs with a bounded number in flight, preserving result order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next;
      next += 1;
      const item = items[i];
      if (item === undefined) continue;
      results[i] = await fn(item, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

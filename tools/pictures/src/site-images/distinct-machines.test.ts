import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { siteImagePath } from './render-site-images.ts';
import { SITE_IMAGE_SPECS, siteImageKey } from './site-image-specs.ts';

/**
 * Issue 18: 'Shaving' was the hobber in other colours and 'Run-out Tester' was the lab's bench
 * center. Compared by their outlines (edge maps of small greyscale copies, so a change of paint
 * alone does not count): those reused pictures measured 0.71 and 0.52 from their originals;
 * machines of their own measure above 1.
 */
const W = 64;
const H = 48;
const DISTINCT = 0.9;

async function edgeMap(key: string): Promise<Float64Array> {
  const spec = SITE_IMAGE_SPECS.find((s) => siteImageKey(s) === key);
  if (!spec) throw new Error(`no site image ${key}`);
  const data = await sharp(siteImagePath(spec))
    .resize(W, H, { fit: 'fill' })
    .greyscale()
    .raw()
    .toBuffer();
  const at = (x: number, y: number) => data[y * W + x] ?? 0;
  const edges = new Float64Array(W * H);
  for (let y = 1; y < H - 1; y += 1) {
    for (let x = 1; x < W - 1; x += 1) {
      edges[y * W + x] = Math.hypot(at(x + 1, y) - at(x - 1, y), at(x, y + 1) - at(x, y - 1));
    }
  }
  const mean = edges.reduce((sum, value) => sum + value, 0) / edges.length;
  return edges.map((value) => value / mean);
}

async function outlineDistance(a: string, b: string): Promise<number> {
  const [left, right] = await Promise.all([edgeMap(a), edgeMap(b)]);
  let sum = 0;
  for (let i = 0; i < left.length; i += 1) sum += Math.abs((left[i] ?? 0) - (right[i] ?? 0));
  return sum / left.length;
}

describe('machinery pictures', () => {
  it.each([
    ['machinery/shaving', 'machinery/hobbing'],
    ['machinery/run-out-tester', 'lab/bench-center'],
  ])('%s is its own machine, not %s repainted', async (picture, original) => {
    expect(await outlineDistance(picture, original)).toBeGreaterThan(DISTINCT);
  });
});

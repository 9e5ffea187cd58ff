import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { mapLimit, rasterize } from '../draw/raster.ts';
import { renderRecipe } from './scenes.ts';
import { SITE_IMAGE_SPECS, siteImageKey, type SiteImageSpec } from './site-image-specs.ts';

/**
 * `npm run site-images -w mock-backend`: renders the frontend's static imagery (SPEC §2) into
 * frontend/src/assets/images/<group>/<name>.webp. Optional arguments: an output folder and
 * name filters (substring of "group/name").
 */

const here = path.dirname(fileURLToPath(import.meta.url));
export const SITE_IMAGES_DIR = path.resolve(here, '../../../../frontend/src/assets/images');

export const siteImagePath = (s: SiteImageSpec, dir = SITE_IMAGES_DIR): string =>
  path.join(dir, s.group, `${s.name}.webp`);

async function renderOne(s: SiteImageSpec): Promise<Buffer> {
  const r = renderRecipe(s);
  const png =
    r.kind === 'svg'
      ? await sharp(Buffer.from(r.svg)).png().toBuffer()
      : await rasterize(r.scene, { format: 'png' });
  const img = sharp(png).resize(s.width, s.height, { fit: 'fill' });
  let quality = 72;
  for (;;) {
    const out = await img.clone().webp({ quality, effort: 5 }).toBuffer();
    if (out.length <= s.budget || quality <= 40) return out;
    quality -= 6;
  }
}

async function main(): Promise<void> {
  const [dirArg, ...filters] = process.argv.slice(2);
  const dir = dirArg && dirArg !== '-' ? path.resolve(dirArg) : SITE_IMAGES_DIR;
  const specs = SITE_IMAGE_SPECS.filter(
    (s) => filters.length === 0 || filters.some((f) => siteImageKey(s).includes(f)),
  );
  const t0 = performance.now();
  const rows = await mapLimit(specs, 3, async (s) => {
    const t = performance.now();
    const buf = await renderOne(s);
    const file = siteImagePath(s, dir);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, buf);
    const { size } = await stat(file);
    return `${(size / 1024).toFixed(1).padStart(6)} KB ${((performance.now() - t) / 1000).toFixed(2).padStart(6)} s  ${siteImageKey(s)}`;
  });
  for (const row of rows) console.log(row);
  console.log(
    `${specs.length} images in ${((performance.now() - t0) / 1000).toFixed(1)} s -> ${dir}`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}

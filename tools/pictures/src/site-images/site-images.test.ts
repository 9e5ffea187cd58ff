import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SITE_IMAGES_DIR, siteImagePath } from './render-site-images.ts';
import { SITE_IMAGE_SPECS, siteImageKey } from './site-image-specs.ts';

/** The committed WebP files match the frontend manifest (names, exact sizes) and the budgets. */

const manifestEntries = async (): Promise<Map<string, readonly [number, number]>> => {
  const source = await readFile(path.join(SITE_IMAGES_DIR, 'site-images.ts'), 'utf8');
  const imports = new Map<string, string>();
  for (const m of source.matchAll(/import (\w+) from '\.\/([\w-]+)\/([\w-]+)\.webp';/g)) {
    const [, ident, group, name] = m;
    if (ident && group && name) imports.set(ident, `${group}/${name}`);
  }
  const sizes = new Map<string, readonly [number, number]>();
  for (const m of source.matchAll(/image\(\s*(\w+),\s*(\d+),\s*(\d+),/g)) {
    const [, ident, w, h] = m;
    const key = ident ? imports.get(ident) : undefined;
    if (key) sizes.set(key, [Number(w), Number(h)]);
  }
  return sizes;
};

describe('static site images', () => {
  it('cover exactly the manifest entries with the same pixel sizes', async () => {
    const manifest = await manifestEntries();
    expect(manifest.size).toBe(41);
    const specs = new Map(SITE_IMAGE_SPECS.map((s) => [siteImageKey(s), [s.width, s.height]]));
    expect(new Map([...specs].sort())).toEqual(new Map([...manifest].sort()));
  });

  it('exist as WebP files with the exact size and within their byte budgets', async () => {
    for (const spec of SITE_IMAGE_SPECS) {
      const file = siteImagePath(spec);
      const meta = await sharp(file).metadata();
      expect
        .soft([siteImageKey(spec), meta.format, meta.width, meta.height])
        .toEqual([siteImageKey(spec), 'webp', spec.width, spec.height]);
      const { size } = await stat(file);
      expect.soft(size, siteImageKey(spec)).toBeLessThanOrEqual(spec.budget);
    }
  });
});

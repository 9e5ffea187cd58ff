import { DbSchema, type SeedContent } from './db-schema.ts';
import { errorCode } from '../lib/fs-utils.ts';

export type BuildSeed = (uploadsDir: string) => Promise<SeedContent>;

const SeedContentSchema = DbSchema.pick({
  sliders: true,
  subcategories: true,
  gallery: true,
  ebrochure: true,
});

export class SeedError extends Error {
  override name = 'SeedError';
}

/**
 * Load `src/seed/build-seed.ts` lazily (its image and PDF generators are only needed on the
 * very first start) and validate what it returns.
 */
export const loadSeedModule: BuildSeed = async (uploadsDir) => {
  const specifier = new URL('../seed/build-seed.ts', import.meta.url).href;
  let mod: unknown;
  try {
    mod = await import(specifier);
  } catch (error) {
    const code = errorCode(error);
    if (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') {
      throw new SeedError('SEED is on but src/seed/build-seed.ts does not exist. Start with SEED=false.');
    }
    throw error;
  }
  if (typeof mod !== 'object' || mod === null || !('buildSeed' in mod) || typeof mod.buildSeed !== 'function') {
    throw new SeedError('src/seed/build-seed.ts does not export a buildSeed(uploadsDir) function.');
  }
  const content: unknown = await mod.buildSeed(uploadsDir);
  return parseSeed(content);
};

export function parseSeed(content: unknown): SeedContent {
  const parsed = SeedContentSchema.safeParse(content);
  if (!parsed.success) {
    throw new SeedError(`The seed does not match db.json's shape: ${parsed.error.message}`);
  }
  return parsed.data;
}

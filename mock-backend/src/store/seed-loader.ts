import { access } from 'node:fs/promises';
import { z } from 'zod';
import { DbSchema, type SeedContent } from './db-schema.ts';

export type BuildSeed = (uploadsDir: string) => Promise<SeedContent>;

const SeedContentSchema = DbSchema.pick({
  sliders: true,
  subcategories: true,
  gallery: true,
  ebrochure: true,
  categories: true,
});

const SeedModuleSchema = z.object({
  buildSeed: z.function({ input: [z.string()], output: z.promise(z.unknown()) }),
});

export class SeedError extends Error {
  override name = 'SeedError';
}

/**
 * Load `src/seed/build-seed.ts` lazily (its image and PDF generators are only needed on the
 * very first start) and validate what it returns.
 */
export const loadSeedModule: BuildSeed = async (uploadsDir) => {
  const file = new URL('../seed/build-seed.ts', import.meta.url);
  try {
    await access(file);
  } catch {
    throw new SeedError(
      'SEED is on but src/seed/build-seed.ts does not exist. Start with SEED=false.',
    );
  }
  const mod: unknown = await import(file.href);
  const parsed = SeedModuleSchema.safeParse(mod);
  if (!parsed.success) {
    throw new SeedError('src/seed/build-seed.ts does not export a buildSeed(uploadsDir) function.');
  }
  const content = await parsed.data.buildSeed(uploadsDir);
  return parseSeed(content);
};

function parseSeed(content: unknown): SeedContent {
  const parsed = SeedContentSchema.safeParse(content);
  if (!parsed.success) {
    throw new SeedError(`The seed does not match db.json's shape: ${parsed.error.message}`);
  }
  return parsed.data;
}

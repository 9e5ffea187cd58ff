import type { ImageVariant } from '@gear/contract/image-variants';
import { ADMIN_MESSAGES, VALIDATION } from '@gear/contract/messages';
import { HttpError } from '../../http/http-error.ts';
import type { StoredEbrochure } from '../../store/db-schema.ts';
import type { DeepReadonly } from '../../store/deep-freeze.ts';
import type { Store } from '../../store/store.ts';
import { assignVariants, derivativeUrls, variantsFor } from '../../uploads/image-derivatives.ts';

type Variants = Record<string, ImageVariant[]>;

export interface EbrochureRecord {
  cover_image: string;
  pdf_file: string;
  updated_at: string;
  /** WebP derivatives of the cover (absent when there are none). */
  variants?: DeepReadonly<Variants>;
}

export interface EbrochureService {
  get(): EbrochureRecord | null;
  /** Fails fast before files are processed; the authoritative check runs inside the write. */
  assertFilesSuffice(files: { cover: boolean; pdf: boolean }): void;
  /** Create or update the single record; returns what it replaced (to remove after the commit). */
  save(files: {
    cover: string | null;
    pdf: string | null;
    /** Derivatives of this request's uploads, keyed by their URLs. */
    variants?: Variants;
  }): Promise<{ record: EbrochureRecord; created: boolean; replaced: string[] }>;
  remove(): Promise<{ removed: string[] }>;
}

const toRecord = (stored: DeepReadonly<Omit<StoredEbrochure, 'id'>>): EbrochureRecord => ({
  cover_image: stored.cover_image,
  pdf_file: stored.pdf_file,
  updated_at: stored.updated_at,
  ...(stored.variants ? { variants: stored.variants } : {}),
});

const filesOf = (stored: DeepReadonly<StoredEbrochure>, urls: string[]): string[] => [
  ...urls,
  ...derivativeUrls(stored.variants, urls),
];

function checkFiles(exists: boolean, files: { cover: boolean; pdf: boolean }): void {
  if (!exists && !(files.cover && files.pdf))
    throw new HttpError(400, VALIDATION.ebrochureBothRequired);
  if (exists && !files.cover && !files.pdf)
    throw new HttpError(400, VALIDATION.ebrochureOneRequired);
}

export function createEbrochureService(store: Store): EbrochureService {
  return {
    get() {
      const [stored] = store.read().ebrochure;
      return stored ? toRecord(stored) : null;
    },
    assertFilesSuffice(files) {
      checkFiles(store.read().ebrochure.length > 0, files);
    },
    save({ cover, pdf, variants }) {
      return store.update((draft) => {
        const [existing] = draft.ebrochure;
        checkFiles(existing !== undefined, { cover: cover !== null, pdf: pdf !== null });
        const updated_at = new Date().toISOString();
        if (!existing) {
          if (cover === null || pdf === null)
            throw new HttpError(400, VALIDATION.ebrochureBothRequired);
          const created: StoredEbrochure = { id: 1, cover_image: cover, pdf_file: pdf, updated_at };
          assignVariants(created, variantsFor([cover], variants));
          draft.ebrochure.push(created);
          return { record: toRecord(created), created: true, replaced: [] };
        }
        const old: string[] = [];
        if (cover !== null) {
          old.push(existing.cover_image);
          existing.cover_image = cover;
        }
        if (pdf !== null) {
          old.push(existing.pdf_file);
          existing.pdf_file = pdf;
        }
        const replaced = filesOf(existing, old);
        assignVariants(existing, variantsFor([existing.cover_image], existing.variants, variants));
        existing.updated_at = updated_at;
        return { record: toRecord(existing), created: false, replaced };
      });
    },
    remove() {
      return store.update((draft) => {
        const [existing] = draft.ebrochure.splice(0, 1);
        if (!existing) throw new HttpError(404, ADMIN_MESSAGES.ebrochureNotFound);
        return { removed: filesOf(existing, [existing.cover_image, existing.pdf_file]) };
      });
    },
  };
}

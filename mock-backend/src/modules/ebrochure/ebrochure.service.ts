import { ADMIN_MESSAGES, VALIDATION } from '@gear/contract/messages';
import { HttpError } from '../../http/http-error.ts';
import type { StoredEbrochure } from '../../store/db-schema.ts';
import type { Store } from '../../store/store.ts';

export interface EbrochureRecord {
  cover_image: string;
  pdf_file: string;
  updated_at: string;
}

export interface EbrochureService {
  get(): EbrochureRecord | null;
  /** Fails fast before files are processed; the authoritative check runs inside the write. */
  assertFilesSuffice(files: { cover: boolean; pdf: boolean }): void;
  /** Create or update the single record; returns what it replaced (to remove after the commit). */
  save(files: {
    cover: string | null;
    pdf: string | null;
  }): Promise<{ record: EbrochureRecord; created: boolean; replaced: string[] }>;
  remove(): Promise<{ removed: string[] }>;
}

const toRecord = (stored: Omit<StoredEbrochure, 'id'>): EbrochureRecord => ({
  cover_image: stored.cover_image,
  pdf_file: stored.pdf_file,
  updated_at: stored.updated_at,
});

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
    save({ cover, pdf }) {
      return store.update((draft) => {
        const [existing] = draft.ebrochure;
        checkFiles(existing !== undefined, { cover: cover !== null, pdf: pdf !== null });
        const updated_at = new Date().toISOString();
        if (!existing) {
          if (cover === null || pdf === null)
            throw new HttpError(400, VALIDATION.ebrochureBothRequired);
          const created: StoredEbrochure = { id: 1, cover_image: cover, pdf_file: pdf, updated_at };
          draft.ebrochure.push(created);
          return { record: toRecord(created), created: true, replaced: [] };
        }
        const replaced: string[] = [];
        if (cover !== null) {
          replaced.push(existing.cover_image);
          existing.cover_image = cover;
        }
        if (pdf !== null) {
          replaced.push(existing.pdf_file);
          existing.pdf_file = pdf;
        }
        existing.updated_at = updated_at;
        return { record: toRecord(existing), created: false, replaced };
      });
    },
    remove() {
      return store.update((draft) => {
        const [existing] = draft.ebrochure.splice(0, 1);
        if (!existing) throw new HttpError(404, ADMIN_MESSAGES.ebrochureNotFound);
        return { removed: [existing.cover_image, existing.pdf_file] };
      });
    },
  };
}

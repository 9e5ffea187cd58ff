import { fileError, FILE_RULES } from '@gear/contract/uploads';
import { MAX_GALLERY_FILES_PER_UPLOAD } from '@gear/contract/limits';

/** The note shown when a pick would go past the per-upload cap (beyond the spec's wording). */
export function tooManyFilesMessage(notAdded: number, max = MAX_GALLERY_FILES_PER_UPLOAD): string {
  const files = notAdded === 1 ? '1 file was' : `${notAdded} files were`;
  return `At most ${max} images can be uploaded at once: ${files} not added.`;
}

interface SelectionResult {
  /** The pending selection after the pick. */
  files: File[];
  /** One message per refused file (type, size), then the cap note if any. */
  messages: string[];
}

/**
 * Adds newly picked files to the pending selection (SPEC §4 Gallery admin, §5 Gallery):
 * - a name already pending (or repeated in the pick) is ignored;
 * - an invalid file is refused with its own message naming it;
 * - valid files past MAX_GALLERY_FILES_PER_UPLOAD are not added, and that is said once.
 */
export function addToSelection(
  pending: readonly File[],
  picked: readonly File[],
  max = MAX_GALLERY_FILES_PER_UPLOAD,
): SelectionResult {
  const files = [...pending];
  const names = new Set(pending.map((file) => file.name));
  const messages: string[] = [];
  let notAdded = 0;
  for (const file of picked) {
    if (names.has(file.name)) continue;
    const problem = fileError(FILE_RULES.galleryImages, file);
    if (problem) {
      // The same refused file picked twice says so once.
      if (!messages.includes(problem)) messages.push(problem);
      continue;
    }
    if (files.length >= max) {
      notAdded += 1;
      continue;
    }
    names.add(file.name);
    files.push(file);
  }
  if (notAdded > 0) messages.push(tooManyFilesMessage(notAdded, max));
  return { files, messages };
}

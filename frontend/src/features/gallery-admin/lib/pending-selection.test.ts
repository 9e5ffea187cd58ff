import { VALIDATION } from '@gear/contract/messages';
import { describe, expect, it } from 'vitest';
import { addToSelection, tooManyFilesMessage } from './pending-selection';

const png = (name: string) => new File(['png'], name, { type: 'image/png' });
const huge = (name: string) => {
  const file = png(name);
  Object.defineProperty(file, 'size', { value: 10 * 1024 * 1024 + 1 });
  return file;
};
const names = (files: readonly File[]) => files.map((file) => file.name);

describe('addToSelection', () => {
  it('adds to what is pending and ignores names already there or repeated in the pick', () => {
    const first = addToSelection([], [png('a.png'), png('b.png')]);
    const second = addToSelection(first.files, [png('b.png'), png('c.png'), png('c.png')]);
    expect(names(second.files)).toEqual(['a.png', 'b.png', 'c.png']);
    expect(second.messages).toEqual([]);
  });

  it('refuses each invalid file with its own message, once', () => {
    const text = new File(['x'], 'notes.txt', { type: 'text/plain' });
    const result = addToSelection([], [text, png('ok.png'), huge('big.png'), text]);
    expect(names(result.files)).toEqual(['ok.png']);
    expect(result.messages).toEqual([
      VALIDATION.galleryImageType('notes.txt'),
      VALIDATION.galleryImageSize('big.png'),
    ]);
  });

  it('stops at the per-upload cap and says how many were left out', () => {
    const result = addToSelection([png('a.png')], [png('b.png'), png('c.png'), png('d.png')], 2);
    expect(names(result.files)).toEqual(['a.png', 'b.png']);
    expect(result.messages).toEqual([tooManyFilesMessage(2, 2)]);
    expect(tooManyFilesMessage(1, 20)).toBe(
      'At most 20 images can be uploaded at once: 1 file was not added.',
    );
  });
});

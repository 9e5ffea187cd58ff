import { describe, expect, it } from 'vitest';
import { coverImageError, galleryFileError, imageFileError, pdfFileError } from './files.ts';
import { IMAGE_MAX_BYTES, PDF_MAX_BYTES } from './limits.ts';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('file checks share the spec messages', () => {
  it('accepts the four image types up to 10 MiB', () => {
    for (const [name, type] of [
      ['a.jpg', 'image/jpeg'],
      ['a.jpeg', 'image/jpeg'],
      ['a.png', 'image/png'],
      ['a.gif', 'image/gif'],
    ] as const) {
      expect(imageFileError(file(name, type, IMAGE_MAX_BYTES))).toBeNull();
    }
  });
  it('rejects other types and oversize images', () => {
    expect(imageFileError(file('a.svg', 'image/svg+xml'))).toBe(
      'Only JPEG, JPG, PNG, and GIF files are allowed!',
    );
    expect(imageFileError(file('a.png', 'image/png', IMAGE_MAX_BYTES + 1))).toBe(
      'File size must be less than 10MB!',
    );
  });
  it('words the brochure and gallery messages as the spec does', () => {
    expect(coverImageError(file('c.webp', 'image/webp'))).toMatch(/allowed for the cover image!$/);
    expect(coverImageError(file('c.png', 'image/png', IMAGE_MAX_BYTES + 1))).toBe(
      'Cover image size must be less than 10MB!',
    );
    expect(pdfFileError(file('b.doc', 'application/msword'))).toBe(
      'Only PDF files are allowed for the brochure!',
    );
    expect(pdfFileError(file('b.pdf', 'application/pdf', PDF_MAX_BYTES + 1))).toBe(
      'PDF file size must be less than 20MB!',
    );
    expect(galleryFileError(file('x.bmp', 'image/bmp'))).toBe(
      'File x.bmp is not a valid image type! Only JPEG, JPG, PNG, and GIF are allowed.',
    );
    expect(galleryFileError(file('big.png', 'image/png', IMAGE_MAX_BYTES + 1))).toBe(
      'File big.png exceeds 10MB!',
    );
  });
});

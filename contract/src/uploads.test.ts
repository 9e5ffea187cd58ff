import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, PDF_MAX_BYTES } from './limits.ts';
import { FILE_RULES, fileError, fileRuleHint, UPLOADS } from './uploads.ts';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('file checks share the spec messages', () => {
  it.each([
    ['a.jpg', 'image/jpeg'],
    ['a.jpeg', 'image/jpeg'],
    ['A.JPG', 'image/jpg'],
    ['a.png', 'image/png'],
    ['a.gif', 'image/gif'],
  ])('accepts %s (%s) up to 10 MiB', (name, type) => {
    expect(fileError(FILE_RULES.sliderImage, file(name, type, IMAGE_MAX_BYTES))).toBeNull();
  });

  it.each([
    [
      FILE_RULES.sliderImage,
      file('a.svg', 'image/svg+xml'),
      'Only JPEG, JPG, PNG, and GIF files are allowed!',
    ],
    [
      FILE_RULES.productImage,
      file('a.png', 'image/png', IMAGE_MAX_BYTES + 1),
      'File size must be less than 10MB!',
    ],
    [
      FILE_RULES.productSubImages[5]!,
      file('a.png.html', 'image/png'),
      'Only JPEG, JPG, PNG, and GIF files are allowed!',
    ],
    [
      FILE_RULES.ebrochureCover,
      file('c.png', 'image/png', IMAGE_MAX_BYTES + 1),
      'Cover image size must be less than 10MB!',
    ],
    [
      FILE_RULES.ebrochurePdf,
      file('b.doc', 'application/msword'),
      'Only PDF files are allowed for the brochure!',
    ],
    [
      FILE_RULES.ebrochurePdf,
      file('b.pdf', 'application/pdf', PDF_MAX_BYTES + 1),
      'PDF file size must be less than 20MB!',
    ],
    [
      FILE_RULES.galleryImages,
      file('x.bmp', 'image/bmp'),
      'File x.bmp is not a valid image type! Only JPEG, JPG, PNG, and GIF are allowed.',
    ],
    [
      FILE_RULES.galleryImage,
      file('big.png', 'image/png', IMAGE_MAX_BYTES + 1),
      'File big.png exceeds 10MB!',
    ],
  ])('refuses for %o: %s', (rule, refused, message) => {
    expect(fileError(rule, refused)).toBe(message);
  });

  it('words the cover image type as SPEC ends it', () => {
    expect(fileError(FILE_RULES.ebrochureCover, file('c.webp', 'image/webp'))).toMatch(
      /allowed for the cover image!$/,
    );
  });
});

describe('the multipart calls', () => {
  it('take the spec field names and counts', () => {
    const fields = Object.fromEntries(
      Object.entries(UPLOADS).map(([call, rule]) => [
        call,
        rule.files.map((field) => `${field.name}×${String(field.maxCount)}`),
      ]),
    );
    expect(fields).toEqual({
      slider: ['image×1'],
      product: ['image×1', ...[1, 2, 3, 4, 5, 6].map((slot) => `subimg${String(slot)}×1`)],
      galleryUpload: ['images×20'],
      galleryUpdate: ['images×1'],
      ebrochure: ['cover_image×1', 'pdf_file×1'],
      quote: ['drawings×5'],
    });
  });
});

describe('what a picker says before anything is picked', () => {
  it('names the types, the size cap and, for several files, the count', () => {
    expect(fileRuleHint(FILE_RULES.sliderImage)).toBe('JPEG, PNG or GIF, up to 10\u00a0MB');
    expect(fileRuleHint(FILE_RULES.ebrochurePdf)).toBe('PDF, up to 20\u00a0MB');
    expect(fileRuleHint(FILE_RULES.galleryImages)).toBe(
      `JPEG, PNG or GIF, up to 10\u00a0MB each; up to ${String(FILE_RULES.galleryImages.maxCount)} per upload`,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { BrochureRequestSchema, ContactMessageSchema, InquirySchema } from './leads.ts';
import { ProductInputSchema, productInputSchema } from './product-input.ts';
import { subImagesOf } from './product.ts';
import { SliderInputSchema, sliderInputSchema } from './slider.ts';
import { TEXT_LIMITS } from './limits.ts';
import { EbrochureResponseSchema } from './ebrochure.ts';

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('slider input', () => {
  it('requires a trimmed title and description', () => {
    expect(firstError(SliderInputSchema.safeParse({ title: '  ', description: 'x' }))).toBe(
      'Title and description are required!',
    );
    expect(SliderInputSchema.parse({ title: ' Gears ', description: ' d ' })).toEqual({
      title: 'Gears',
      description: 'd',
    });
  });
  it('rejects unknown keys such as a client-sent id', () => {
    expect(SliderInputSchema.safeParse({ title: 'a', description: 'b', id: 4 }).success).toBe(
      false,
    );
  });
});

describe('product input', () => {
  it('uses the spec messages', () => {
    expect(firstError(ProductInputSchema.safeParse({ title: '', description: '<p>x</p>' }))).toBe(
      'Please provide a subcategory title.',
    );
    expect(
      firstError(ProductInputSchema.safeParse({ title: 'G', description: '<p><br></p>' })),
    ).toBe('Please provide a description.');
  });
  it('only keeps http(s) or root-relative existing images', () => {
    const base = { title: 'G', description: '<p>x</p>' };
    expect(
      ProductInputSchema.safeParse({ ...base, existingSubimg1: '/uploads/a.png' }).success,
    ).toBe(true);
    expect(
      ProductInputSchema.safeParse({ ...base, existingSubimg1: 'javascript:alert(1)' }).success,
    ).toBe(false);
  });
  it('lists non-empty sub images in slot order', () => {
    expect(
      subImagesOf({
        id: 1,
        sub_image2: '/b.png',
        sub_image1: '/a.png',
        sub_image3: '',
        sub_image6: '/f.png',
      }),
    ).toEqual(['/a.png', '/b.png', '/f.png']);
  });
});

describe('limits beyond SPEC guard what is typed, not what is stored (issue 14)', () => {
  const longTitle = `Helical Gear ${'x'.repeat(229)}`; // 242 characters, as a real backend may hold
  const stored = { title: longTitle, description: '<p>Made elsewhere.</p>' };

  it('a product saved unchanged passes; a new or changed over-long title does not', () => {
    expect(longTitle).toHaveLength(242);
    const message = `Title must be at most ${TEXT_LIMITS.productTitle} characters.`;
    expect(firstError(ProductInputSchema.safeParse(stored))).toBe(message);
    expect(productInputSchema(stored).safeParse(stored).success).toBe(true);
    // The form trims what it sends: a stored value with outer spaces still counts as unchanged.
    const spaced = { ...stored, title: `  ${longTitle} ` };
    expect(productInputSchema(spaced).safeParse(stored).success).toBe(true);
    expect(
      firstError(productInputSchema(stored).safeParse({ ...stored, title: `${longTitle}!` })),
    ).toBe(message);
    // SPEC's own rule still applies to an unchanged record.
    expect(
      firstError(
        productInputSchema({ title: '', description: 'd' }).safeParse({
          title: '',
          description: '<p>x</p>',
        }),
      ),
    ).toBe('Please provide a subcategory title.');
  });

  it('an unchanged multi-line title from elsewhere may stay; a typed one may not', () => {
    const multiLine = { title: 'Line one\nLine two', description: '<p>x</p>' };
    expect(productInputSchema(multiLine).safeParse(multiLine).success).toBe(true);
    expect(firstError(ProductInputSchema.safeParse(multiLine))).toBe(
      'Title must be a single line.',
    );
  });

  it('a slider saved unchanged passes; a changed over-long description does not', () => {
    const slider = { title: 'T'.repeat(160), description: 'D'.repeat(1200) };
    expect(SliderInputSchema.safeParse(slider).success).toBe(false);
    expect(sliderInputSchema(slider).safeParse(slider).success).toBe(true);
    expect(
      firstError(sliderInputSchema(slider).safeParse({ ...slider, description: 'E'.repeat(1200) })),
    ).toBe(`Description must be at most ${TEXT_LIMITS.sliderDescription} characters.`);
  });
});

describe('public forms', () => {
  it('brochure request: empty fields give the spec message', () => {
    expect(firstError(BrochureRequestSchema.safeParse({ name: '', email: '', contact: '' }))).toBe(
      'Please fill in all required fields.',
    );
  });
  it('rejects CR/LF in single-line fields (mail header injection)', () => {
    const bad = {
      name: 'A\r\nBcc: x@y.z',
      email: 'a@b.co',
      contact: '+91 98765 43210',
      message: 'hi',
    };
    expect(InquirySchema.safeParse(bad).success).toBe(false);
  });
  it('accepts a normal contact message', () => {
    expect(
      ContactMessageSchema.safeParse({
        name: 'Asha',
        email: 'asha@example.com',
        phone: '+91 98765 43210',
        message: 'Need 40 spur gears',
      }).success,
    ).toBe(true);
  });
});

describe('e-brochure answer', () => {
  it('normalises empty answers to null', () => {
    expect(EbrochureResponseSchema.parse(null)).toBeNull();
    expect(EbrochureResponseSchema.parse({ data: null })).toBeNull();
    expect(EbrochureResponseSchema.parse({ cover_image: '/c.png', pdf_file: '/b.pdf' })).toEqual({
      cover_image: '/c.png',
      pdf_file: '/b.pdf',
    });
  });
});

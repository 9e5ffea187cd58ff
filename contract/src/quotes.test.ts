import { describe, expect, it } from 'vitest';
import { controlCharactersMessage } from './leads.ts';
import { MIB, TEXT_LIMITS } from './limits.ts';
import { VALIDATION } from './messages.ts';
import {
  fileSizeText,
  QUOTE_OFFER,
  QuoteOfferSchema,
  QuoteRequestSchema,
  quoteLineText,
} from './quotes.ts';
import { QUOTE_MESSAGES } from './quote-rules.ts';
import { QUOTE_LIMITS } from './quote-basics.ts';
import { FILE_RULES, fileError } from './uploads.ts';

const line = { productId: 3, title: 'Spur Gear', quantity: 12, note: 'EN-19' };
const request = {
  name: 'Asha Patel',
  company: 'Patel Engineering',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  country: 'India',
  message: 'Module 2, 40 teeth.',
  lines: [line],
};

const firstError = (input: unknown) =>
  QuoteRequestSchema.safeParse(input).error?.issues[0]?.message;

describe('a quote request', () => {
  it('accepts a full request, and one without company, country, message and notes', () => {
    expect(QuoteRequestSchema.parse(request)).toEqual(request);
    const { company: _c, country: _k, message: _m, ...required } = request;
    const bare = { ...required, lines: [{ productId: 3, title: 'Spur Gear', quantity: 1 }] };
    expect(QuoteRequestSchema.parse(bare)).toEqual(bare);
    // No lines at all is valid here: the server then needs a drawing (nothingToQuote).
    expect(QuoteRequestSchema.safeParse({ ...required, lines: [] }).success).toBe(true);
    // The anti-spam signals of the other forms.
    expect(QuoteRequestSchema.safeParse({ ...request, website: '', elapsedMs: 9000 }).success).toBe(
      true,
    );
  });

  it('trims the text fields', () => {
    const parsed = QuoteRequestSchema.parse({
      ...request,
      name: '  Asha  ',
      company: ' Patel ',
      lines: [{ ...line, title: ' Spur Gear ', note: ' EN-19 ' }],
    });
    expect(parsed.name).toBe('Asha');
    expect(parsed.company).toBe('Patel');
    expect(parsed.lines[0]).toMatchObject({ title: 'Spur Gear', note: 'EN-19' });
  });

  it.each<[number | string, string]>([
    [0, 'zero'],
    [1.5, 'a fraction'],
    [QUOTE_LIMITS.maxQuantity + 1, 'over the cap'],
    [-3, 'negative'],
    ['12', 'a string'],
    [Number.NaN, 'NaN'],
  ])('refuses quantity %s (%s) with the quantity message', (quantity) => {
    expect(firstError({ ...request, lines: [{ ...line, quantity }] })).toBe(
      QUOTE_MESSAGES.quantity,
    );
  });

  it('takes quantities from 1 to the cap', () => {
    for (const quantity of [1, 999, QUOTE_LIMITS.maxQuantity]) {
      expect
        .soft(QuoteRequestSchema.safeParse({ ...request, lines: [{ ...line, quantity }] }).success)
        .toBe(true);
    }
    expect(QUOTE_MESSAGES.quantity).toBe('Enter a whole number from 1 to 1,000,000.');
  });

  it(`takes at most ${QUOTE_LIMITS.maxLines} lines`, () => {
    const lines = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ ...line, productId: index + 1 }));
    expect(QuoteRequestSchema.safeParse({ ...request, lines: lines(50) }).success).toBe(true);
    expect(firstError({ ...request, lines: lines(51) })).toBe(QUOTE_MESSAGES.tooManyLines);
  });

  it('requires name, e-mail and phone with the contact form messages', () => {
    expect(firstError({ ...request, name: ' ' })).toBe(VALIDATION.nameRequired);
    expect(firstError({ ...request, email: '' })).toBe(VALIDATION.emailRequired);
    expect(firstError({ ...request, email: 'nope' })).toBe(VALIDATION.emailInvalid);
    expect(firstError({ ...request, phone: '' })).toBe(VALIDATION.phoneRequired);
    expect(firstError({ ...request, phone: 'call me' })).toBe(VALIDATION.phoneInvalid);
    const { name: _n, ...noName } = request;
    expect(firstError(noName)).toBe(VALIDATION.nameRequired);
    const { lines: _l, ...noLines } = request;
    expect(QuoteRequestSchema.safeParse(noLines).success).toBe(false);
  });

  it('refuses control characters and line breaks in the single-line fields', () => {
    expect(firstError({ ...request, name: 'Asha\r\nBcc: x@example.com' })).toBe(
      VALIDATION.singleLine('Name'),
    );
    expect(firstError({ ...request, company: 'Patel\u0000' })).toBe(
      controlCharactersMessage('Company'),
    );
    expect(firstError({ ...request, company: 'Patel\nEngineering' })).toBe(
      controlCharactersMessage('Company'),
    );
    expect(firstError({ ...request, country: 'India\u001b[31m' })).toBe(
      controlCharactersMessage('Country'),
    );
    expect(firstError({ ...request, lines: [{ ...line, title: 'Gear\u0007' }] })).toBe(
      controlCharactersMessage('Product'),
    );
    expect(firstError({ ...request, lines: [{ ...line, note: 'a\u007fb' }] })).toBe(
      controlCharactersMessage('Note'),
    );
    // The message keeps its line breaks, as on the contact form.
    expect(QuoteRequestSchema.safeParse({ ...request, message: 'one\r\ntwo' }).success).toBe(true);
  });

  it('caps every text field', () => {
    expect(firstError({ ...request, company: 'c'.repeat(QUOTE_LIMITS.companyMax + 1) })).toBe(
      VALIDATION.tooLong('Company', QUOTE_LIMITS.companyMax),
    );
    expect(firstError({ ...request, country: 'c'.repeat(QUOTE_LIMITS.countryMax + 1) })).toBe(
      VALIDATION.tooLong('Country', QUOTE_LIMITS.countryMax),
    );
    expect(firstError({ ...request, message: 'm'.repeat(TEXT_LIMITS.message + 1) })).toBe(
      VALIDATION.tooLong('Message', TEXT_LIMITS.message),
    );
    expect(
      firstError({
        ...request,
        lines: [{ ...line, note: 'n'.repeat(QUOTE_LIMITS.lineNoteMax + 1) }],
      }),
    ).toBe(VALIDATION.tooLong('Note', QUOTE_LIMITS.lineNoteMax));
    expect(
      firstError({
        ...request,
        lines: [{ ...line, title: 't'.repeat(TEXT_LIMITS.productTitle + 1) }],
      }),
    ).toBe(VALIDATION.tooLong('Product', TEXT_LIMITS.productTitle));
    expect(firstError({ ...request, lines: [{ ...line, title: ' ' }] })).toBe(
      'Product must have a title.',
    );
  });

  it('says which field is not text, and refuses a list that is not one', () => {
    expect(firstError({ ...request, company: 42 })).toBe('Company must be text.');
    expect(firstError({ ...request, country: null })).toBe('Country must be text.');
    expect(firstError({ ...request, message: ['a'] })).toBe('Message must be text.');
    expect(firstError({ ...request, lines: [{ ...line, note: {} }] })).toBe('Note must be text.');
    expect(firstError({ ...request, lines: [{ ...line, title: 7 }] })).toBe(
      'Product must have a title.',
    );
    expect(firstError({ ...request, lines: 'Spur Gear' })).toBe(QUOTE_MESSAGES.requestInvalid);
    expect(firstError({ ...request, lines: ['Spur Gear'] })).toBe(QUOTE_MESSAGES.requestInvalid);
  });

  it('is strict: unknown keys, a client id, a bad product id are refused', () => {
    expect(QuoteRequestSchema.safeParse({ ...request, id: 4 }).success).toBe(false);
    expect(QuoteRequestSchema.safeParse({ ...request, lines: [{ ...line, x: 1 }] }).success).toBe(
      false,
    );
    expect(
      QuoteRequestSchema.safeParse({ ...request, lines: [{ ...line, productId: -1 }] }).success,
    ).toBe(false);
  });
});

describe('texts of quotes', () => {
  it('writes a line as people read it', () => {
    expect(quoteLineText(line)).toBe('12 × Spur Gear (#3): EN-19');
    expect(quoteLineText({ ...line, quantity: 1500, note: '' })).toBe('1,500 × Spur Gear (#3)');
  });

  it('writes file sizes in KB and MB', () => {
    expect(fileSizeText(10)).toBe('1\u00a0KB');
    expect(fileSizeText(812 * 1024)).toBe('812\u00a0KB');
    expect(fileSizeText(2.4 * 1024 * 1024)).toBe('2.4\u00a0MB');
  });

  it('names the drawing in its messages', () => {
    expect(QUOTE_MESSAGES.drawingType('x.exe')).toBe(
      'File x.exe is not a PDF, PNG, JPEG, DXF, STEP or IGES drawing.',
    );
    expect(QUOTE_MESSAGES.drawingSize('big.pdf')).toBe('File big.pdf is larger than 20 MB.');
    expect(QUOTE_MESSAGES.drawingCount).toBe('Attach at most 5 drawings.');
  });

  it('checks a picked drawing by its name and size before upload', () => {
    const rule = FILE_RULES.quoteDrawings;
    expect(fileError(rule, { name: 'part.STEP', type: '', size: 100 })).toBeNull();
    expect(fileError(rule, { name: 'part.exe', type: '', size: 100 })).toBe(
      QUOTE_MESSAGES.drawingType('part.exe'),
    );
    expect(
      fileError(rule, { name: 'part.pdf', type: 'application/pdf', size: rule.maxBytes + 1 }),
    ).toBe(QUOTE_MESSAGES.drawingSize('part.pdf'));
    expect(rule.countError).toBe(QUOTE_MESSAGES.drawingCount);
  });

  it('offers the limits the server enforces', () => {
    expect(QuoteOfferSchema.parse(QUOTE_OFFER)).toEqual({
      maxLines: 50,
      maxQuantity: 1_000_000,
      maxDrawings: 5,
      drawingMaxBytes: 20 * 1024 * 1024,
      drawingTypes: ['pdf', 'png', 'jpeg', 'dxf', 'step', 'iges'],
    });
  });
});

describe('quote-basics.ts (import-free for every page)', () => {
  it("caps a line's title exactly as a product's title is capped", () => {
    expect(QUOTE_LIMITS.lineTitleMax).toBe(TEXT_LIMITS.productTitle);
    expect(QUOTE_LIMITS.drawingMaxBytes).toBe(20 * MIB);
  });
});

import { describe, expect, it } from 'vitest';
import {
  BrochureRequestSchema,
  ContactMessageSchema,
  FormSignalsSchema,
  InquirySchema,
  spamReason,
} from './leads.ts';
import { FORM_MIN_FILL_MS, TEXT_LIMITS } from './limits.ts';
import { VALIDATION } from './messages.ts';

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

const contact = {
  name: 'Asha',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  message: 'Need 40 spur gears\nmodule 2',
};
const inquiry = {
  name: contact.name,
  email: contact.email,
  contact: contact.phone,
  message: contact.message,
};
const brochure = { name: 'Asha', email: 'asha@example.com', contact: '+91 98765 43210' };

describe('anti-spam signals', () => {
  it('are optional on all three forms (other clients keep working)', () => {
    expect(ContactMessageSchema.safeParse(contact).success).toBe(true);
    expect(InquirySchema.safeParse(inquiry).success).toBe(true);
    expect(BrochureRequestSchema.safeParse(brochure).success).toBe(true);
  });
  it('are accepted with the values the site sends', () => {
    const signals = { website: '', elapsedMs: 5400 };
    expect(ContactMessageSchema.parse({ ...contact, ...signals })).toMatchObject(signals);
    expect(InquirySchema.parse({ ...inquiry, ...signals })).toMatchObject(signals);
    expect(BrochureRequestSchema.parse({ ...brochure, ...signals })).toMatchObject(signals);
  });
  it('are typed and capped', () => {
    for (const bad of [
      { website: 1 },
      { website: 'x'.repeat(TEXT_LIMITS.honeypot + 1) },
      { elapsedMs: -1 },
      { elapsedMs: 2.5 },
      { elapsedMs: '3000' },
      { elapsedMs: Number.POSITIVE_INFINITY },
    ]) {
      expect.soft(FormSignalsSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
  it('spamReason: honeypot filled, or faster than the minimum; nothing else', () => {
    expect(spamReason({})).toBeNull();
    expect(spamReason({ website: '' })).toBeNull();
    expect(spamReason({ website: '', elapsedMs: FORM_MIN_FILL_MS })).toBeNull();
    expect(spamReason({ elapsedMs: 600_000 })).toBeNull();
    expect(spamReason({ website: 'http://spam.example' })).toBe('honeypot');
    expect(spamReason({ website: ' ' })).toBe('honeypot');
    expect(spamReason({ website: 'x', elapsedMs: 60_000 })).toBe('honeypot');
    expect(spamReason({ elapsedMs: 0 })).toBe('too-fast');
    expect(spamReason({ website: '', elapsedMs: FORM_MIN_FILL_MS - 1 })).toBe('too-fast');
  });
  it('the minimum is a couple of seconds: longer than a script, shorter than any person', () => {
    expect(FORM_MIN_FILL_MS).toBeGreaterThanOrEqual(1000);
    expect(FORM_MIN_FILL_MS).toBeLessThanOrEqual(5000);
  });
});

describe('single-line lead fields', () => {
  it('refuse every line break, even a trailing one, with a clear message', () => {
    for (const brk of ['\r', '\n', '\r\n', '\u0085', '\u2028', '\u2029', '\v', '\f']) {
      expect
        .soft(firstError(ContactMessageSchema.safeParse({ ...contact, name: `Asha${brk}` })))
        .toBe(VALIDATION.singleLine('Name'));
      expect
        .soft(firstError(ContactMessageSchema.safeParse({ ...contact, email: `${brk}a@b.co` })))
        .toBe(VALIDATION.singleLine('Email'));
      expect
        .soft(
          firstError(BrochureRequestSchema.safeParse({ ...brochure, contact: `98765${brk}43210` })),
        )
        .toBe(VALIDATION.singleLine('Phone'));
    }
  });
  it('refuse control characters but allow a tab', () => {
    expect(firstError(InquirySchema.safeParse({ ...inquiry, name: 'A\u0000B' }))).toBe(
      'Name must not contain control characters.',
    );
    expect(InquirySchema.safeParse({ ...inquiry, name: 'A\tB' }).success).toBe(true);
  });
  it('the message keeps its line breaks (it only reaches the mail body)', () => {
    expect(ContactMessageSchema.parse(contact).message).toBe('Need 40 spur gears\nmodule 2');
  });
  it('are trimmed and capped', () => {
    expect(ContactMessageSchema.parse({ ...contact, name: '  Asha  ' }).name).toBe('Asha');
    const long = { ...contact, name: 'n'.repeat(TEXT_LIMITS.personName + 1) };
    expect(firstError(ContactMessageSchema.safeParse(long))).toBe(
      VALIDATION.tooLong('Name', TEXT_LIMITS.personName),
    );
    const longPhone = { ...brochure, contact: `+${' '.repeat(TEXT_LIMITS.phone)}98765 43210` };
    expect(firstError(BrochureRequestSchema.safeParse(longPhone))).toBe(
      VALIDATION.tooLong('Phone', TEXT_LIMITS.phone),
    );
  });
  it('keep the spec messages for empty fields', () => {
    expect(firstError(BrochureRequestSchema.safeParse({ name: '', email: '', contact: '' }))).toBe(
      VALIDATION.brochureFieldsRequired,
    );
    expect(firstError(ContactMessageSchema.safeParse({ ...contact, email: ' ' }))).toBe(
      VALIDATION.emailRequired,
    );
  });
});

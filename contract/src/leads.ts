import { z } from 'zod';
import { requiredLine, requiredText } from './common.ts';
import { TEXT_LIMITS } from './limits.ts';
import { VALIDATION } from './messages.ts';

/** Loose phone rule: digits with optional +, spaces, dashes, dots and brackets; 6 to 20 digits. */
const phone = (requiredMessage: string) =>
  requiredLine('Phone', TEXT_LIMITS.phone, requiredMessage).refine((value) => {
    const digits = value.replace(/\D/g, '');
    return /^[+\d\s\-().]+$/.test(value) && digits.length >= 6 && digits.length <= 20;
  }, VALIDATION.phoneInvalid);

const email = requiredLine('Email', TEXT_LIMITS.email, VALIDATION.emailRequired).pipe(
  z.email(VALIDATION.emailInvalid),
);

const name = requiredLine('Name', TEXT_LIMITS.personName, VALIDATION.nameRequired);
const message = requiredText('Message', TEXT_LIMITS.message, VALIDATION.messageRequired);

/** POST /api/send-email: brochure request (lead). The form field is called phone; it is sent as contact. */
export const BrochureRequestSchema = z.strictObject({
  name: requiredLine('Name', TEXT_LIMITS.personName, VALIDATION.brochureFieldsRequired),
  email: requiredLine('Email', TEXT_LIMITS.email, VALIDATION.brochureFieldsRequired).pipe(
    z.email(VALIDATION.emailInvalid),
  ),
  contact: phone(VALIDATION.brochureFieldsRequired),
});
export type BrochureRequest = z.infer<typeof BrochureRequestSchema>;

/** POST /api/inquiry/c: the home page inquiry form. */
export const InquirySchema = z.strictObject({
  name,
  email,
  contact: phone(VALIDATION.phoneRequired),
  message,
});
export type Inquiry = z.infer<typeof InquirySchema>;

/** POST /api/contact: the contact page form. */
export const ContactMessageSchema = z.strictObject({
  name,
  email,
  phone: phone(VALIDATION.phoneRequired),
  message,
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const LeadKindSchema = z.enum(['inquiry', 'contact', 'brochure']);
export type LeadKind = z.infer<typeof LeadKindSchema>;

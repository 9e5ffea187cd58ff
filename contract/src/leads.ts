import * as z from 'zod/mini';
import { requiredText } from './common.ts';
import { FORM_MIN_FILL_MS, TEXT_LIMITS } from './limits.ts';
import { VALIDATION } from './messages.ts';

/** Line breaks of every kind (CR, LF, VT, FF, NEL, LINE/PARAGRAPH SEPARATOR). */
const LINE_BREAK = /[\r\n\v\f\u0085\u2028\u2029]/;
/** Other control characters (tab is allowed: it is harmless in a header and in the body). */
export const hasControl = (value: string) => {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09) || code === 0x7f) return true;
  }
  return false;
};

export const controlCharactersMessage = (field: string) =>
  `${field} must not contain control characters.`;

/**
 * A single-line lead field (it reaches a mail header: Subject, Reply-To). Any line break is
 * refused, even a trailing one that trimming would hide, so CR/LF never reaches a header; then
 * trimmed, required and capped.
 */
function leadLine(field: string, max: number, requiredMessage: string) {
  return z.string({ error: requiredMessage }).check(
    z.refine((value) => !LINE_BREAK.test(value), VALIDATION.singleLine(field)),
    z.refine((value) => !hasControl(value), controlCharactersMessage(field)),
    z.trim(),
    z.minLength(1, requiredMessage),
    z.maxLength(max, VALIDATION.tooLong(field, max)),
  );
}

/** Loose phone rule: digits with optional +, spaces, dashes, dots and brackets; 6 to 20 digits. */
export const phone = (requiredMessage: string) =>
  leadLine('Phone', TEXT_LIMITS.phone, requiredMessage).check(
    z.refine((value) => {
      const digits = value.replace(/\D/g, '');
      return /^[+\d\s\-().]+$/.test(value) && digits.length >= 6 && digits.length <= 20;
    }, VALIDATION.phoneInvalid),
  );

export const email = (requiredMessage: string) =>
  z.pipe(leadLine('Email', TEXT_LIMITS.email, requiredMessage), z.email(VALIDATION.emailInvalid));

export const name = (requiredMessage: string) =>
  leadLine('Name', TEXT_LIMITS.personName, requiredMessage);
const message = requiredText('Message', TEXT_LIMITS.message, VALIDATION.messageRequired);

/**
 * Anti-spam signals the site's forms send with every submission (SECURITY.md "honeypot +
 * minimum time to submit"). Both are optional, so other clients and the real backend, which may
 * ignore them, keep working unchanged.
 * - `website`: the honeypot, an input people never see or reach (visually hidden, aria-hidden,
 *   out of the tab order, autocomplete off). Bots that fill every field fill it.
 * - `elapsedMs`: milliseconds between the form being shown and submitted, measured by the page.
 */
export const FormSignalsSchema = z.strictObject({
  website: z.optional(
    z
      .string()
      .check(
        z.maxLength(TEXT_LIMITS.honeypot, VALIDATION.tooLong('Website', TEXT_LIMITS.honeypot)),
      ),
  ),
  elapsedMs: z.optional(
    z.number().check(z.int(), z.nonnegative(), z.maximum(Number.MAX_SAFE_INTEGER)),
  ),
});
export type FormSignals = z.infer<typeof FormSignalsSchema>;

/**
 * Why a submission looks automated (honeypot filled, or sent faster than FORM_MIN_FILL_MS after
 * the form was shown), or null for a person. A missing `elapsedMs` is not a verdict: it comes
 * from a client that does not measure (only the per-IP limit applies to it).
 */
export function spamReason(signals: FormSignals): 'honeypot' | 'too-fast' | null {
  if (signals.website !== undefined && signals.website !== '') return 'honeypot';
  if (signals.elapsedMs !== undefined && signals.elapsedMs < FORM_MIN_FILL_MS) return 'too-fast';
  return null;
}

/** POST /api/send-email: brochure request (lead). The form field is called phone; it is sent as contact. */
export const BrochureRequestSchema = z.strictObject({
  name: name(VALIDATION.brochureFieldsRequired),
  email: email(VALIDATION.brochureFieldsRequired),
  contact: phone(VALIDATION.brochureFieldsRequired),
  ...FormSignalsSchema.shape,
});
export type BrochureRequest = z.infer<typeof BrochureRequestSchema>;

/** POST /api/inquiry/c: the home page inquiry form. */
export const InquirySchema = z.strictObject({
  name: name(VALIDATION.nameRequired),
  email: email(VALIDATION.emailRequired),
  contact: phone(VALIDATION.phoneRequired),
  message,
  ...FormSignalsSchema.shape,
});
export type Inquiry = z.infer<typeof InquirySchema>;

/** POST /api/contact: the contact page form. */
export const ContactMessageSchema = z.strictObject({
  name: name(VALIDATION.nameRequired),
  email: email(VALIDATION.emailRequired),
  phone: phone(VALIDATION.phoneRequired),
  message,
  ...FormSignalsSchema.shape,
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const LeadKindSchema = z.enum(['inquiry', 'contact', 'brochure', 'quote']);
export type LeadKind = z.infer<typeof LeadKindSchema>;

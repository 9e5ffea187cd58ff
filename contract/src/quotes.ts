import * as z from 'zod/mini';
import { IdSchema } from './common.ts';
import { DRAWING_FORMATS, DRAWING_TYPES, type DrawingType } from './quote-rules.ts';
import {
  controlCharactersMessage,
  email,
  FormSignalsSchema,
  hasControl,
  name,
  phone,
} from './leads.ts';
import { MIB, TEXT_LIMITS } from './limits.ts';
import { QUOTE_MESSAGES } from './quote-rules.ts';
import { QUOTE_LIMITS } from './quote-basics.ts';
import { VALIDATION } from './messages.ts';

/**
 * Quote requests (issue 19), the schemas (limits and messages: quote-rules.ts): a buyer's list of products with quantities and notes, their details
 * and up to five drawings, sent as one multipart call and stored as a lead of type 'quote'.
 *
 * - `GET /api/quote` → QuoteOfferSchema: this backend takes quote requests. A backend without
 *   them answers 404; the site then keeps SPEC's 'Request Quote' link to /contact (ADR 0034).
 * - `POST /api/quote` (multipart): the text field `request` holds QuoteRequestSchema as JSON, the
 *   file field `drawings` up to QUOTE_LIMITS.maxDrawings files. 201 `{ success, message }`.
 */

/** A text field sent as something else (a number, null, a list): a message people can read. */
const notText = (field: string) => `${field} must be text.`;

/** An optional single line (company, country, a line's note): trimmed, capped, '' when empty. */
function optionalLine(field: string, max: number) {
  return z.optional(
    z.string({ error: notText(field) }).check(
      z.refine((value) => !hasControl(value), controlCharactersMessage(field)),
      z.trim(),
      z.maxLength(max, VALIDATION.tooLong(field, max)),
    ),
  );
}

/** One product of the list: which product (its title as the buyer saw it), how many, a note. */
export const QuoteLineSchema = z.strictObject(
  {
    // A string id (other backends) is printed in the mail and the CSV: no control characters.
    productId: IdSchema.check(
      z.refine(
        (value) => typeof value === 'number' || !hasControl(value),
        controlCharactersMessage('Product'),
      ),
    ),
    title: z.string({ error: 'Product must have a title.' }).check(
      z.refine((value) => !hasControl(value), controlCharactersMessage('Product')),
      z.trim(),
      z.minLength(1, 'Product must have a title.'),
      z.maxLength(
        TEXT_LIMITS.productTitle,
        VALIDATION.tooLong('Product', TEXT_LIMITS.productTitle),
      ),
    ),
    quantity: z
      .number({ error: QUOTE_MESSAGES.quantity })
      .check(
        z.int(QUOTE_MESSAGES.quantity),
        z.minimum(1, QUOTE_MESSAGES.quantity),
        z.maximum(QUOTE_LIMITS.maxQuantity, QUOTE_MESSAGES.quantity),
      ),
    note: optionalLine('Note', QUOTE_LIMITS.lineNoteMax),
  },
  // A line that is not an object: the page sent something it never builds.
  { error: QUOTE_MESSAGES.requestInvalid },
);
export type QuoteLine = z.infer<typeof QuoteLineSchema>;

/**
 * The JSON of the `request` field. Name, e-mail and phone are required as on the contact form;
 * company, country and the message are optional (the lines and drawings say what is wanted). At
 * least one line or one drawing: the server checks that with the files (nothingToQuote).
 */
export const QuoteRequestSchema = z.strictObject({
  name: name(VALIDATION.nameRequired),
  company: optionalLine('Company', QUOTE_LIMITS.companyMax),
  email: email(VALIDATION.emailRequired),
  phone: phone(VALIDATION.phoneRequired),
  country: optionalLine('Country', QUOTE_LIMITS.countryMax),
  message: z.optional(
    z
      .string({ error: notText('Message') })
      .check(
        z.trim(),
        z.maxLength(TEXT_LIMITS.message, VALIDATION.tooLong('Message', TEXT_LIMITS.message)),
      ),
  ),
  lines: z
    .array(QuoteLineSchema, { error: QUOTE_MESSAGES.requestInvalid })
    .check(z.maxLength(QUOTE_LIMITS.maxLines, QUOTE_MESSAGES.tooManyLines)),
  ...FormSignalsSchema.shape,
});
export type QuoteRequest = z.infer<typeof QuoteRequestSchema>;

/** `GET /api/quote`: the backend takes quote requests, with these limits. */
export const QuoteOfferSchema = z.object({
  maxLines: z.number(),
  maxQuantity: z.number(),
  maxDrawings: z.number(),
  drawingMaxBytes: z.number(),
  drawingTypes: z.array(z.string()),
});
type QuoteOffer = z.infer<typeof QuoteOfferSchema>;

export const QUOTE_OFFER: QuoteOffer = {
  maxLines: QUOTE_LIMITS.maxLines,
  maxQuantity: QUOTE_LIMITS.maxQuantity,
  maxDrawings: QUOTE_LIMITS.maxDrawings,
  drawingMaxBytes: QUOTE_LIMITS.drawingMaxBytes,
  drawingTypes: [...DRAWING_TYPES],
};

/** A drawing stored with a quote lead (never under /uploads; admin download only). */
export const QuoteAttachmentSchema = z.object({
  /** Opaque id of the stored file (a UUID in the mock). */
  id: z.string(),
  /** The file name the buyer's computer gave it, made safe for display. */
  name: z.string(),
  type: z.enum(DRAWING_TYPES),
  size: z.number(),
});
export type QuoteAttachment = z.infer<typeof QuoteAttachmentSchema>;

/** What a quote lead carries beyond the other leads' fields (LeadSchema's `quote`). */
export const LeadQuoteSchema = z.object({
  company: z.string(),
  country: z.string(),
  lines: z.array(
    z.object({
      productId: IdSchema,
      title: z.string(),
      quantity: z.number(),
      note: z.string(),
    }),
  ),
  attachments: z.array(QuoteAttachmentSchema),
});
export type LeadQuote = z.infer<typeof LeadQuoteSchema>;

/** One line as people read it in the CSV, the mail and the inbox: '12 × Spur Gear (#3): EN-19'. */
export function quoteLineText(line: LeadQuote['lines'][number]): string {
  const base = `${line.quantity.toLocaleString('en-US')} × ${line.title} (#${String(line.productId)})`;
  return line.note ? `${base}: ${line.note}` : base;
}

/** '2.4 MB', '812 KB': a file's size for people. */
export function fileSizeText(bytes: number): string {
  if (bytes >= MIB) return `${(bytes / MIB).toFixed(1)}\u00a0MB`;
  return `${Math.max(1, Math.round(bytes / 1024))}\u00a0KB`;
}

export const drawingLabel = (type: DrawingType) => DRAWING_FORMATS[type].label;

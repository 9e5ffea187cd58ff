/**
 * The quote list's facts that every page's header needs (issue 19): the call and the limits.
 * Imports nothing, so the header's chunk carries these lines only (limits.ts and api-paths.ts hold
 * every call's and every form's; the field names and messages are in quote-rules.ts).
 */

/** API_PATHS.quote: GET = offered or 404, POST = send (multipart). */
export const QUOTE_PATH = '/api/quote';

const MIB_BYTES = 1024 * 1024;

export const QUOTE_LIMITS = {
  /** Products in one request. */
  maxLines: 50,
  /** A line's product title: TEXT_LIMITS.productTitle (quote-rules.test.ts keeps them equal). */
  lineTitleMax: 200,
  maxQuantity: 1_000_000,
  lineNoteMax: 500,
  companyMax: 150,
  countryMax: 80,
  maxDrawings: 5,
  drawingMaxBytes: 20 * MIB_BYTES,
  /**
   * The notification mail carries a drawing up to this size, while the mail's attachments stay
   * within mailAttachTotalBytes; larger ones are listed with a link to the admin.
   */
  mailAttachMaxBytes: 5 * MIB_BYTES,
  mailAttachTotalBytes: 10 * MIB_BYTES,
} as const;

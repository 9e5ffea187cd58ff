/** Business limits of SPEC.md §5 and §9, shared by the admin forms and the mock backend. */

export const MIB = 1024 * 1024;

/** Images (slider, product, gallery, brochure cover): at most 10 MiB. One byte more is rejected. */
export const IMAGE_MAX_BYTES = 10 * MIB;
/** The e-brochure PDF: at most 20 MiB. */
export const PDF_MAX_BYTES = 20 * MIB;

/** MIME types a browser may report for an allowed image (image/jpg is non-standard but sent by some systems). */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif'] as const;
export const IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'gif'] as const;
/** For `<input accept>`. */
export const IMAGE_ACCEPT = IMAGE_MIME_TYPES.join(',');
export const PDF_MIME_TYPE = 'application/pdf';
export const PDF_ACCEPT = 'application/pdf';

export const MAX_SLIDERS = 3;
/** The sub image slots 1..6 of a product. */
export const SUB_IMAGE_SLOTS = [1, 2, 3, 4, 5, 6] as const;
export type SubImageSlot = (typeof SUB_IMAGE_SLOTS)[number];
/** Files accepted by one gallery upload. */
export const MAX_GALLERY_FILES_PER_UPLOAD = 20;

/** Text limits (the spec leaves them to us; generous for people, tight for abuse). */
export const TEXT_LIMITS = {
  personName: 100,
  email: 254,
  phone: 32,
  message: 5000,
  sliderTitle: 150,
  sliderDescription: 1000,
  productTitle: 200,
  /** Sanitized HTML; its multipart field takes at most 3 bytes per character (TEXT_FIELD_MAX_BYTES). */
  productDescription: 200_000,
  username: 100,
  password: 200,
  /** The public forms' honeypot (`website`): people leave it empty, so any cap will do. */
  honeypot: 2048,
} as const;

/**
 * Public forms (SECURITY.md "honeypot + minimum time to submit"): a submission whose form was
 * shown for less than this (the client sends `elapsedMs`) is treated as a bot: it gets the same
 * success answer, but nothing is stored and no mail is sent. People need far longer to type a
 * name, an e-mail address and a phone number.
 */
export const FORM_MIN_FILL_MS = 2000;

/** UTF-8 needs at most 3 bytes for each UTF-16 code unit that the character limits count. */
const UTF8_BYTES_PER_UNIT = 3;

/**
 * The largest text field of a multipart call, in bytes: exactly what its longest character limit
 * can take in UTF-8 (a product's description, a slide's description), and 1 KB for the few short
 * fields of the other calls. Busboy stops a field at this size, before any check reads it.
 */
export const TEXT_FIELD_MAX_BYTES = {
  product: UTF8_BYTES_PER_UNIT * TEXT_LIMITS.productDescription,
  slider: UTF8_BYTES_PER_UNIT * TEXT_LIMITS.sliderDescription,
  other: 1024,
  /**
   * A quote request's JSON: the message, and up to 50 lines of a title (200) and a note (500),
   * each character up to 3 bytes, with room for the JSON around them.
   */
  quote: 160 * 1024,
} as const;

/** Request body caps (SECURITY.md): JSON bodies 32 KB. */
export const BODY_LIMITS = {
  defaultJsonBytes: 32 * 1024,
} as const;

/**
 * Widths (px) of the WebP derivatives the mock writes beside every uploaded image (never wider than
 * the original). The frontend offers them as `srcset`; list thumbnails use the smallest.
 */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600] as const;

/** The admin leads inbox (issue 7). */
export const LEADS_LIMITS = {
  /** Internal notes of one lead. */
  notesMax: 5000,
  searchMax: 100,
  pageSizeDefault: 50,
  pageSizeMax: 200,
} as const;

/**
 * The admin activity log (issue 7). Each kind of entry (sign-ins and sign-outs; failed or refused
 * attempts; content changes) keeps its newest `keepMax`, so one kind never pushes out another.
 */
export const ACTIVITY_LIMITS = {
  keepMax: 10_000,
  /** Refused logins from one IP within this window are one entry with a count (issue 17). */
  aggregateWindowMs: 10 * 60 * 1000,
  searchMax: 100,
  pageSizeDefault: 50,
  pageSizeMax: 200,
} as const;

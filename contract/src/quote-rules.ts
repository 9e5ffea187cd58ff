import { MIB } from './limits.ts';
import { QUOTE_LIMITS } from './quote-basics.ts';

/**
 * The quote request's limits, field names and messages (issue 19), without the schemas
 * (quotes.ts): the site's header and product pages need a few of them on every page, and this
 * module pulls in no zod.
 */

/** The kinds of drawing a quote request takes (the detector that checks them: drawings.ts). */
export const DRAWING_TYPES = ['pdf', 'png', 'jpeg', 'dxf', 'step', 'iges'] as const;
export type DrawingType = (typeof DRAWING_TYPES)[number];

interface DrawingFormat {
  /** What people call it. */
  readonly label: string;
  /** File name endings, lower case, without the dot. */
  readonly extensions: readonly string[];
  /** The Content-Type of its download. */
  readonly mimeType: string;
}

export const DRAWING_FORMATS: Record<DrawingType, DrawingFormat> = {
  pdf: { label: 'PDF', extensions: ['pdf'], mimeType: 'application/pdf' },
  png: { label: 'PNG', extensions: ['png'], mimeType: 'image/png' },
  jpeg: { label: 'JPEG', extensions: ['jpg', 'jpeg'], mimeType: 'image/jpeg' },
  dxf: { label: 'DXF', extensions: ['dxf'], mimeType: 'image/vnd.dxf' },
  step: { label: 'STEP', extensions: ['step', 'stp'], mimeType: 'model/step' },
  iges: { label: 'IGES', extensions: ['iges', 'igs'], mimeType: 'model/iges' },
};

/** The multipart field names of `POST /api/quote`. */
export const QUOTE_FIELDS = { request: 'request', drawings: 'drawings' } as const;

const typeList = (() => {
  const labels = DRAWING_TYPES.map((type) => DRAWING_FORMATS[type].label);
  return `${labels.slice(0, -1).join(', ')} or ${labels.at(-1) ?? ''}`;
})();

export const QUOTE_MESSAGES = {
  sent: 'Thank you! Your quote request has been sent. We will reply with prices and lead times soon.',
  added: (title: string) => `${title} is in your quote list.`,
  removed: (title: string) => `${title} was removed from your quote list.`,
  emptyList: 'Your quote list is empty.',
  nothingToQuote: 'Add at least one product to your quote list or attach a drawing.',
  tooManyLines: `A quote request can list at most ${QUOTE_LIMITS.maxLines} products.`,
  quantity: `Enter a whole number from 1 to ${QUOTE_LIMITS.maxQuantity.toLocaleString('en-US')}.`,
  drawingType: (fileName: string) => `File ${fileName} is not a ${typeList} drawing.`,
  drawingSize: (fileName: string) =>
    `File ${fileName} is larger than ${QUOTE_LIMITS.drawingMaxBytes / MIB} MB.`,
  drawingCount: `Attach at most ${QUOTE_LIMITS.maxDrawings} drawings.`,
  drawingsHint: `${typeList}; up to ${QUOTE_LIMITS.drawingMaxBytes / MIB}\u00a0MB each, at most ${QUOTE_LIMITS.maxDrawings} files`,
  requestInvalid: 'The quote request could not be read. Please reload the page and try again.',
  /** The quote page against a backend that does not take quote requests. */
  unavailable:
    'Quote requests cannot be sent from this page at the moment. Please use the contact form and name the parts you need.',
  attachmentNotFound: 'Attachment not found.',
} as const;

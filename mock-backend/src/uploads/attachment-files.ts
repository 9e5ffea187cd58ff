import { DRAWING_FORMATS, type DrawingType } from '@gear/contract/quote-rules';
import { ATTACHMENT_ID } from '../store/db-schema.ts';

/** What the quote-files folder needs to know of a stored attachment to find its file. */
export interface AttachmentRef {
  readonly id: string;
  readonly type: DrawingType;
}

/** `.pdf`, `.jpg`, `.step`…: the first ending of the type, whatever the buyer's name said. */
export const endingOf = (type: DrawingType) => `.${DRAWING_FORMATS[type].extensions[0] ?? type}`;

/**
 * A stored attachment's file name in quote-files (`<uuid>.<ending>`), or null for a bad id. Apart
 * from quote-files.ts (which needs sharp) so the backup CLIs start quickly.
 */
export const attachmentFileName = (attachment: AttachmentRef): string | null =>
  ATTACHMENT_ID.test(attachment.id) ? `${attachment.id}${endingOf(attachment.type)}` : null;

import { drawingTypeByName } from './drawings.ts';
import { DRAWING_FORMATS, DRAWING_TYPES } from './quote-rules.ts';
import { EBROCHURE_FIELDS } from './ebrochure.ts';
import { isAllowedImage, isAllowedPdf, type FileLike } from './files.ts';
import { GALLERY_FIELDS } from './gallery.ts';
import {
  IMAGE_MAX_BYTES,
  IMAGE_MIME_TYPES,
  MAX_GALLERY_FILES_PER_UPLOAD,
  MIB,
  PDF_MAX_BYTES,
  PDF_MIME_TYPE,
  SUB_IMAGE_SLOTS,
  TEXT_FIELD_MAX_BYTES,
  type SubImageSlot,
} from './limits.ts';
import { VALIDATION } from './messages.ts';
import { PRODUCT_FIELDS, subImageField } from './product-fields.ts';
import { QUOTE_FIELDS, QUOTE_MESSAGES } from './quote-rules.ts';
import { QUOTE_LIMITS } from './quote-basics.ts';
import { SLIDER_FIELDS } from './slider.ts';

/**
 * Every upload rule, once (SPEC §4, §5): the multipart field names, how many files each takes,
 * their types and size caps, and the messages that refuse them. The admin forms check files with
 * `fileError`, the mock's parser enforces the same rules, and the OpenAPI document describes them.
 */

/** 'drawing': a quote request's drawing, checked by its bytes (drawings.ts). */
export type FileKind = 'image' | 'pdf' | 'drawing';

/** One file field of a multipart call. */
export interface FileRule {
  readonly name: string;
  /** Files this field takes in one request (more than 1: an array). */
  readonly maxCount: number;
  readonly kind: FileKind;
  /** The MIME types a browser may declare for it (the server checks the bytes too). */
  readonly mimeTypes: readonly string[];
  readonly maxBytes: number;
  readonly typeError: (fileName: string) => string;
  readonly sizeError: (fileName: string) => string;
  /** The refusal of one file more than maxCount (default: the API's generic 'Too many files.'). */
  readonly countError?: string;
}

/**
 * What a file picker says before anything is picked (issue 18): 'JPEG, PNG or GIF, up to 10 MB',
 * 'PDF, up to 20 MB', and for several files 'JPEG, PNG or GIF, up to 10 MB each; up to 20 per
 * upload' (a no-break space between the number and 'MB').
 */
export function fileRuleHint(rule: FileRule): string {
  if (rule.kind === 'drawing') return QUOTE_MESSAGES.drawingsHint;
  const types = rule.kind === 'pdf' ? 'PDF' : 'JPEG, PNG or GIF';
  // A no-break space: '10 MB' never splits over two lines.
  const size = `up to ${String(rule.maxBytes / MIB)}\u00a0MB`;
  return rule.maxCount > 1
    ? `${types}, ${size} each; up to ${String(rule.maxCount)} per upload`
    : `${types}, ${size}`;
}

/** Everything one multipart call accepts; anything else is refused while parsing. */
export interface UploadRule {
  readonly files: readonly FileRule[];
  /** Text fields allowed (the call's strict schema decides which). */
  readonly maxFields: number;
  /** Largest text field value in bytes. */
  readonly maxFieldBytes: number;
}

const image = (
  name: string,
  typeError: (fileName: string) => string = () => VALIDATION.imageType,
  sizeError: (fileName: string) => string = () => VALIDATION.imageSize,
  maxCount = 1,
): FileRule => ({
  name,
  maxCount,
  kind: 'image',
  mimeTypes: IMAGE_MIME_TYPES,
  maxBytes: IMAGE_MAX_BYTES,
  typeError,
  sizeError,
});

/** The field of a product's sub image `slot` (subimg1 to subimg6). */
export const subImageRule = (slot: SubImageSlot): FileRule => image(subImageField(slot));

const galleryImages = (maxCount: number) =>
  image(GALLERY_FIELDS.images, VALIDATION.galleryImageType, VALIDATION.galleryImageSize, maxCount);

export const FILE_RULES = {
  sliderImage: image(SLIDER_FIELDS.image),
  productImage: image(PRODUCT_FIELDS.image),
  productSubImages: SUB_IMAGE_SLOTS.map(subImageRule),
  galleryImages: galleryImages(MAX_GALLERY_FILES_PER_UPLOAD),
  galleryImage: galleryImages(1),
  ebrochureCover: image(
    EBROCHURE_FIELDS.coverImage,
    () => VALIDATION.coverImageType,
    () => VALIDATION.coverImageSize,
  ),
  ebrochurePdf: {
    name: EBROCHURE_FIELDS.pdfFile,
    maxCount: 1,
    kind: 'pdf',
    mimeTypes: [PDF_MIME_TYPE],
    maxBytes: PDF_MAX_BYTES,
    typeError: () => VALIDATION.pdfType,
    sizeError: () => VALIDATION.pdfSize,
  },
  quoteDrawings: {
    name: QUOTE_FIELDS.drawings,
    maxCount: QUOTE_LIMITS.maxDrawings,
    kind: 'drawing',
    // Browsers report no reliable type for CAD files: the name's ending and the bytes decide.
    mimeTypes: DRAWING_TYPES.map((type) => DRAWING_FORMATS[type].mimeType),
    maxBytes: QUOTE_LIMITS.drawingMaxBytes,
    typeError: QUOTE_MESSAGES.drawingType,
    sizeError: QUOTE_MESSAGES.drawingSize,
    countError: QUOTE_MESSAGES.drawingCount,
  },
} as const satisfies Record<string, FileRule | readonly FileRule[]>;

/** The multipart calls: what each accepts. */
export const UPLOADS = {
  slider: {
    files: [FILE_RULES.sliderImage],
    maxFields: 4,
    maxFieldBytes: TEXT_FIELD_MAX_BYTES.slider,
  },
  product: {
    files: [FILE_RULES.productImage, ...FILE_RULES.productSubImages],
    maxFields: 12,
    maxFieldBytes: TEXT_FIELD_MAX_BYTES.product,
  },
  galleryUpload: {
    files: [FILE_RULES.galleryImages],
    maxFields: 4,
    maxFieldBytes: TEXT_FIELD_MAX_BYTES.other,
  },
  galleryUpdate: {
    files: [FILE_RULES.galleryImage],
    maxFields: 4,
    maxFieldBytes: TEXT_FIELD_MAX_BYTES.other,
  },
  ebrochure: {
    files: [FILE_RULES.ebrochureCover, FILE_RULES.ebrochurePdf],
    maxFields: 4,
    maxFieldBytes: TEXT_FIELD_MAX_BYTES.other,
  },
  /** One JSON field (`request`) and the drawings. */
  quote: {
    files: [FILE_RULES.quoteDrawings],
    maxFields: 1,
    maxFieldBytes: TEXT_FIELD_MAX_BYTES.quote,
  },
} as const satisfies Record<string, UploadRule>;

/** SPEC's message refusing `file` for the field `rule` (type first, then size), or null. */
export function fileError(rule: FileRule, file: FileLike): string | null {
  const allowedType =
    rule.kind === 'drawing'
      ? drawingTypeByName(file.name) !== null
      : rule.kind === 'pdf'
        ? isAllowedPdf(file)
        : isAllowedImage(file);
  if (!allowedType) return rule.typeError(file.name);
  if (file.size > rule.maxBytes) return rule.sizeError(file.name);
  return null;
}

/** `fileError` for one field, as a form's validate function. */
export const fileCheck =
  (rule: FileRule) =>
  (file: FileLike): string | null =>
    fileError(rule, file);

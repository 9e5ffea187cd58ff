import {
  BODY_LIMITS,
  IMAGE_MAX_BYTES,
  MAX_GALLERY_FILES_PER_UPLOAD,
  PDF_MAX_BYTES,
  SUB_IMAGE_SLOTS,
} from '@gear/contract/limits';
import { VALIDATION } from '@gear/contract/messages';
import { subImageField } from '@gear/contract/product';

export type FileKind = 'image' | 'pdf';

/** One file field of a multipart route: its type, size cap and the messages to answer with. */
export interface FileFieldSpec {
  name: string;
  maxCount: number;
  kind: FileKind;
  maxBytes: number;
  typeError: (fileName: string) => string;
  sizeError: (fileName: string) => string;
}

/** Everything a multipart route accepts; anything else is refused while parsing. */
export interface UploadSpec {
  files: readonly FileFieldSpec[];
  /** Text fields allowed (the route's strict schema decides which). */
  maxFields: number;
  /** Largest text field value in bytes. */
  maxFieldBytes: number;
}

const image = (name: string, maxCount = 1): FileFieldSpec => ({
  name,
  maxCount,
  kind: 'image',
  maxBytes: IMAGE_MAX_BYTES,
  typeError: () => VALIDATION.imageType,
  sizeError: () => VALIDATION.imageSize,
});

export const SLIDER_UPLOAD: UploadSpec = {
  files: [image('image')],
  maxFields: 4,
  maxFieldBytes: 16 * 1024,
};

export const PRODUCT_UPLOAD: UploadSpec = {
  files: [image('image'), ...SUB_IMAGE_SLOTS.map((slot) => image(subImageField(slot)))],
  maxFields: 12,
  maxFieldBytes: BODY_LIMITS.productJsonBytes,
};

const galleryImages = (maxCount: number): FileFieldSpec => ({
  name: 'images',
  maxCount,
  kind: 'image',
  maxBytes: IMAGE_MAX_BYTES,
  typeError: VALIDATION.galleryImageType,
  sizeError: VALIDATION.galleryImageSize,
});

export const GALLERY_UPLOAD: UploadSpec = {
  files: [galleryImages(MAX_GALLERY_FILES_PER_UPLOAD)],
  maxFields: 4,
  maxFieldBytes: 1024,
};

export const GALLERY_UPDATE: UploadSpec = {
  files: [galleryImages(1)],
  maxFields: 4,
  maxFieldBytes: 1024,
};

export const EBROCHURE_UPLOAD: UploadSpec = {
  files: [
    {
      name: 'cover_image',
      maxCount: 1,
      kind: 'image',
      maxBytes: IMAGE_MAX_BYTES,
      typeError: () => VALIDATION.coverImageType,
      sizeError: () => VALIDATION.coverImageSize,
    },
    {
      name: 'pdf_file',
      maxCount: 1,
      kind: 'pdf',
      maxBytes: PDF_MAX_BYTES,
      typeError: () => VALIDATION.pdfType,
      sizeError: () => VALIDATION.pdfSize,
    },
  ],
  maxFields: 4,
  maxFieldBytes: 1024,
};

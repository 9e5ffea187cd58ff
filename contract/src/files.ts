import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES, PDF_MAX_BYTES, PDF_MIME_TYPE } from './limits.ts';
import { VALIDATION } from './messages.ts';

/** What the checks need of a browser File or a multer file. */
export interface FileLike {
  name: string;
  type: string;
  size: number;
}

const IMAGE_TYPES: readonly string[] = IMAGE_MIME_TYPES;
const IMAGE_NAME = /\.(jpe?g|png|gif)$/i;

/** An allowed image by its declared type and name (the server checks the bytes too). */
export function isAllowedImage(file: Pick<FileLike, 'name' | 'type'>): boolean {
  return IMAGE_TYPES.includes(file.type.toLowerCase()) && IMAGE_NAME.test(file.name);
}

export function isAllowedPdf(file: Pick<FileLike, 'name' | 'type'>): boolean {
  return file.type.toLowerCase() === PDF_MIME_TYPE && /\.pdf$/i.test(file.name);
}

/** Slider and product images: the spec's message or null. */
export function imageFileError(file: FileLike): string | null {
  if (!isAllowedImage(file)) return VALIDATION.imageType;
  if (file.size > IMAGE_MAX_BYTES) return VALIDATION.imageSize;
  return null;
}

export function coverImageError(file: FileLike): string | null {
  if (!isAllowedImage(file)) return VALIDATION.coverImageType;
  if (file.size > IMAGE_MAX_BYTES) return VALIDATION.coverImageSize;
  return null;
}

export function pdfFileError(file: FileLike): string | null {
  if (!isAllowedPdf(file)) return VALIDATION.pdfType;
  if (file.size > PDF_MAX_BYTES) return VALIDATION.pdfSize;
  return null;
}

export function galleryFileError(file: FileLike): string | null {
  if (!isAllowedImage(file)) return VALIDATION.galleryImageType(file.name);
  if (file.size > IMAGE_MAX_BYTES) return VALIDATION.galleryImageSize(file.name);
  return null;
}
